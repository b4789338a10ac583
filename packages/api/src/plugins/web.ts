// The web app (when built) and the one 404: JSON under /api and /trpc, the app's own 404 page
// (or a hint to build it) elsewhere.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasWebBuild, registerWeb, sendAppShell } from "../web.js";

export const webPlugin = fp(
  async (app: FastifyInstance, opts: { webDist: string | undefined; producers: string[] }) => {
    const webDist = hasWebBuild(opts.webDist) ? opts.webDist : undefined;
    if (webDist) await registerWeb(app, webDist);

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split("?")[0] ?? "";
      const isApi = pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/trpc");
      if (isApi || (request.method !== "GET" && request.method !== "HEAD")) {
        return reply.code(404).send({ error: `Not found: ${request.method} ${pathname}` });
      }
      if (!webDist) {
        return reply
          .code(404)
          .type("text/plain; charset=utf-8")
          .send("The web app has not been built (run `pnpm build`). The API is served under /api.");
      }
      return sendAppShell(webDist, opts.producers, request, reply);
    });
  },
  { name: "web" },
);
