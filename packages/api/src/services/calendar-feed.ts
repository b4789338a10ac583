// The feed behind a staff calendar link, as a calendar app polls it: every confirmed session from
// four weeks back to the furthest booked, with a validator (ETag, Last-Modified) so an unchanged
// feed is answered 304 without its body.
import { createHash } from "node:crypto";
import {
  calendarFeedName,
  calendarFeedStart,
  feedClosureSummary,
  feedEventDescription,
  feedEventSummary,
} from "@studio/domain";
import { hashToken, isTokenShaped } from "../auth/link-token.js";
import { bookingUid, studioPlace } from "../mail/booking-event.js";
import { type Feed, feedCalendar } from "../mail/ics.js";
import { feedBookings, feedScopeForHash } from "../store/calendar-feeds.js";
import { closuresBetween } from "../store/diary.js";
import type { Store } from "../store/store.js";
import { producerOf } from "./calendar-feeds.js";
import type { ServiceContext } from "./context.js";
import { notFound } from "../errors.js";

/** A feed's text and its validators. */
interface FeedAnswer {
  body: string;
  /** Weak: equal feeds may differ in DTSTAMP after a restart. */
  etag: string;
  /** Whole seconds, as HTTP dates carry them. */
  lastModifiedMs: number;
}

/**
 * When each feed's content was first seen as it is now, per database: a change of content is
 * noticed by the next poll. Kept in memory: after a restart a feed counts as changed once.
 */
const versions = new WeakMap<Store, Map<string, { etag: string; changedMs: number }>>();

/** The feed's events and closures, stamped at `stampMs`. */
function feedOf(ctx: ServiceContext, producer: string | null, stampMs: number): Feed {
  const { profile } = ctx;
  const details = profile.calendarFeedDetails;
  const from = calendarFeedStart(ctx.clock());
  const events = feedBookings(ctx.store, { from, engineer: producer ?? undefined }).map((row) => ({
    uid: bookingUid(row.id, profile),
    sequence: row.sequence ?? 0,
    startMs: row.startMs,
    endMs: row.endMs,
    summary: feedEventSummary(row, details),
    description: feedEventDescription(row, details),
    location: studioPlace(profile),
    // Its deposit still due: tentative, as the customer's own event is.
    ...(row.depositState === "due" ? { tentative: true } : {}),
  }));
  const days =
    producer === null
      ? closuresBetween(ctx.store, from).map((closure) => ({
          // The bookings' UID form, for a closure's own id.
          uid: bookingUid(`closure-${closure.id}`, profile),
          startDate: closure.startDate,
          endDate: closure.endDate,
          summary: feedClosureSummary(closure.reason),
        }))
      : [];
  const name = calendarFeedName(profile.name, producer ?? undefined);
  const organizer = { name: profile.name, email: profile.bookingsEmail };
  return { name, organizer, stampMs, events, days };
}

/** One producer's sessions, or all with the studio's closures. An unknown or revoked token is one 404. */
export function calendarFeed(ctx: ServiceContext, token: string): FeedAnswer {
  const scope = isTokenShaped(token) ? feedScopeForHash(ctx.store, hashToken(token)) : undefined;
  const producer = scope === undefined ? undefined : producerOf(ctx, scope);
  if (scope === undefined || producer === undefined) throw notFound("Calendar");
  const feed = feedOf(ctx, producer, 0);
  const digest = createHash("sha256").update(feedCalendar(feed)).digest("base64url").slice(0, 27);
  const etag = `W/"${digest}"`;
  const seen = versions.get(ctx.store) ?? new Map<string, { etag: string; changedMs: number }>();
  versions.set(ctx.store, seen);
  let version = seen.get(scope);
  if (version?.etag !== etag) {
    version = { etag, changedMs: Math.floor(ctx.clock().getTime() / 1000) * 1000 };
    seen.set(scope, version);
  }
  return {
    body: feedCalendar({ ...feed, stampMs: version.changedMs }),
    etag,
    lastModifiedMs: version.changedMs,
  };
}
