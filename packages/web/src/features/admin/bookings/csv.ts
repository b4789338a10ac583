// The current view as CSV, through the domain's one CSV rule.
import { csvTimestamp, sessionWhen, toCsvFile } from "@studio/domain";
import type { WorkItem } from "./work-list";

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
  "Status",
  "Booking no.",
  "Booked",
  "Cancel reason",
  "Project",
] as const;

function row(item: WorkItem): (string | number)[] {
  const { booking } = item;
  const when = sessionWhen(booking);
  return [
    booking.date,
    `${when.start.date}T${when.start.time}`,
    `${when.end.date}T${when.end.time}`,
    booking.firstName,
    booking.lastName,
    booking.email,
    booking.phone,
    booking.engineer,
    booking.duration,
    (booking.totalCost / 100).toFixed(2),
    booking.status,
    item.nth,
    booking.createdAt ? csvTimestamp(booking.createdAt) : "",
    booking.cancelReason ?? "",
    booking.projectDescription ?? "",
  ];
}

export function toCsv(items: readonly WorkItem[]): string {
  return toCsvFile(CSV_COLUMNS, items.map(row));
}

/** Hands the CSV to the browser as a download. */
export function downloadCsv(items: readonly WorkItem[], fileName: string): void {
  const url = URL.createObjectURL(new Blob([toCsv(items)], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
