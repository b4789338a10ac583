// The mail sender steps aside while requests keep arriving (mail/sender.ts): each request tells it.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Mailer } from "../services/context.js";

export const mailYieldPlugin = fp(
  async (app: FastifyInstance, opts: { mailer: Mailer }) => {
    app.addHook("onRequest", (_request, _reply, done) => {
      opts.mailer.noteRequest();
      done();
    });
  },
  { name: "mail-yield" },
);
