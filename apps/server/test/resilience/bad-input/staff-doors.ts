// The staff's doors that take input, for the bad-input battery: bookings (create, edit, status),
// messages, the archive, the diary (closures, leave), calendar links, erasure, and the queries.
import { bookingPayload, upcoming } from "../../../../../packages/api/test/helpers.js";
import { type BadInputStudio, sendersOf } from "./bad-input-studio.js";
import { bookingFields, type Field, optional, type Target, twins } from "./doors.js";
import { peopleAndHoldsTargets } from "./people-and-holds-doors.js";
import { studioSettingsTargets } from "./studio-settings-doors.js";
import { calendarAndManageTargets } from "./calendar-and-manage-doors.js";
import { takingsTargets } from "./takings-doors.js";

/** Creating, editing and setting the status of bookings and messages; restoring from the archive. */
function staffWriteTargets(studio: BadInputStudio): Target[] {
  const { rest, mutation } = sendersOf(studio);
  const { bookingId, messageId, archivedId } = studio;
  const { totalCost: _c, ...adminBooking } = bookingPayload({ date: upcoming(2, 2), startTime: "18:00" });
  const adminBookingFields = bookingFields.map((f) =>
    f.name === "totalCost" ? { ...f, required: false } : f,
  );
  return [
    ...twins(
      [
        ["REST POST /api/admin/bookings", rest("POST", "/api/admin/bookings", true)],
        ["tRPC admin.bookings.create", mutation("admin.bookings.create", true)],
      ],
      adminBooking,
      adminBookingFields,
    ),
    {
      label: "REST PUT /api/admin/bookings/:id",
      valid: { firstName: "Renamed" },
      fields: optional(bookingFields),
      send: rest("PUT", `/api/admin/bookings/${bookingId}`, true),
    },
    {
      label: "tRPC admin.bookings.update",
      valid: { firstName: "Renamed" },
      fields: optional(bookingFields),
      send: mutation("admin.bookings.update", true),
      prefix: "changes.",
      wrap: (changes) => ({ id: bookingId, changes }),
    },
    {
      label: "REST PATCH /api/admin/bookings/:id/status",
      valid: { status: "cancelled" },
      fields: [{ name: "status", kind: "bookingStatus", required: true }],
      send: rest("PATCH", `/api/admin/bookings/${bookingId}/status`, true),
    },
    {
      label: "REST PATCH /api/admin/bookings/:id/deposit",
      valid: { dueAt: "2030-01-01T18:00:00Z" },
      fields: [{ name: "dueAt", kind: "date", required: true }],
      send: rest("PATCH", `/api/admin/bookings/${bookingId}/deposit`, true),
    },
    {
      label: "tRPC admin.bookings.moveDepositDeadline",
      valid: { id: bookingId, dueAt: "2030-01-01T18:00:00Z" },
      fields: [
        { name: "id", kind: "id", required: true },
        { name: "dueAt", kind: "date", required: true },
      ],
      send: mutation("admin.bookings.moveDepositDeadline", true),
    },
    {
      label: "tRPC admin.bookings.setStatus",
      valid: { id: bookingId, status: "cancelled" },
      fields: [
        { name: "id", kind: "id", required: true },
        { name: "status", kind: "bookingStatus", required: true },
      ],
      send: mutation("admin.bookings.setStatus", true),
    },
    {
      label: "REST PATCH /api/admin/messages/:id/status",
      valid: { status: "replied" },
      fields: [{ name: "status", kind: "messageStatus", required: true }],
      send: rest("PATCH", `/api/admin/messages/${messageId}/status`, true),
    },
    {
      label: "tRPC admin.messages.setStatus",
      valid: { id: messageId, status: "replied" },
      fields: [
        { name: "id", kind: "id", required: true },
        { name: "status", kind: "messageStatus", required: true },
      ],
      send: mutation("admin.messages.setStatus", true),
    },
    {
      label: "tRPC admin.archived.restore",
      valid: { id: archivedId },
      fields: [{ name: "id", kind: "id", required: true }],
      send: mutation("admin.archived.restore", true),
    },
  ];
}

