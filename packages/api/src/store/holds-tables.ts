// The tables of holds, the waitlist and customer moves (migration 0013), kept apart from tables.ts.
import type { Generated } from "kysely";

/** One move a customer made of their own booking. */
interface BookingMovesTable {
  id: Generated<number>;
  bookingId: string;
  at: string;
}

type HoldStatus = "held" | "confirmed" | "released" | "lapsed";

/** A night pencilled in for a named artist until `expiresMs`; while 'held' it takes its interval. */
export interface HoldsTable {
  id: string;
  date: string;
  startTime: string;
  duration: number;
  engineer: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  note: string | null;
  startMs: number;
  endMs: number;
  expiresMs: number;
  status: HoldStatus;
  /** The booking a confirmed hold became. */
  bookingId: string | null;
  createdAt: string;
  endedAt: string | null;
}

/** A visitor waiting for time on a night; only the leave link token's SHA-256 is kept. */
interface WaitlistTable {
  id: string;
  tokenHash: string;
  firstName: string;
  email: string;
  date: string;
  /** null: any producer. */
  engineer: string | null;
  minDuration: number;
  createdAt: string;
  /** When time last freed that fits them and they were told. */
  offeredAt: string | null;
  endedAt: string | null;
  endReason: "booked" | "left" | "passed" | "erased" | null;
}

export interface HoldsWaitlistMovesDB {
  booking_moves: BookingMovesTable;
  holds: HoldsTable;
  waitlist: WaitlistTable;
}
