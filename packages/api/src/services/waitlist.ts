// The waitlist: a visitor waits for time on a night with no free start of their length. Joining is
// refused while a fitting start is free; whenever time may have freed on a night (a cancel, a move
// away, a hold released or lapsed, a closure or leave removed, a staff edit), everyone waiting whose
// need now fits is offered it at once, and the first ordinary booking wins. An entry ends when that
// e-mail books the night, when they leave, or (retention) when the night has passed.
import { randomUUID } from "node:crypto";
import {
  addDays,
  daysAround,
  BOOKABLE_PRODUCER_MESSAGE,
  checkWaitlistJoin,
  type DayBooking,
  fittingStarts,
  isSameNeed,
  londonToday,
  MAX_WAITLIST_ENTRIES_PER_EMAIL,
  type WaitlistInput,
  type WaitlistNight,
  waitlistTexts,
} from "@studio/domain";
import { hashToken, isTokenShaped } from "../auth/link-token.js";
import { invalid, notFound, ServiceError } from "../errors.js";
import { waitlistJoinedMail, waitlistOfferMail } from "../mail/waitlist-mail.js";
import { activeOnThreeDays, toBooking } from "../store/bookings.js";
import { busyOnNights } from "../store/calendars.js";
import { closuresBetween, leaveBetween } from "../store/diary.js";
import { enqueueMail, type MailHold } from "../store/email-outbox.js";
import { bookableProducers } from "../store/producers.js";
import { heldOn } from "../store/holds.js";
import {
  endBookedEntries,
  endEntry,
  entryForToken,
  insertWaitlistEntry,
  nightsWithEntries,
  openEntriesOf,
  openEntriesOn,
  setOffered,
  type WaitlistRow,
  waitingCounts,
} from "../store/waitlist.js";
import type { ServiceContext } from "./context.js";

/** The night as the rule sees it: the diary, the sessions and held holds around it, who takes bookings. */
function nightOf(ctx: ServiceContext, date: string): WaitlistNight {
  const days = daysAround(date);
  const held: DayBooking[] = days.flatMap((day) => heldOn(ctx.store, day));
  return {
    closures: closuresBetween(ctx.store, date, date),
    leave: leaveBetween(ctx.store, date, date),
    busy: busyOnNights(ctx.store, date, date),
    bookings: [...activeOnThreeDays(ctx.store, days).map(toBooking), ...held],
    bookableProducers: bookableProducers(ctx.store),
    now: ctx.clock(),
  };
}

/**
 * A visitor joins: refused (409) while a fitting start is free. The same need again answers as the
 * first join did and makes nothing (no mail), so the answer never tells a stranger who is waiting;
 * another length or producer is a new entry, up to MAX_WAITLIST_ENTRIES_PER_EMAIL a night (429).
 * `admit` is the door's per-visitor limit, passed only by a new entry.
 */
export function joinWaitlist(
  ctx: ServiceContext,
  input: WaitlistInput,
  admit: () => void = () => {},
): { id: string } {
  if (input.engineer !== null && !bookableProducers(ctx.store).includes(input.engineer))
    throw invalid("engineer", BOOKABLE_PRODUCER_MESSAGE, "Invalid Producer");
  const join = ctx.store.transaction(() => {
    const verdict = checkWaitlistJoin(input, nightOf(ctx, input.date));
    if (!verdict.ok && verdict.kind === "invalid") throw invalid("date", verdict.message, verdict.title);
    if (!verdict.ok) throw new ServiceError("conflict", verdict.message);
    const waiting = openEntriesOf(ctx.store, input.email, input.date);
    const same = waiting.find((entry) => isSameNeed(entry, input));
    if (same) return { id: same.id, created: false };
    if (waiting.length >= MAX_WAITLIST_ENTRIES_PER_EMAIL)
      throw new ServiceError("throttled", waitlistTexts.tooManyForEmail(input.date));
    admit();
    const row: WaitlistRow = {
      id: randomUUID(),
      firstName: input.firstName,
      email: input.email,
      date: input.date,
      engineer: input.engineer,
      minDuration: input.minDuration,
      createdAt: ctx.clock().toISOString(),
      offeredAt: null,
      endedAt: null,
      endReason: null,
    };
    insertWaitlistEntry(ctx.store, row);
    const message = waitlistJoinedMail(row, mailContext(ctx));
    enqueueMail(ctx.store, { kind: "booking-update", bookingId: null, message }, ctx.clock());
    return { id: row.id, created: true };
  });
  if (join.created) ctx.mailer.wake();
  return { id: join.id };
}

