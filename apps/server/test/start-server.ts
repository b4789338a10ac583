// The api's in-process test app, built as the process builds it: with the web build's pages and the
// studio's pictures (buildServer) on top of the application's doors.
import { startApp, type TestApp, type TestAppOptions } from "../../../packages/api/test/helpers.js";
import { buildServer } from "../src/server.js";

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
