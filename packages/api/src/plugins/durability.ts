// A change is answered once it is on disk (store.synced: one fdatasync of the WAL, off the main
// thread, shared by the requests in flight).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Store } from "../store/db.js";
import { STATE_CHANGING } from "./hardening.js";

export const durabilityPlugin = fp(
  async (app: FastifyInstance, opts: { store: Store }) => {
    app.addHook("onSend", (request, reply, payload, done) => {
      if (reply.statusCode >= 400 || !STATE_CHANGING.has(request.method)) return done(null, payload);
      opts.store.synced().then(
        () => done(null, payload),
        (error: Error) => done(error),
      );
    });
  },
  { name: "durability" },
);