/** The leave link: the entry ends (again: still 200). An unknown or malformed token is a 404. */
export function leaveWaitlist(ctx: ServiceContext, token: string): { id: string; date: string } {
  const entry = isTokenShaped(token) ? entryForToken(ctx.store, hashToken(token)) : undefined;
  if (!entry) throw notFound("Waitlist entry");
  ctx.store.transaction(() => endEntry(ctx.store, entry.id, "left", ctx.clock().toISOString()));
  return { id: entry.id, date: entry.date };
}

const mailContext = (ctx: ServiceContext) => ({
  profile: ctx.profile,
  publicUrl: ctx.publicUrl,
  now: ctx.clock(),
});

/**
 * Time may have freed (or been taken) on these nights: each open entry whose need now fits and
 * was not yet told is offered it; one told whose need no
 * longer fits is cleared, to be told again when time frees next. Returns how many were offered.
 * A staff change passes its mails' `hold`: the offers go with the change's own mails, after the
 * undo window, and an Undo inside it withdraws them too (the night is full again).
 */
function wakeWaitlist(ctx: ServiceContext, dates: readonly string[], hold?: MailHold): number {
  const entries = openEntriesOn(ctx.store, [...new Set(dates)]);
  if (entries.length === 0) return 0;
  const nights = new Map<string, WaitlistNight>();
  const now = ctx.clock();
  let offered = 0;
  for (const entry of entries) {
    const night = nights.get(entry.date) ?? nightOf(ctx, entry.date);
    nights.set(entry.date, night);
    const fits = fittingStarts(entry, night).length > 0;
    if (fits && entry.offeredAt === null) {
      const message = waitlistOfferMail(entry, mailContext(ctx));
      enqueueMail(ctx.store, { kind: "booking-update", bookingId: null, message }, now, hold);
      setOffered(ctx.store, entry.id, now.toISOString());
      offered += 1;
    } else if (!fits && entry.offeredAt !== null) {
      setOffered(ctx.store, entry.id, null);
    }
  }
  return offered;
}

/**
 * The one hook of every change that may free or take time on these nights (a booking made, moved,
 * edited, cancelled or restored; a hold released or lapsed): once the change's write transaction
 * has committed, the waitlist looks at them in one of its own. One that fails then (a full disk) is
 * logged and left to the half-minute sweep, which looks at every night with someone waiting.
 */
export function nightsChanged(ctx: ServiceContext, dates: readonly string[], hold?: MailHold): void {
  ctx.store.afterCommit(() => {
    try {
      // Nobody waiting for these nights (the usual case): no write transaction at all.
      if (openEntriesOn(ctx.store, [...new Set(dates)]).length === 0) return;
      if (ctx.store.transaction(() => wakeWaitlist(ctx, dates, hold)) > 0) ctx.mailer.wake();
    } catch (error) {
      // The change itself committed: its answer stands, and the sweep offers the time.
      ctx.log?.error(
        { err: error, nights: dates },
        "waitlist: a wake after a change failed; the sweep will offer the time",
      );
    }
  });
}

/** The nights a session on `date` touches: its own, and the next (a late session runs past 06:00). */
export const nightsTouched = (date: string) => [date, addDays(date, 1)];

/** A booking was made: that e-mail's entry for the night ends with it. */
export function endWaitingOf(ctx: ServiceContext, booking: { email: string; date: string }): void {
  endBookedEntries(ctx.store, booking.email, booking.date, ctx.clock().toISOString());
}

/** Looks at every night with someone waiting (after a diary change, and every half minute). */
export function sweepWaitlist(ctx: ServiceContext): number {
  // Nobody waiting (the usual case): no write transaction at all.
  if (nightsWithEntries(ctx.store, londonToday(ctx.clock())).length === 0) return 0;
  const offered = ctx.store.transaction(() =>
    wakeWaitlist(ctx, nightsWithEntries(ctx.store, londonToday(ctx.clock()))),
  );
  if (offered > 0) ctx.mailer.wake();
  return offered;
}

/** The staff's view: how many wait for each night from today on. */
export function waitlistCounts(ctx: ServiceContext): { date: string; waiting: number }[] {
  return waitingCounts(ctx.store, londonToday(ctx.clock()));
}
