// The web app (when built) and the profile's pictures; a page path no route serves gets the app's
// own 404 page (or a hint to build it).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import {
  type PublicStudioProfile,
  profilePictureFiles,
  publicProfile,
  type StudioProfile,
} from "@studio/api/config";
import { registerMedia } from "../pictures/media.js";
import type { PictureCatalog } from "../pictures/catalog.js";
import { hasWebBuild, registerWeb } from "./page-cache.js";

export interface WebPluginOptions {
  webDist: string | undefined;
  profile: StudioProfile;
  /** The site's public origin (PUBLIC_URL), for canonical links and the sitemap. */
  publicUrl: string;
  /** The studio profile's folder: the pictures it names are served from there at /media. */
  mediaDir: string | undefined;
  /** Their responsive copies. */
  pictures?: PictureCatalog;
  /** Make the copies in the background once listening. */
  warmPictures?: boolean;
  /** Registers what runs after a save of the studio's settings. */
  onStudioChange?: (listener: () => void) => void;
}

// Late enough that a short-lived server (a command, a test) never starts it.
const WARM_PICTURES_AFTER_MS = 30_000;

export const webPlugin = fp(
  async (app: FastifyInstance, opts: WebPluginOptions) => {
    const webDist = hasWebBuild(opts.webDist) ? opts.webDist : undefined;
    const { pictures } = opts;
    if (opts.mediaDir) {
      registerMedia(app, { dir: opts.mediaDir, files: profilePictureFiles(opts.profile), pictures });
    }
    if (pictures && opts.warmPictures) warmInBackground(app, pictures);
    // Rendered with the pictures' real sizes and copies, once they are read: asked for by the first
    // page rendered (waiting for the pictures starts their reading, which must not be at start).
    let profile: Promise<PublicStudioProfile> | undefined;
    const publicProfileOnce = () =>
      (profile ??= (pictures?.ready ?? Promise.resolve()).then(() =>
        publicProfile(opts.profile, pictures?.infos()),
      ));
    // A save of the studio's settings: the public profile is read again (before the pages are).
    opts.onStudioChange?.(() => {
      profile = undefined;
    });
    const sendPage = webDist
      ? await registerWeb(app, {
          dir: webDist,
          profile: publicProfileOnce,
          publicUrl: opts.publicUrl,
          ...(opts.onStudioChange ? { onStudioChange: opts.onStudioChange } : {}),
        })
      : undefined;

    // Any page path no route serves: the app's 404 page (or a hint to build it).
    app.pageFallback =
      sendPage ??
      (async (_request, reply) =>
        reply
          .code(404)
          .type("text/plain; charset=utf-8")
          .send("The web app has not been built (run `pnpm build`). The API is served under /api."));
  },
  { name: "web" },
);

/** The pictures' copies, made one at a time a moment after the server listens, until it closes. */
function warmInBackground(app: FastifyInstance, pictures: PictureCatalog) {
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onListen", (done) => {
    timer = setTimeout(() => {
      pictures
        .warm(() => closing)
        .catch((error: unknown) => app.log.warn({ err: error }, "making the pictures' copies failed"));
    }, WARM_PICTURES_AFTER_MS);
    timer.unref();
    done();
  });
  app.addHook("onClose", (_app, done) => {
    closing = true;
    clearTimeout(timer);
    done();
  });
}
