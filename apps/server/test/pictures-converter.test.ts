// The picture converter is a child process: libvips' memory is never the server's, and is given
// back once the copies are made. It starts on demand, stops when idle, starts again after a crash,
// and a converter that cannot start is reported once, never retried for every request.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConverterUnavailable, pictureConverter } from "../src/pictures/converter.js";

let dir: string;
let photo: string;

const alive = (pid: number | undefined) => {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(check(), what).toBe(true);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "studio-converter-"));
  photo = path.join(dir, "wide.png");
  await sharp({ create: { width: 640, height: 320, channels: 3, background: "#345" } }).toFile(photo);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the picture converter", () => {
  it("runs sharp in a child process that stops after it has been idle", async () => {
    const converter = pictureConverter(undefined, 150);
    try {
      expect(await converter.read(photo)).toEqual({ width: 640, height: 320, vector: false });
      const pid = converter.pid();
      expect(pid).not.toBe(process.pid);
      expect(alive(pid)).toBe(true);
      const out = path.join(dir, "wide-400.webp");
      await converter.make({ file: photo, out, width: 400, format: "webp" });
      expect((await sharp(out).metadata()).width).toBe(400);
      await until(() => !alive(pid) && converter.pid() === undefined, "the idle child has exited");
      // Asked again, it starts a new one.
      expect((await converter.read(photo)).width).toBe(640);
      expect(converter.pid()).not.toBe(pid);
    } finally {
      converter.close();
    }
  });

  it("reports a file it cannot read as that request's failure, and goes on", async () => {
    const converter = pictureConverter();
    const text = path.join(dir, "notes.png");
    writeFileSync(text, "not a picture");
    try {
      await expect(converter.read(text)).rejects.toThrow(/unsupported image format|Input file/i);
      await expect(converter.read(photo)).resolves.toMatchObject({ width: 640 });
    } finally {
      converter.close();
    }
  });

  it("starts again after the child was killed", async () => {
    const converter = pictureConverter();
    try {
      await converter.read(photo);
      const pid = converter.pid() as number;
      process.kill(pid, "SIGKILL");
      await until(() => converter.pid() === undefined, "the killed child is noticed");
      await expect(converter.read(photo)).resolves.toMatchObject({ height: 320 });
      expect(converter.pid()).not.toBe(pid);
    } finally {
      converter.close();
    }
  });

  it("starts under `node --watch` (pnpm dev), whose children also report the files they import", async () => {
    // Node's watch mode tells every process it starts, and their children, to send the files they
    // import over their IPC channel: those messages come before the converter's own.
    process.env.WATCH_REPORT_DEPENDENCIES = "1";
    const converter = pictureConverter();
    try {
      await expect(converter.read(photo)).resolves.toMatchObject({ width: 640, height: 320 });
    } finally {
      converter.close();
      delete process.env.WATCH_REPORT_DEPENDENCIES;
    }
  });

  it("says once why it cannot start, and does not try again for every picture", async () => {
    const missing = path.join(dir, "no-converter.mjs");
    const converter = pictureConverter(missing);
    const first = await converter.read(photo).catch((error: unknown) => error);
    expect(first).toBeInstanceOf(ConverterUnavailable);
    expect((first as Error).message).toMatch(/Cannot find module/);
    await expect(converter.read(photo)).rejects.toBe(first);
    expect(converter.pid()).toBeUndefined();
  });
});
