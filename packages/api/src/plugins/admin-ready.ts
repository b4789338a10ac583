// Admin requests wait until the admin password is in place (the process checks ADMIN_PASSWORD, ~0.5 s
// of scrypt, while the server starts and listens); public ones never wait.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const isAdminPath = (url: string) => url.startsWith("/api/admin") || url.startsWith("/trpc/");

export const adminReadyPlugin = fp(
  async (app: FastifyInstance, opts: { ready: Promise<unknown> | undefined }) => {
    if (opts.ready === undefined) return;
    let ready = false;
    const gate = opts.ready.then(
      () => {
        ready = true;
      },
      () => {}, // main.ts reports the failure and exits
    );
    app.addHook("onRequest", (request, _reply, done) => {
      if (ready || !isAdminPath(request.url)) return done();
      void gate.then(() => done());
    });
  },
  { name: "admin-ready" },
);
