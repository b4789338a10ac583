// The customer's manage link: GET /api/manage/{token}, its calendar file, POST .../cancel and .../move.
// Rate-limited per client; the POST is JSON and same-origin like every mutation (plugins/hardening.ts).
import { moveInputSchema } from "@studio/domain";
import type { FastifyInstance, onRequestHookHandler } from "fastify";
import type { ServiceContext } from "../services/context.js";
import { manageCalendar, manageView, selfCancel } from "../services/manage.js";
import { moveBooking } from "../services/moves.js";
import { parse } from "./http.js";

export interface ManageRoutesOptions {
  services: ServiceContext;
  limit: onRequestHookHandler;
}

const tokenOf = (request: { params: unknown }) => String((request.params as { token?: unknown }).token ?? "");

export async function manageRoutes(app: FastifyInstance, opts: ManageRoutesOptions): Promise<void> {
  const { services } = opts;
  app.addHook("onRequest", opts.limit);
  // Never cached or indexed: the URL is the customer's key.
  app.addHook("onSend", (_request, reply, payload, done) => {
    reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
    done(null, payload);
  });

  app.get("/:token", async (request) => manageView(services, tokenOf(request)));

  app.get("/:token/calendar.ics", async (request, reply) =>
    reply
      .type("text/calendar; charset=utf-8")
      .header("content-disposition", 'attachment; filename="session.ics"')
      .send(manageCalendar(services, tokenOf(request))),
  );

  app.post("/:token/cancel", async (request) => selfCancel(services, tokenOf(request)));

  app.post("/:token/move", async (request) =>
    moveBooking(services, tokenOf(request), parse(moveInputSchema, request.body)),
  );
}
