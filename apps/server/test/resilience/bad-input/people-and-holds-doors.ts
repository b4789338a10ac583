// The doors of staff accounts, holds, customer moves, the waitlist and the public nights read, for the bad-input
// battery. (The passkey ceremonies' WebAuthn responses are checked by the library and by
// packages/api/test/passkeys.test.ts: replayed, forged, wrong origin, unknown credential.)
import { randomUUID } from "node:crypto";
import { upcoming } from "../../../../../packages/api/test/helpers.js";
import { type BadInputStudio, sendersOf } from "./bad-input-studio.js";
import { type Field, type Target, twins } from "./doors.js";

const personFields: Field[] = [
  { name: "name", kind: "name", required: true },
  { name: "email", kind: "email", required: true },
  { name: "role", kind: "choice", required: true },
];
const roleFields: Field[] = [{ name: "role", kind: "choice", required: true }];
const idFields: Field[] = [{ name: "id", kind: "id", required: true }];

function staffAccountTargets(studio: BadInputStudio): Target[] {
  const { rest, mutation } = sendersOf(studio);
  const someone = randomUUID();
  return [
    ...twins(
      [
        ["REST POST /api/admin/staff", rest("POST", "/api/admin/staff", true)],
        ["tRPC admin.staff.add", mutation("admin.staff.add", true)],
      ],
      { name: "Sam Staff", email: "sam@example.com", role: "staff" },
      personFields,
    ),
    {
      label: "REST PATCH /api/admin/staff/:id",
      valid: { role: "staff" },
      fields: roleFields,
      send: rest("PATCH", `/api/admin/staff/${someone}`, true),
    },
    {
      label: "tRPC admin.staff.setRole",
      valid: { role: "staff" },
      fields: roleFields,
      send: mutation("admin.staff.setRole", true),
      prefix: "change.",
      wrap: (change) => ({ id: someone, change }),
    },
    ...twins(
      [
        [
          "REST PUT /api/admin/settings/password-sign-in",
          rest("PUT", "/api/admin/settings/password-sign-in", true),
        ],
        ["tRPC admin.staff.setPasswordSignIn", mutation("admin.staff.setPasswordSignIn", true)],
      ],
      { allowed: true },
      [{ name: "allowed", kind: "flag", required: true }],
    ),
    {
      label: "tRPC admin.staff.remove",
      valid: { id: someone },
      fields: idFields,
      send: mutation("admin.staff.remove", true),
    },
    {
      label: "tRPC admin.staff.resendEnrolment",
      valid: { id: someone },
      fields: idFields,
      send: mutation("admin.staff.resendEnrolment", true),
    },
    {
      label: "tRPC admin.staff.endSession",
      valid: { ref: "0".repeat(64) },
      fields: [{ name: "ref", kind: "id", required: true }],
      send: mutation("admin.staff.endSession", true),
    },
    ...twins(
      [
        ["REST POST /api/admin/enrol/options", rest("POST", "/api/admin/enrol/options", false)],
        ["tRPC admin.enrol.options", mutation("admin.enrol.options", false)],
      ],
      { token: "A".repeat(43) },
      [{ name: "token", kind: "id", required: true }],
    ),
  ];
}

const holdFields: Field[] = [
  { name: "firstName", kind: "name", required: true },
  { name: "lastName", kind: "name", required: true },
  { name: "email", kind: "email", required: true },
  { name: "phone", kind: "phone", required: true },
  { name: "date", kind: "bookingDate", required: true },
  { name: "startTime", kind: "time", required: true },
  { name: "engineer", kind: "engineer", required: true },
  { name: "duration", kind: "duration", required: true },
  { name: "note", kind: "text", required: false },
  { name: "notifyArtist", kind: "flag", required: false },
];

function holdAndMoveTargets(studio: BadInputStudio): Target[] {
  const { rest, mutation, query } = sendersOf(studio);
  const hold = {
    firstName: "Ari",
    lastName: "Artist",
    email: "ari@example.com",
    phone: "07700 900123",
    date: upcoming(4, 6),
    startTime: "14:00",
    engineer: "Marcus",
    duration: 2,
  };
  const move = { date: upcoming(4, 5), startTime: "14:00", duration: 2, engineer: "Marcus" };
  return [
    ...twins(
      [
        ["REST POST /api/admin/holds", rest("POST", "/api/admin/holds", true)],
        ["tRPC admin.holds.place", mutation("admin.holds.place", true)],
      ],
      hold,
      holdFields,
    ),
    ...(["confirm", "release"] as const).map((step) => ({
      label: `tRPC admin.holds.${step}`,
      valid: { id: randomUUID() },
      fields: idFields,
      send: mutation(`admin.holds.${step}`, true),
    })),
    {
      label: "REST POST /api/manage/:token/move",
      valid: move,
      fields: [
        { name: "date", kind: "bookingDate", required: true },
        { name: "startTime", kind: "publicTime", required: true },
        { name: "duration", kind: "duration", required: true },
        { name: "engineer", kind: "engineer", required: true },
      ],
      send: rest("POST", `/api/manage/${"A".repeat(43)}/move`, false),
    },
    ...twins(
      [
        ["REST POST /api/waitlist", rest("POST", "/api/waitlist", false)],
        ["tRPC waitlist.join", mutation("waitlist.join", false)],
      ],
      {
        firstName: "Wren",
        email: "wren@example.com",
        date: upcoming(5, 10),
        engineer: "Marcus",
        minDuration: 2,
      },
      [
        { name: "firstName", kind: "name", required: true },
        { name: "email", kind: "email", required: true },
        { name: "date", kind: "bookingDate", required: true },
        { name: "engineer", kind: "producerOrAny", required: true },
        { name: "minDuration", kind: "duration", required: true },
      ],
    ),
    {
      label: "tRPC waitlist.leave",
      valid: { token: "A".repeat(43) },
      fields: [{ name: "token", kind: "id", required: true }],
      send: mutation("waitlist.leave", false),
    },
    {
      label: "tRPC bookings.nights (query)",
      valid: { from: upcoming(1, 5), to: upcoming(2, 5) },
      fields: [
        { name: "from", kind: "date", required: false },
        { name: "to", kind: "date", required: false },
      ],
      send: query("bookings.nights"),
    },
  ];
}

export function peopleAndHoldsTargets(studio: BadInputStudio): Target[] {
  return [...staffAccountTargets(studio), ...holdAndMoveTargets(studio)];
}
