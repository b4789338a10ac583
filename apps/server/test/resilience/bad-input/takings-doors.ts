// The takings doors for the bad-input battery: payments and refunds, attendance, and their queries.
import { type BadInputStudio, sendersOf } from "./bad-input-studio.js";
import type { Field, Target } from "./doors.js";

// The method first: the battery breaks the first field with a number, which an amount would take.
const paymentFields: Field[] = [
  { name: "method", kind: "choice", required: true },
  { name: "amountPence", kind: "pence", required: true },
  { name: "kind", kind: "choice", required: false },
  // A refund's reason: required once the kind is refund, as the valid input below is.
  { name: "reason", kind: "text", required: true },
  { name: "note", kind: "text", required: false },
  { name: "sendReceipt", kind: "flag", required: false },
  { name: "reducePrice", kind: "flag", required: false },
];

export function takingsTargets(studio: BadInputStudio): Target[] {
  const { rest, mutation, query } = sendersOf(studio);
  const { bookingId } = studio;
  const refund = {
    amountPence: 100,
    method: "cash",
    kind: "refund",
    reason: "Goodwill",
    note: "At the desk",
    sendReceipt: false,
  };
  const attendance: Field[] = [{ name: "attendance", kind: "choice", required: true }];
  const note = { email: "ada@example.com", text: "Brings her own mic" };
  const noteFields: Field[] = [
    { name: "email", kind: "email", required: true },
    { name: "text", kind: "text", required: true },
  ];
  return [
    {
      label: "REST POST /api/admin/bookings/:id/payments",
      valid: refund,
      fields: paymentFields,
      send: rest("POST", `/api/admin/bookings/${bookingId}/payments`, true),
    },
    {
      label: "tRPC admin.takings.takePayment",
      valid: refund,
      fields: paymentFields,
      send: mutation("admin.takings.takePayment", true),
      prefix: "payment.",
      wrap: (payment) => ({ id: bookingId, payment }),
    },
    {
      label: "REST PUT /api/admin/bookings/:id/attendance",
      valid: { attendance: "arrived" },
      fields: attendance,
      send: rest("PUT", `/api/admin/bookings/${bookingId}/attendance`, true),
    },
    {
      label: "tRPC admin.takings.setAttendance",
      valid: { id: bookingId, attendance: "arrived" },
      fields: [{ name: "id", kind: "id", required: true }, ...attendance],
      send: mutation("admin.takings.setAttendance", true),
    },
    {
      label: "tRPC admin.takings.payments (query)",
      valid: { id: bookingId },
      fields: [{ name: "id", kind: "id", required: true }],
      send: query("admin.takings.payments"),
    },
    {
      label: "tRPC admin.takings.artists (query)",
      valid: { q: "Ada" },
      fields: [{ name: "q", kind: "search", required: false }],
      send: query("admin.takings.artists"),
    },
    {
      label: "REST POST /api/admin/artists/notes",
      valid: note,
      fields: noteFields,
      send: rest("POST", "/api/admin/artists/notes", true),
    },
    {
      label: "tRPC admin.takings.addNote",
      valid: note,
      fields: noteFields,
      send: mutation("admin.takings.addNote", true),
    },
    {
      label: "tRPC admin.takings.removeNote",
      valid: { id: "1" },
      fields: [{ name: "id", kind: "id", required: true }],
      send: mutation("admin.takings.removeNote", true),
    },
    {
      label: "tRPC admin.takings.insights (query)",
      valid: { from: "2026-11-01", to: "2026-11-30" },
      fields: [
        { name: "from", kind: "date", required: true },
        { name: "to", kind: "date", required: true },
      ],
      send: query("admin.takings.insights"),
    },
    {
      label: "tRPC admin.takings.night (query)",
      valid: { date: "2026-11-28" },
      fields: [{ name: "date", kind: "date", required: true }],
      send: query("admin.takings.night"),
    },
  ];
}
