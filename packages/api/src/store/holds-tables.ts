// The tables of holds, the waitlist and customer moves (migrations 0013, 0015), kept apart from tables.ts.
import type { Hold } from "@studio/domain";
import type { Generated } from "kysely";

/** One move a customer made of their own booking. */
interface BookingMovesTable {
  id: Generated<number>;
  bookingId: string;
  at: string;
}

type HoldStatus = "held" | "confirmed" | "released" | "lapsed";

/**
 * A night pencilled in for a named artist until `expiresMs`; while 'held' it takes its interval. The
 * domain's hold, with its instants in ms.
 */
export interface HoldsTable extends Omit<Hold, "expiresAt"> {
  startMs: number;
  endMs: number;
  expiresMs: number;
  status: HoldStatus;
  /** The booking a confirmed hold became. */
  bookingId: string | null;
  createdAt: string;
  endedAt: string | null;
}

/** A visitor waiting for time on a night (migration 0015). */
export interface WaitlistTable {
  id: string;
  firstName: string;
  email: string;
  date: string;
  /** null: any producer. */
  engineer: string | null;
  minDuration: number;
  createdAt: string;
  /** When they were last told that time fits them (cleared when it is taken again). */
  offeredAt: string | null;
  endedAt: string | null;
  endReason: "booked" | "left" | "passed" | null;
}

/** The SHA-256 of each leave link's token (one per mail sent), and its entry. */
interface WaitlistTokensTable {
  tokenHash: string;
  entryId: string;
  createdAt: string;
}

export interface HoldsWaitlistMovesDB {
  booking_moves: BookingMovesTable;
  holds: HoldsTable;
  waitlist: WaitlistTable;
  waitlist_tokens: WaitlistTokensTable;
}
