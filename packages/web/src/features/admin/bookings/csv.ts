// The current view as CSV, through the domain's one CSV rule.
import { type Booking, csvTimestamp, type Hold, poundsCell, sessionWhen, toCsvFile } from "@studio/domain";
import type { HeldItem, WorkItem } from "./work-list";

const CSV_COLUMNS = [
  "Night",
  "Start",
  "End",
  "First name",
  "Last name",
  "Email",
  "Phone",
  "Engineer",
  "Duration (hours)",
  "Cost (GBP)",
  "Deposit (GBP)",
  "Deposit due by",
  "Status",
  "Booking no.",
  "Booked",
  "Cancel reason",
  "Project",
  "Held until",
] as const;

function row(item: WorkItem | HeldItem): (string | number)[] {
  return "hold" in item ? heldRow(item) : bookingRow(item);
}

/** The cells a booking and a hold share: the night, the real start and end, who, with whom, how long. */
function sessionCells(session: Booking | Hold): (string | number)[] {
  const when = sessionWhen(session);
  return [
    session.date,
    `${when.start.date}T${when.start.time}`,
    `${when.end.date}T${when.end.time}`,
    session.firstName,
    session.lastName,
    session.email,
    session.phone,
    session.engineer,
    session.duration,
  ];
}

/** A hold (a pencilled night) reads as a row of its own: status "held", its note, its expiry. */
function heldRow({ hold }: HeldItem): (string | number)[] {
  return [
    ...sessionCells(hold),
    "",
    "",
    "",
    "held",
    "",
    "",
    "",
    hold.note ?? "",
    csvTimestamp(hold.expiresAt),
  ];
}

/** A provisional booking's deposit and deadline (a due deposit on an active booking), else blanks. */
function depositCells(booking: Booking): [string, string, string] {
  const { depositPence, depositDueAt } = booking;
  if (booking.status === "cancelled" || !depositPence || !depositDueAt) return ["", "", booking.status];
  return [poundsCell(depositPence), csvTimestamp(depositDueAt), "provisional"];
}

function bookingRow({ booking, nth }: WorkItem): (string | number)[] {
  return [
    ...sessionCells(booking),
    (booking.totalCost / 100).toFixed(2),
    ...depositCells(booking),
    nth,
    booking.createdAt ? csvTimestamp(booking.createdAt) : "",
    booking.cancelReason ?? "",
    booking.projectDescription ?? "",
    "",
  ];
}

/** The view's bookings and holds, in the work list's order. */
export function toCsv(items: readonly (WorkItem | HeldItem)[]): string {
  return toCsvFile(CSV_COLUMNS, items.map(row));
}

/** Hands the CSV to the browser as a download. */
export function downloadCsv(items: readonly (WorkItem | HeldItem)[], fileName: string): void {
  const url = URL.createObjectURL(new Blob([toCsv(items)], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
