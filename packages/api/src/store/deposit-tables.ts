// The deposit and cancellation-terms tables as Kysely sees them (migration 0021).
export type DepositState = "due" | "paid" | "waived" | "lapsed";

export interface BookingDepositsTable {
  bookingId: string;
  depositPence: number;
  dueMs: number;
  reminderMs: number | null;
  remindedAt: string | null;
  state: DepositState;
  endedAt: string | null;
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
