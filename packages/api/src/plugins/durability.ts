// No answer leaves before what it wrote, or might have read, is on disk: the store's group commit
// (store/durability.ts) settles once an fdatasync of the WAL covers every commit made so far. Reads
// while nothing is pending go straight out. A disk that refuses the sync turns the answer into the
// storage failure's 503 (plugins/errors.ts); an answer that is already a 5xx goes as it is.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Store } from "../store/store.js";

export const durabilityPlugin = fp(
  async (app: FastifyInstance, opts: { store: Store }) => {
    app.addHook("onSend", (_request, reply, payload, done) => {
      const waiting = reply.statusCode < 500 ? opts.store.synced() : undefined;
      if (!waiting) return done(null, payload);
      waiting.then(
        () => done(null, payload),
        (error: Error) => done(error),
      );
    });
  },
  { name: "durability" },
);
