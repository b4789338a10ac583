// How answers travel: compression; customer data never cached (`Cache-Control: no-store`) and
// `Vary: Cookie` where the answer depends on the admin cookie; and while shutting down,
// `Connection: close` on each answer in flight so a keep-alive socket does not hold the process
// open. (The timeouts and connection limits are server options: see serverOptions in app.ts.)
import compress from "@fastify/compress";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/** Staff paths: every answer holds customer data or depends on the session. */
const isAdminPath = (path: string) =>
  path.startsWith("/api/admin") || (path.startsWith("/trpc/") && path.includes("admin."));
/** Answers that differ with the admin cookie (the full bookings for staff, the grid's fields else). */
const dependsOnCookie = (path: string) => path.startsWith("/api/bookings/date/") || isAdminPath(path);
const isApiPath = (path: string) => path.startsWith("/api/") || path.startsWith("/trpc/");

function addVaryCookie(reply: FastifyReply): void {
  const vary = String(reply.getHeader("vary") ?? "");
  if (!/\bcookie\b/i.test(vary)) reply.header("vary", vary ? `${vary}, Cookie` : "Cookie");
}

/** Answers shorter than this are sent as they are; longer ones compressed for a client that accepts it. */
const COMPRESS_THRESHOLD = 1024;

export interface TransportOptions {
  /** The admin session cookie's name: an API answer to a request carrying it is never stored. */
  adminCookie: string;
}

export const transportPlugin = fp(
  async (app: FastifyInstance, opts: TransportOptions) => {
    await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD });
    const carriesAdminCookie = (request: FastifyRequest) =>
      (request.headers.cookie ?? "").includes(`${opts.adminCookie}=`);
    let closing = false;
    app.addHook("preClose", async () => {
      closing = true;
    });
    app.addHook("onSend", (request, reply, payload, done) => {
      if (closing) reply.header("connection", "close");
      const path = request.url.split("?")[0] ?? "";
      if (isAdminPath(path) || (isApiPath(path) && carriesAdminCookie(request)))
        reply.header("cache-control", "no-store");
      if (dependsOnCookie(path)) addVaryCookie(reply);
      done(null, payload);
    });
  },
  { name: "transport" },
);