/** The staff's queries that take input (sent as a GET's input). */
function staffQueryTargets(studio: BadInputStudio): Target[] {
  const { query } = sendersOf(studio);
  const { bookingId } = studio;
  const byDate = (name: string): Target => ({
    label: `tRPC ${name} (query)`,
    valid: { date: upcoming(5, 2) },
    fields: [{ name: "date", kind: "date", required: true }],
    send: query(name),
  });
  return [
    byDate("bookings.byDate"),
    byDate("admin.bookings.byDate"),
    byDate("bookings.notice"),
    {
      label: "tRPC admin.bookings.history (query)",
      valid: { id: bookingId },
      fields: [{ name: "id", kind: "id", required: true }],
      send: query("admin.bookings.history"),
    },
    {
      label: "tRPC admin.privacy.find (query)",
      valid: { q: "nobody-here@example.com" },
      fields: [{ name: "q", kind: "email", required: true }],
      send: query("admin.privacy.find"),
    },
  ];
}

/** Checking a slot's availability for staff (a query with four fields). */
function availabilityTarget(studio: BadInputStudio): Target {
  return {
    label: "tRPC admin.bookings.availability (query)",
    valid: { date: upcoming(5, 3), startTime: "14:00", duration: 2 },
    fields: [
      { name: "date", kind: "date", required: true },
      { name: "startTime", kind: "time", required: true },
      { name: "duration", kind: "duration", required: true },
      { name: "excludeId", kind: "id", required: false },
    ],
    send: sendersOf(studio).query("admin.bookings.availability"),
  };
}

/** Closures and producer leave: the staff's diary doors. */
function diaryTargets(studio: BadInputStudio): Target[] {
  const { rest, mutation } = sendersOf(studio);
  const night = upcoming(5, 9);
  const range: Field[] = [
    { name: "startDate", kind: "date", required: true },
    { name: "endDate", kind: "date", required: true },
  ];
  const closure = {
    startDate: night,
    endDate: night,
    reason: "Maintenance",
    publicText: "Closed for repairs",
  };
  const closureFields: Field[] = [
    ...range,
    { name: "reason", kind: "name", required: true },
    { name: "publicText", kind: "text", required: false },
  ];
  const leave = { startDate: night, endDate: night, engineer: "Marcus", note: "Holiday" };
  const leaveFields: Field[] = [
    ...range,
    { name: "engineer", kind: "name", required: true },
    { name: "note", kind: "text", required: false },
  ];
  const id = { id: studio.bookingId };
  const idFields: Field[] = [{ name: "id", kind: "id", required: true }];
  return [
    ...twins(
      [
        ["REST POST /api/admin/closures", rest("POST", "/api/admin/closures", true)],
        ["tRPC admin.diary.addClosure", mutation("admin.diary.addClosure", true)],
      ],
      closure,
      closureFields,
    ),
    ...twins(
      [
        ["REST POST /api/admin/leave", rest("POST", "/api/admin/leave", true)],
        ["tRPC admin.diary.addLeave", mutation("admin.diary.addLeave", true)],
      ],
      leave,
      leaveFields,
    ),
    ...twins(
      [
        ["tRPC admin.diary.removeClosure", mutation("admin.diary.removeClosure", true)],
        ["tRPC admin.diary.removeLeave", mutation("admin.diary.removeLeave", true)],
      ],
      id,
      idFields,
    ),
  ];
}

/** Calendar links and erasure: the doors that hand out or take away a customer's data. */
function feedAndErasureTargets(studio: BadInputStudio): Target[] {
  const { rest, mutation } = sendersOf(studio);
  return [
    ...twins(
      [
        ["tRPC admin.calendarFeeds.create", mutation("admin.calendarFeeds.create", true)],
        ["tRPC admin.calendarFeeds.revoke", mutation("admin.calendarFeeds.revoke", true)],
      ],
      { scope: "studio" },
      [{ name: "scope", kind: "id", required: true }],
    ),
    ...twins(
      [
        ["REST POST /api/admin/customers/erase", rest("POST", "/api/admin/customers/erase", true)],
        ["tRPC admin.privacy.erase", mutation("admin.privacy.erase", true)],
      ],
      { q: "nobody-here@example.com", confirm: true },
      [{ name: "q", kind: "email", required: true }],
    ),
  ];
}

/** Every staff door with input, in the battery's order. */
export function staffTargets(studio: BadInputStudio): Target[] {
  return [
    ...staffWriteTargets(studio),
    ...staffQueryTargets(studio),
    ...diaryTargets(studio),
    ...feedAndErasureTargets(studio),
    availabilityTarget(studio),
    ...takingsTargets(studio),
    ...peopleAndHoldsTargets(studio),
    ...studioSettingsTargets(studio),
    ...calendarAndManageTargets(studio),
  ];
}
