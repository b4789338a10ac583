// The staff's calendar subscriptions (docs/decisions.md): a private link per producer and for the whole
// studio, made, replaced and revoked from the dashboard, and the feed a calendar app polls.
import {
  calendarFeedLinks,
  calendarFeedName,
  calendarFeedWindow,
  feedClosureSummary,
  feedEventDescription,
  feedEventSummary,
  STUDIO_FEED_SCOPE,
} from "@studio/domain";
import { hashToken, isTokenShaped, newLinkToken } from "../auth/link-token.js";
import { bookingUid, studioPlace } from "../mail/booking-mail.js";
import { feedCalendar } from "../mail/ics.js";
import {
  deleteFeed,
  feedBookings,
  feedScopeForHash,
  insertFeedAudit,
  listFeeds,
  replaceFeed,
} from "../store/calendar-feeds.js";
import { closuresBetween } from "../store/diary.js";
import { listEngineers } from "../store/engineers.js";
import type { ServiceContext } from "./context.js";
import { invalid, notFound } from "./errors.js";

/** One calendar the staff may subscribe to, and whether it has a link now. */
export interface CalendarFeedView {
  /** 'studio', or the producer's engineer id. */
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
function producerOf(ctx: ServiceContext, scope: string): string | null | undefined {
  if (scope === STUDIO_FEED_SCOPE) return null;
  return listEngineers(ctx.store, false).find((engineer) => engineer.id === scope)?.name;
}

/** The studio and every active producer, and any other producer whose link still works. */
export function listCalendarFeeds(ctx: ServiceContext): CalendarFeedView[] {
  const feeds = new Map(listFeeds(ctx.store).map((feed) => [feed.scope, feed]));
  const scopes = [
    { scope: STUDIO_FEED_SCOPE, producer: null },
    ...listEngineers(ctx.store, false)
      .filter((engineer) => engineer.active === 1 || feeds.has(engineer.id))
      .map((engineer) => ({ scope: engineer.id, producer: engineer.name })),
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

/**
 * The feed behind a link: the confirmed sessions from four weeks back to the horizon (one
 * producer's, or all with the studio's closures). An unknown or revoked token is one 404.
 */
export function calendarFeedText(ctx: ServiceContext, token: string): string {
  const scope = isTokenShaped(token) ? feedScopeForHash(ctx.store, hashToken(token)) : undefined;
  const producer = scope === undefined ? undefined : producerOf(ctx, scope);
  if (producer === undefined) throw notFound("Calendar");
  const now = ctx.clock();
  const { from, to } = calendarFeedWindow(now);
  const { profile } = ctx;
  const details = profile.calendarFeedDetails;
  const events = feedBookings(ctx.store, { from, to, engineer: producer ?? undefined }).map((row) => ({
    uid: bookingUid(row.id, profile),
    sequence: row.sequence ?? 0,
    startMs: row.startMs,
    endMs: row.endMs,
    summary: feedEventSummary(row, details),
    description: feedEventDescription(row, details),
    location: studioPlace(profile),
  }));
  const days =
    producer === null
      ? closuresBetween(ctx.store, from, to).map((closure) => ({
          // The bookings' UID form, for a closure's own id.
          uid: bookingUid(`closure-${closure.id}`, profile),
          startDate: closure.startDate,
          endDate: closure.endDate,
          summary: feedClosureSummary(closure.reason),
        }))
      : [];
  const name = calendarFeedName(profile.name, producer ?? undefined);
  return feedCalendar({ name, stampMs: now.getTime(), events, days });
}
