/** The takings over a range of dates: the query, and the CSV the studio's accountant opens. */
import * as z from "zod/mini";
import { type CsvValue, toCsvFile } from "./csv.js";
import { poundsCell } from "./money.js";
import { PAYMENT_METHODS, type PaymentKind, type PaymentMethod, paymentMethodLabel } from "./payments.js";
import { ERASED } from "./privacy.js";
import { addDays, isRealDate, londonDateTime, londonInstant } from "./schedule.js";

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

/** A booking's short reference as staff and receipts show it: the first 8 characters of its id, in capitals. */
export function bookingReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** The studio day of night `date` as instants: 06:00 London that day to 06:00 the next (the till's day). */
export function studioDayInstants(date: string): { fromIso: string; toIso: string } {
  const start = londonInstant(date, "06:00") as number;
  const end = londonInstant(addDays(date, 1), "06:00") as number;
  return { fromIso: new Date(start).toISOString(), toIso: new Date(end).toISOString() };
}

type MoneyRow = { kind: PaymentKind; amountPence: number; method: PaymentMethod };

/** What came in and went back by one method (or by all), in pence; refunds count negative. */
export interface MethodTotal {
  method: PaymentMethod | null;
  takenPence: number;
  refundedPence: number;
  netPence: number;
}

/** The takings by method (those with any money, in the methods' order), then all methods together. */
export function totalsByMethod(rows: readonly MoneyRow[]): { byMethod: MethodTotal[]; total: MethodTotal } {
  const sum = (method: PaymentMethod | null): MethodTotal => {
    let takenPence = 0;
    let refundedPence = 0;
    for (const row of rows) {
      if (method !== null && row.method !== method) continue;
      if (row.kind === "payment") takenPence += row.amountPence;
      else refundedPence -= row.amountPence;
    }
    return { method, takenPence, refundedPence, netPence: takenPence + refundedPence };
  };
  const used = PAYMENT_METHODS.filter((method) => rows.some((row) => row.method === method));
  return { byMethod: used.map(sum), total: sum(null) };
}

interface TakingsRow extends MoneyRow {
  takenAt: string;
  bookingId: string;
  reason: string | null;
  takenBy: string;
  firstName: string;
  lastName: string;
}

const TAKINGS_CSV_HEADER = [
  "Date and time (London)",
  "Booking reference",
  "Customer",
  "Method",
  "Amount (GBP)",
  "Refund reason",
  "Taken by",
] as const;

/** An instant as London's wall clock, 'YYYY-MM-DD HH:MM': what a spreadsheet reads as a date and time. */
function csvLondonTime(instant: string): string {
  const { date, time } = londonDateTime(new Date(instant).getTime());
  return `${date} ${time}`;
}

/** After the rows: one line a method and one for all, taken, refunded (negative) and net. */
function totalsBlock(rows: readonly MoneyRow[]): CsvValue[][] {
  const { byMethod, total } = totalsByMethod(rows);
  const line = (label: string, t: MethodTotal): CsvValue[] => [
    label,
    poundsCell(t.takenPence),
    poundsCell(t.refundedPence),
    poundsCell(t.netPence),
  ];
  return [
    [],
    ["Totals by method", "Taken (GBP)", "Refunded (GBP)", "Net (GBP)"],
    ...byMethod.map((t) => line(paymentMethodLabel(t.method as PaymentMethod), t)),
    line("All methods", total),
  ];
}

/**
 * One row a payment or refund (a refund's amount negative, pounds with two decimals) in London time,
 * then the totals by method, and any block given after them (the deposit figures).
 */
export function takingsCsv(rows: readonly TakingsRow[], after: readonly CsvValue[][] = []): string {
  return toCsvFile(TAKINGS_CSV_HEADER, [
    ...rows.map((row) => [
      csvLondonTime(row.takenAt),
      bookingReference(row.bookingId),
      row.firstName === ERASED ? ERASED : `${row.firstName} ${row.lastName}`,
      paymentMethodLabel(row.method),
      poundsCell(row.kind === "refund" ? -row.amountPence : row.amountPence),
      row.kind === "refund" ? row.reason : "",
      row.takenBy,
    ]),
    ...totalsBlock(rows),
    ...after,
  ]);
}
