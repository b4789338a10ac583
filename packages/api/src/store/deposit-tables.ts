// The deposit and cancellation-terms tables as Kysely sees them (migrations 0021, 0030).
export type DepositState = "due" | "paid" | "waived" | "lapsed";

export interface BookingDepositsTable {
  bookingId: string;
  depositPence: number;
  dueMs: number;
  reminderMs: number | null;
  remindedAt: string | null;
  state: DepositState;
  endedAt: string | null;
  /** The staff change (its mails held) that last changed it, and the deposit before it (JSON; migration 0030). */
  undoKey: string | null;
  undoBefore: string | null;
}

export interface BookingCancelTermsTable {
  bookingId: string;
  keptPence: number;
  refundPence: number;
  waived: number;
  at: string;
}

export interface DepositsDB {
  booking_deposits: BookingDepositsTable;
  booking_cancel_terms: BookingCancelTermsTable;
}
