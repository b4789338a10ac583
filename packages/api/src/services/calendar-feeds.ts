// The staff's calendar subscriptions: a private link per producer and for the whole studio,
// made, replaced and revoked from the dashboard (the feed itself: ./calendar-feed.ts).
import { calendarFeedLinks, STUDIO_FEED_SCOPE } from "@studio/domain";
import { newLinkToken } from "../auth/link-token.js";
import { deleteFeed, insertFeedAudit, listFeeds, replaceFeed } from "../store/calendar-feeds.js";
import { listProducers } from "../store/producers.js";
import type { ServiceContext } from "./context.js";
import { invalid, notFound } from "../errors.js";

/** One calendar the staff may subscribe to, and whether it has a link now. */
export interface CalendarFeedView {
  /** 'studio', or the producer's id. */
  scope: string;
  /** The producer's name; null for the whole studio. */
  producer: string | null;
  active: boolean;
  createdAt: string | null;
}

/** A new link: shown once, since only its hash is kept. */
export interface NewCalendarFeed extends CalendarFeedView {
  url: string;
  webcalUrl: string;
  /** An older link of this scope stopped working. */
  replaced: boolean;
}

const UNKNOWN_SCOPE = "Choose the whole studio or one of the producers";

/** The producer a scope names (null: the whole studio), or undefined for no such scope. */
export function producerOf(ctx: ServiceContext, scope: string): string | null | undefined {
  if (scope === STUDIO_FEED_SCOPE) return null;
  return listProducers(ctx.store, false).find((row) => row.id === scope)?.name;
}

/** The studio and every active producer, and any other producer whose link still works. */
export function listCalendarFeeds(ctx: ServiceContext): CalendarFeedView[] {
  const feeds = new Map(listFeeds(ctx.store).map((feed) => [feed.scope, feed]));
  const scopes = [
    { scope: STUDIO_FEED_SCOPE, producer: null },
    ...listProducers(ctx.store, false)
      .filter((row) => row.active === 1 || feeds.has(row.id))
      .map((row) => ({ scope: row.id, producer: row.name })),
  ];
  return scopes.map((s) => {
    const feed = feeds.get(s.scope);
    return { ...s, active: feed !== undefined, createdAt: feed?.createdAt ?? null };
  });
}

const actorOf = (ctx: ServiceContext) => ctx.actor ?? "admin";

/** A new link for `scope`; the scope's old link, if any, stops working at once. */
export function createCalendarFeed(ctx: ServiceContext, scope: string): NewCalendarFeed {
  const producer = producerOf(ctx, scope);
  if (producer === undefined) throw invalid("scope", UNKNOWN_SCOPE);
  const { token, hash } = newLinkToken();
  const createdAt = ctx.clock().toISOString();
  const actor = actorOf(ctx);
  const replaced = ctx.store.transaction(() => {
    const had = replaceFeed(ctx.store, { scope, tokenHash: hash, createdAt, createdBy: actor });
    insertFeedAudit(ctx.store, { scope, action: had ? "replaced" : "created", actor, at: createdAt });
    return had;
  });
  return { scope, producer, active: true, createdAt, replaced, ...calendarFeedLinks(ctx.publicUrl, token) };
}

/** Revokes the scope's link: its URL answers 404 from now on. */
export function revokeCalendarFeed(ctx: ServiceContext, scope: string): { scope: string; revoked: true } {
  const at = ctx.clock().toISOString();
  const revoked = ctx.store.transaction(() => {
    if (!deleteFeed(ctx.store, scope)) return false;
    insertFeedAudit(ctx.store, { scope, action: "revoked", actor: actorOf(ctx), at });
    return true;
  });
  if (!revoked) throw notFound("Calendar subscription");
  return { scope, revoked: true };
}
