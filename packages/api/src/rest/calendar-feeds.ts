// The staff's calendar subscriptions (docs/decisions.md). The feed itself, GET /calendar/{token}.ics, is
// read by calendar apps with no cookie: the token is the key, so it is rate-limited per client and
// never cached or indexed. Staff manage the links under /api/admin/calendar-feeds.
import { calendarFeedScopeSchema } from "@studio/domain";
import type { FastifyInstance, onRequestHookHandler } from "fastify";
import { actorOf } from "../auth/actor.js";
import {
  calendarFeedText,
  createCalendarFeed,
  listCalendarFeeds,
  revokeCalendarFeed,
} from "../services/calendar-feeds.js";
import type { ServiceContext } from "../services/context.js";
import { parse } from "./http.js";

export interface CalendarFeedRoutesOptions {
  services: ServiceContext;
  limit: onRequestHookHandler;
}

export async function calendarFeedRoutes(
  app: FastifyInstance,
  opts: CalendarFeedRoutesOptions,
): Promise<void> {
  app.addHook("onRequest", opts.limit);
  app.addHook("onSend", (_request, reply, payload, done) => {
    reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
    done(null, payload);
  });

  // `/:file`, not `/:token.ics`: every path under /calendar/ gets this route's one 404, whatever
  // the router would make of an odd file name.
  app.get("/:file", async (request, reply) => {
    const { file } = request.params as { file: string };
    const token = file.endsWith(".ics") ? file.slice(0, -".ics".length) : "";
    return reply
      .type("text/calendar; charset=utf-8")
      .header("content-disposition", 'inline; filename="diary.ics"')
      .send(calendarFeedText(opts.services, token));
  });
}

/** /api/admin/calendar-feeds: list the scopes, make or replace a scope's link, revoke it. */
export async function calendarFeedAdminRoutes(
  app: FastifyInstance,
  opts: { services: ServiceContext },
): Promise<void> {
  const { services } = opts;
  const as = (request: Parameters<typeof actorOf>[0]) => ({ ...services, actor: actorOf(request) });

  app.get("/calendar-feeds", async () => listCalendarFeeds(services));

  app.post("/calendar-feeds/:scope", async (request, reply) => {
    const { scope } = parse(calendarFeedScopeSchema, request.params);
    return reply.code(201).send(createCalendarFeed(as(request), scope));
  });

  app.delete("/calendar-feeds/:scope", async (request) => {
    const { scope } = parse(calendarFeedScopeSchema, request.params);
    return revokeCalendarFeed(as(request), scope);
  });
}
