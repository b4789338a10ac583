// The staff's view of bookings: each with its takings, who came, and the customer's no-shows; and
// the studio's artists, found by name, e-mail or phone.
import {
  type Artist,
  type ArtistBooking,
  type ArtistNote,
  findArtists,
  groupArtists,
  notesOfArtist,
  busyClashWarning,
  clashesOf,
  refundDuePence,
  type StaffBooking,
  type StaffBusy,
  takingsOf,
  type Pronoun,
} from "@studio/domain";
import { allArtistNotes } from "../store/artist-notes.js";
import { type BookingRow, listBookings, toBooking } from "../store/bookings.js";
import { allCancelTerms, type CancelTermsRow, type DepositRow, dueDeposits } from "../store/deposits.js";
import { listProducers } from "../store/producers.js";
import { moneyByBooking } from "../store/payments.js";
import type { ServiceContext } from "./context.js";
import { busyForStaff } from "./diary.js";

interface Ledger {
  rows: BookingRow[];
  money: ReturnType<typeof moneyByBooking>;
  /** Provisional bookings' deposits: the list shows the amount and the deadline. */
  deposits: Map<string, DepositRow>;
  /** Producers' busy times: an active booking they overlap carries a warning. */
  busy: StaffBusy[];
  /** Producers' pronouns by name, for the warning ("Dre's calendar shows him busy"). */
  pronouns: Map<string, Pronoun>;
  /** Cancels' recorded terms: a refund still due shows until staff record it. */
  terms: Map<string, CancelTermsRow>;
}

const ledgerOf = (ctx: ServiceContext): Ledger => ({
  rows: listBookings(ctx.store),
  money: moneyByBooking(ctx.store),
  deposits: dueDeposits(ctx.store),
  busy: busyForStaff(ctx),
  pronouns: new Map(
    listProducers(ctx.store, false).flatMap((row) =>
      row.pronoun ? [[row.name, row.pronoun as Pronoun]] : [],
    ),
  ),
  terms: allCancelTerms(ctx.store),
});

/** The rows as the artist rule reads them (it takes what it needs of each: identity, outcome, money). */
function artistBookings({ rows, money }: Ledger): ArtistBooking[] {
  return rows.map((row) => ({
    ...row,
    lateCancel: row.lateCancel === 1,
    paidPence: takingsOf(row.totalCost, money.get(row.id) ?? []).paidPence,
  }));
}

/** Each booking's customer no-shows, by the identity rule (same e-mail or phone), read off the rows. */
function noShowsByBooking({ rows }: Ledger): Map<string, number> {
  const counts = new Map<string, number>();
  for (const group of groupArtists(rows)) {
    const noShows = group.filter((b) => b.attendance === "no-show").length;
    for (const booking of group) counts.set(booking.id, noShows);
  }
  return counts;
}

function withFacts(row: BookingRow, ledger: Ledger, noShows: Map<string, number>): StaffBooking {
  const takings = takingsOf(row.totalCost, ledger.money.get(row.id) ?? []);
  const refundDue = refundDuePence({
    status: row.status,
    paidPence: takings.paidPence,
    keptPence: ledger.terms.get(row.id)?.keptPence ?? null,
  });
  return {
    ...toBooking(row),
    ...takings,
    ...(refundDue > 0 ? { refundDuePence: refundDue } : {}),
    attendance: row.attendance,
    lateCancel: row.lateCancel === 1,
    customerNoShows: noShows.get(row.id) ?? 0,
    ...dueFacts(row, ledger.deposits.get(row.id)),
    ...busyFacts(row, ledger.busy, ledger.pronouns),
  };
}

/** An active booking its producer's own calendar overlaps: the warning (none: nothing added). */
const busyFacts = (row: BookingRow, busy: readonly StaffBusy[], pronouns: Map<string, Pronoun>) =>
  row.status === "confirmed" && clashesOf(row, busy).length > 0
    ? { busyWarning: busyClashWarning(row.engineer, pronouns.get(row.engineer)) }
    : {};

/** A deposit still due on an active booking: its amount and deadline (none: nothing added). */
const dueFacts = (row: BookingRow, deposit: DepositRow | undefined) =>
  deposit && row.status === "confirmed"
    ? { depositPence: deposit.depositPence, depositDueAt: new Date(deposit.dueMs).toISOString() }
    : {};

/**
 * GET /api/admin/bookings: every booking, newest first, with its takings and attendance. Read at
 * once; each booking is made as the answer is written (a studio's history runs to thousands: made
 * all at once with the answer's text, 8,284 of them were 16-31 MB of a server's memory for a moment).
 */
export function staffBookings(ctx: ServiceContext): Iterable<StaffBooking> {
  const ledger = ledgerOf(ctx);
  const noShows = noShowsByBooking(ledger);
  return {
    *[Symbol.iterator]() {
      for (const row of ledger.rows) yield withFacts(row, ledger, noShows);
    },
  };
}

export function staffBooking(ctx: ServiceContext, row: BookingRow): StaffBooking {
  const ledger = ledgerOf(ctx);
  return withFacts(row, ledger, noShowsByBooking(ledger));
}

/** An artist with what staff wrote about them. */
export type StudioArtist = Artist & { notes: ArtistNote[] };

/** The artists with a booking answering `q` (name, e-mail or phone), most recent first, with their notes. */
export function findStudioArtists(ctx: ServiceContext, q: string): StudioArtist[] {
  const ledger = ledgerOf(ctx);
  const emailOf = new Map(ledger.rows.map((row) => [row.id, row.email]));
  const notes = allArtistNotes(ctx.store);
  return findArtists(artistBookings(ledger), q).map((artist) => ({
    ...artist,
    notes: notesOfArtist(
      notes,
      artist.bookingIds.map((id) => emailOf.get(id) ?? ""),
    ),
  }));
}
