// A studio's own folder for a test: picture files under it and its profile as studio.json, made
// from the fixture profile with the test's changes.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Json } from "../../../packages/api/test/http-calls.js";

/** The fixture profile (test/fixtures/studio.json) as plain JSON, to change and write elsewhere. */
export function fixtureProfileJson(): Json {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, "fixtures", "studio.json"), "utf8"));
}

/** A temp folder holding `files` (paths relative to it) and studio.json: the fixture after `edit`. */
export function studioFolder(
  prefix: string,
  files: Record<string, string | Buffer>,
  edit: (profile: Json) => void,
): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), content);
  }
  const profile = fixtureProfileJson();
  edit(profile);
  writeFileSync(path.join(folder, "studio.json"), JSON.stringify(profile));
  return folder;
}

/** The gallery's booth picture as a profile names it: its file and its declared size. */
export const boothPicture = (src: string, width: number, height: number) => ({
  src,
  caption: "Recording Booth",
  alt: "The vocal booth",
  width,
  height,
});
