// The web app (when built), the profile's pictures, and the one 404: JSON under /api and /trpc, the
// app's own 404 page (or a hint to build it) elsewhere.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { profilePictureFiles, publicProfile, type StudioProfile } from "../config/index.js";
import { registerMedia } from "../media.js";
import { hasWebBuild, registerWeb } from "../web.js";

export interface WebPluginOptions {
  webDist: string | undefined;
  profile: StudioProfile;
  /** The site's public origin (PUBLIC_URL), for canonical links and the sitemap. */
  publicUrl: string;
  /** The studio profile's folder: the pictures it names are served from there at /media. */
  mediaDir: string | undefined;
}

export const webPlugin = fp(
  async (app: FastifyInstance, opts: WebPluginOptions) => {
    const webDist = hasWebBuild(opts.webDist) ? opts.webDist : undefined;
    if (opts.mediaDir) registerMedia(app, { dir: opts.mediaDir, files: profilePictureFiles(opts.profile) });
    const sendPage = webDist
      ? await registerWeb(app, {
          dir: webDist,
          profile: publicProfile(opts.profile),
          publicUrl: opts.publicUrl,
        })
      : undefined;

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split("?")[0] ?? "";
      const isApi = pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/trpc");
      if (isApi || (request.method !== "GET" && request.method !== "HEAD")) {
        return reply.code(404).send({ error: `Not found: ${request.method} ${pathname}` });
      }
      if (!sendPage) {
        return reply
          .code(404)
          .type("text/plain; charset=utf-8")
          .send("The web app has not been built (run `pnpm build`). The API is served under /api.");
      }
      return sendPage(request, reply);
    });
  },
  { name: "web" },
);
