// The producers' calendars and the manage page's procedures, for the bad-input battery. The
// calendar address given as valid is on 127.0.0.1, which the address rule refuses (the battery's
// studio allows no host): no case ever reaches out, even one the server would take whole.
import { randomUUID } from "node:crypto";
import { upcoming } from "../../../../../packages/api/test/helpers.js";
import { type BadInputStudio, sendersOf } from "./bad-input-studio.js";
import { type Field, type Target, twins } from "./doors.js";

const calendarFields: Field[] = [
  { name: "engineer", kind: "engineer", required: true },
  { name: "label", kind: "name", required: true },
  { name: "url", kind: "id", required: true },
];
const tokenFields: Field[] = [{ name: "token", kind: "id", required: true }];
const moveFields: Field[] = [
  { name: "date", kind: "bookingDate", required: true },
  { name: "startTime", kind: "publicTime", required: true },
  { name: "duration", kind: "duration", required: true },
  { name: "engineer", kind: "engineer", required: true },
  ...tokenFields,
];

export function calendarAndManageTargets(studio: BadInputStudio): Target[] {
  const { rest, mutation, query } = sendersOf(studio);
  const token = "A".repeat(43);
  return [
    ...twins(
      [
        ["REST POST /api/admin/calendars", rest("POST", "/api/admin/calendars", true)],
        ["tRPC admin.calendars.add", mutation("admin.calendars.add", true)],
      ],
      { engineer: "Dre", label: "Gigs", url: "https://127.0.0.1:9/gigs.ics" },
      calendarFields,
    ),
    ...(["sync", "remove"] as const).map((step) => ({
      label: `tRPC admin.calendars.${step}`,
      valid: { id: randomUUID() },
      fields: [{ name: "id", kind: "id", required: true }] satisfies Field[],
      send: mutation(`admin.calendars.${step}`, true),
    })),
    {
      label: "tRPC admin.calendars.busy (query)",
      valid: { id: randomUUID(), from: `${upcoming(1, 5)}T00:00:00Z`, to: `${upcoming(2, 5)}T00:00:00Z` },
      fields: [{ name: "id", kind: "id", required: true }],
      send: query("admin.calendars.busy"),
    },
    { label: "tRPC manage.view (query)", valid: { token }, fields: tokenFields, send: query("manage.view") },
    {
      label: "tRPC manage.cancel",
      valid: { token },
      fields: tokenFields,
      send: mutation("manage.cancel", false),
    },
    {
      label: "tRPC manage.move",
      valid: { token, date: upcoming(4, 5), startTime: "14:00", duration: 2, engineer: "Marcus" },
      fields: moveFields,
      send: mutation("manage.move", false),
    },
  ];
}
