// The api's in-process test app, built as the process builds it: with the web build's pages and the
// studio's pictures (buildServer) on top of the application's doors.
import { existsSync } from "node:fs";
import path from "node:path";
import { startApp, type TestApp, type TestAppOptions } from "../../../packages/api/test/helpers.js";
import { buildServer } from "../src/server.js";

/** The web build (`pnpm build` writes it to the repository's dist/web). */
export const webDist = path.resolve(import.meta.dirname, "..", "..", "..", "dist", "web");

/** The web build, for tests of the pages: they fail, saying why, when it is not built. */
export function builtWebDist(): string {
  if (!existsSync(path.join(webDist, "server", "entry-server.js")))
    throw new Error(`No web build at ${webDist}: run \`pnpm build\` first.`);
  return webDist;
}

export interface TestServerOptions extends TestAppOptions {
  webDist?: string;
  /** The studio profile's folder: the pictures it names are served from there. */
  mediaDir?: string;
  /** How the image library loads (one that fails: the pictures are served as they are). */
  pictureWorker?: string;
  /** As a served server: the pictures are read a moment after listening, their copies made. */
  warmPictures?: boolean;
}

export function startServer(options: TestServerOptions = {}): Promise<TestApp> {
  const { webDist, mediaDir, pictureWorker, warmPictures, ...rest } = options;
  return startApp({
    ...rest,
    build: (deps) =>
      buildServer({
        ...deps,
        ...(webDist ? { webDist } : {}),
        ...(mediaDir ? { mediaDir } : {}),
        ...(pictureWorker ? { pictureWorker } : {}),
        ...(warmPictures ? { warmPictures } : {}),
      }),
  });
}
