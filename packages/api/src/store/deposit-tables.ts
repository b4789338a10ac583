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
  /** The staff change whose held mail told of its end (migration 0030); its Undo makes it due again. */
  undoKey: string | null;
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
