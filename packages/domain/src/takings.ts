/** The takings over a range of dates: the query, and the CSV the studio's accountant opens. */
import * as z from "zod/mini";
import { toCsvFile } from "./csv.js";
import { poundsCell } from "./money.js";
import type { PaymentKind, PaymentMethod } from "./payments.js";
import { ERASED } from "./privacy.js";
import { addDays, isRealDate, londonInstant } from "./schedule.js";

const rangeDate = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`),
      z.refine(isRealDate, `${field} must be a real calendar date`),
    );

/** `from` to `to`, both London dates, both included. */
export const dateRangeSchema = z.object({ from: rangeDate("From"), to: rangeDate("To") }).check(
  z.refine((range: { from: string; to: string }) => range.to >= range.from, {
    path: ["to"],
    message: "To must not be before From",
  }),
);
export type DateRange = z.infer<typeof dateRangeSchema>;

/** The range as instants: London midnight starting `from` to London midnight ending `to`. */
export function rangeInstants(range: DateRange): { fromIso: string; toIso: string } {
  // London's clocks change at 01:00 UTC, never at midnight, so a valid range's ends always exist.
  const start = londonInstant(range.from, "00:00") as number;
  const end = londonInstant(addDays(range.to, 1), "00:00") as number;
  return { fromIso: new Date(start).toISOString(), toIso: new Date(end).toISOString() };
}

interface TakingsRow {
  takenAt: string;
  bookingId: string;
  kind: PaymentKind;
  amountPence: number;
  method: PaymentMethod;
  takenBy: string;
  firstName: string;
  lastName: string;
}

const TAKINGS_CSV_HEADER = [
  "Date and time",
  "Booking reference",
  "Customer",
  "Method",
  "Amount (GBP)",
  "Taken by",
] as const;

/** One row a payment or refund (a refund's amount negative), pounds with two decimals. */
export function takingsCsv(rows: readonly TakingsRow[]): string {
  return toCsvFile(
    TAKINGS_CSV_HEADER,
    rows.map((row) => [
      row.takenAt,
      row.bookingId,
      row.firstName === ERASED ? ERASED : `${row.firstName} ${row.lastName}`,
      row.method,
      poundsCell(row.kind === "refund" ? -row.amountPence : row.amountPence),
      row.takenBy,
    ]),
  );
}
