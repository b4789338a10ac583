// The staff's calendar subscriptions. The feed itself, GET /calendar/{token}.ics, is read by
// calendar apps with no cookie: the token is the key, so it is rate-limited per client, never
// indexed, and cached only privately and briefly (an unchanged feed is a 304). Staff manage the
// links under /api/admin/calendar-feeds.
import { calendarFeedScopeSchema } from "@studio/domain";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import { actingAs } from "../auth/guard.js";
import { calendarFeed } from "../services/calendar-feed.js";
import { createCalendarFeed, listCalendarFeeds, revokeCalendarFeed } from "../services/calendar-feeds.js";
import type { ServiceContext } from "../services/context.js";
import { isNotModified } from "./conditional.js";
import { parse } from "./http.js";

/** How long a calendar app may reuse a feed before asking again: the diary changes often. */
const FEED_MAX_AGE_SECONDS = 300;

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
    // Only a feed (200 or 304) may be kept, by the one client that holds its link.
    const feed = reply.statusCode === 200 || reply.statusCode === 304;
    reply
      .header("cache-control", feed ? `private, max-age=${FEED_MAX_AGE_SECONDS}` : "no-store")
      .header("x-robots-tag", "noindex");
    done(null, payload);
  });

  // `/:file`, not `/:token.ics`: every path under /calendar/ gets this route's one 404, whatever
  // the router would make of an odd file name.
  app.get("/:file", async (request, reply) => {
    const { file } = request.params as { file: string };
    const token = file.endsWith(".ics") ? file.slice(0, -".ics".length) : "";
    const feed = calendarFeed(opts.services, token);
    reply.header("etag", feed.etag).header("last-modified", new Date(feed.lastModifiedMs).toUTCString());
    if (isNotModified(request.headers, feed)) return reply.code(304).send();
    return reply
      .type("text/calendar; charset=utf-8")
      .header("content-disposition", 'inline; filename="diary.ics"')
      .send(feed.body);
  });
}

/** /api/admin/calendar-feeds: list the scopes, make or replace a scope's link, revoke it. */
export async function calendarFeedAdminRoutes(
  app: FastifyInstance,
  opts: { services: ServiceContext },
): Promise<void> {
  const { services } = opts;
  const as = (request: FastifyRequest) => actingAs(services, request);

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
