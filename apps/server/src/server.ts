// buildServer(deps): the application's HTTP surface (@studio/api's buildApi) plus what the host adds:
// the prerendered pages of the web build, the studio's pictures and their responsive copies.
// No listen, no env: main.ts reads the environment and passes what it found.
import path from "node:path";
import { type ApiDeps, buildApi } from "@studio/api/app";
import {
  type PictureWorkshop,
  pictureUrl,
  profilePictureFiles,
  uploadedPictureUrls,
} from "@studio/api/config";
import type { FastifyInstance } from "fastify";
import { webPlugin } from "./pages/plugin.js";
import { type PictureCatalog, pictureCatalog } from "./pictures/catalog.js";
import { pictureConverter } from "./pictures/converter.js";
import { registerUploadedPictures } from "./pictures/media.js";
import { pictureWorkshop } from "./pictures/uploads.js";

export interface ServerDeps extends Omit<ApiDeps, "pictures" | "pictureWorkshop"> {
  /** The studio profile's folder: the pictures it names are served from there at /media. */
  mediaDir?: string;
  /** Make the pictures' responsive copies in the background once listening (main.ts; otherwise
   * each is made on its first request). */
  warmPictures?: boolean;
  /** The picture converter's script (tests name one that cannot start). */
  pictureWorker?: string;
  /** The built web app (dist/web); without it only the API is served. */
  webDist?: string | undefined;
}

/** When a served server starts reading its pictures unless asked for them sooner (pages warm at 2 s). */
const PICTURES_AFTER_LISTEN_MS = 1_000;

/** The studio's pictures (the profile folder's and the uploaded ones), served with AVIF/WebP copies,
 * and the worker that cleans an upload; one converter process serves both. */
function picturesFor(deps: ServerDeps, app: FastifyInstance) {
  const { mediaDir } = deps;
  const uploadsDir = path.join(deps.dataDir, "pictures");
  const converter = pictureConverter(deps.pictureWorker);
  const pictures = pictureCatalog({
    dir: mediaDir ?? uploadsDir,
    files: mediaDir ? profilePictureFiles(deps.profile).map((file) => ({ file, url: pictureUrl(file) })) : [],
    uploads: { dir: uploadsDir, urls: uploadedPictureUrls(deps.profile) },
    cacheDir: path.join(deps.dataDir, "media-cache"),
    log: app.log,
    converter,
    // A served server reads its pictures a moment after listening, or when first asked for them:
    // forking the converter and its start (Node and libvips loading) no longer compete with the server's start and first answers for the machine's cores.
    deferStart: deps.warmPictures ?? false,
  });
  app.addHook("onListen", (done) => {
    setTimeout(pictures.start, PICTURES_AFTER_LISTEN_MS).unref();
    done();
  });
  app.addHook("onClose", (_app, done) => {
    pictures.close();
    done();
  });
  registerUploadedPictures(app, { dir: uploadsDir, pictures });
  return { pictures, workshop: pictureWorkshop({ dir: uploadsDir, converter, catalog: pictures }) };
}

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const { webDist, profile, mediaDir, warmPictures = false } = deps;
  // The services read the pictures' sizes and reach the upload worker lazily, once the catalog
  // (which logs through the app) exists.
  let pictures: PictureCatalog | undefined;
  let workshop: PictureWorkshop | undefined;
  const infos = async () => (pictures ? pictures.ready.then(pictures.infos) : {});
  const uploads: PictureWorkshop = {
    clean: (upload) => (workshop as PictureWorkshop).clean(upload),
    discard: (src) => workshop?.discard(src),
  };
  // After a save of the studio's settings commits: the pages are rendered again.
  const studioListeners: (() => void)[] = [];
  const studioChanged = () => {
    for (const listener of studioListeners) listener();
  };
  const app = await buildApi({ ...deps, studioChanged, pictures: infos, pictureWorkshop: uploads });
  ({ pictures, workshop } = picturesFor(deps, app));
  await app.register(webPlugin, {
    webDist,
    profile,
    publicUrl: deps.publicUrl ?? "http://127.0.0.1:3000",
    mediaDir,
    pictures,
    warmPictures,
    onStudioChange: (listener: () => void) => studioListeners.push(listener),
  });
  return app;
}
