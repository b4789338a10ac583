// Bad input at every door (REST routes and tRPC procedures): malformed JSON, wrong types, missing
// and extra fields, 60 KB and 100 KB strings, control characters, emoji and SQL where they do not
// belong, prototype keys, huge and negative numbers, bodies over the limit. Every one answers 4xx
// with a clear message naming the field, the process stays up, and no row changes.
import { randomUUID } from "node:crypto";
import { pricePenceFor } from "@studio/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminBooking } from "../../src/services/admin-bookings.js";
import { setBookingStatus } from "../../src/services/booking-status.js";
import {
  type Answer,
  bookingPayload,
  call,
  type Json,
  login,
  PASSWORD,
  profile,
  startApp,
  type TestApp,
  upcoming,
} from "../helpers.js";
import { registeredProcedures, registeredRoutes, snapshot, Tally } from "./harness.js";

let t: TestApp;
let cookie: string;
let bookingId: string;
let messageId: string;
let archivedId: string;

beforeAll(async () => {
  // Wrong passwords are part of the battery: the login throttle is not what this file tests.
  t = await startApp({
    limits: { publicPostsPerMinute: 1_000_000, loginFailures: 1_000_000, loginFailuresGlobal: 1_000_000 },
  });
  await t.mailer.stop();
  cookie = await login(t.url);
  const services = { store: t.store, profile, clock: () => new Date(), mailer: t.mailer, publicUrl: t.url };
  const { totalCost: _a, ...first } = bookingPayload({ date: upcoming(5, 2), startTime: "12:00" });
  bookingId = createAdminBooking(services, first as never).id;
  const { totalCost: _b, ...second } = bookingPayload({ date: upcoming(5, 2), startTime: "16:00" });
  const cancelled = setBookingStatus(services, createAdminBooking(services, second as never).id, "cancelled");
  archivedId = (
    t.store.sqlite
      .prepare('select id from archived_bookings where "originalBookingId" = ?')
      .get(cancelled.id) as {
      id: string;
    }
  ).id;
  const message = await call(t.url, "POST", "/api/contact", {
    firstName: "Sam",
    lastName: "Lee",
    email: "sam@example.com",
    subject: "pricing",
    message: "How much is a weekend?",
  });
  messageId = message.body.id;
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------
// Values

/** A JSON value written as raw text (for numbers JavaScript cannot hold, like 1e400). */
class Raw {
  constructor(readonly text: string) {}
}

function encode(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (v instanceof Raw) {
      raws.push(v.text);
      return `@@RAW${raws.length - 1}@@`;
    }
    return v;
  });
  return text.replace(/"@@RAW(\d+)@@"/g, (_m, i: string) => raws[Number(i)]!);
}

const KB60 = "x".repeat(60_000);
const KB100 = "y".repeat(100_000);
const CONTROLS = [
  "Eve\u0000",
  "bell\u0007",
  "\u001b[2Jclear",
  "evil\u202Egnp.exe",
  "Eve\r\nBcc: spy@example.com",
];
const WRONG_TYPES_FOR_STRING: unknown[] = [42, -1, true, null, [], {}, ["x"], { $ne: "" }];
const WRONG_TYPES_FOR_NUMBER: unknown[] = ["2", "", true, null, [], {}, [2]];
const HUGE: unknown[] = [
  1e308,
  -1e308,
  new Raw("1e400"),
  new Raw("-1e400"),
  new Raw("9007199254740993"),
  2 ** 63,
];
const SQL = ["' OR '1'='1", "x'); DROP TABLE bookings;--", "1; DELETE FROM bookings"];
// Text that is not well-formed Unicode: half of a surrogate pair (stored as invalid UTF-8).
const LONE_SURROGATES = ["\ud800", "Ada\udfff", "x\udc00y"];
// Names that show nothing: zero-width spaces, a byte-order mark, a Hangul filler.
const INVISIBLE = ["\u200b\u200b\u200b", "\ufeff\u200d", "\u3164"];

type Kind =
  | "name"
  | "engineer"
  | "email"
  | "phone"
  | "optionalPhone"
  | "date"
  | "bookingDate"
  | "time"
  | "publicTime"
  | "duration"
  | "cost"
  | "text"
  | "subject"
  | "bookingStatus"
  | "messageStatus"
  | "password"
  | "id"
  | "startedAt"
  | "website";

/** The values a field of this kind must refuse with 400 (or 413 for the 100 KB one). */
function badValues(kind: Kind): { label: string; value: unknown }[] {
  const v = (label: string, value: unknown) => ({ label, value });
  const strings = WRONG_TYPES_FOR_STRING.map((x) => v(`wrong type ${encode(x)}`, x));
  const numbers = WRONG_TYPES_FOR_NUMBER.map((x) => v(`wrong type ${encode(x)}`, x));
  const long = [v("60 KB string", KB60), v("100 KB string", KB100)];
  const controls = CONTROLS.map((x) => v(`control ${JSON.stringify(x)}`, x));
  const emoji = v("emoji", "🎤🎶🎸");
  const sql = SQL.map((x) => v(`SQL ${x}`, x));
  const lone = LONE_SURROGATES.map((x) => v(`lone surrogate ${JSON.stringify(x)}`, x));
  const invisible = INVISIBLE.map((x) => v(`invisible ${JSON.stringify(x)}`, x));
  const notPhones = [
    v("letters", "abcdefghijk"),
    v("ten digits and a letter", "0770090012x3"),
    ...lone.map((x) => ({ ...x, value: `07700900123${x.value}` })),
  ];
  switch (kind) {
    case "name":
      return [...strings, ...long, ...controls, ...lone, ...invisible, v("empty", ""), v("blank", "   ")];
    case "engineer":
      return [...badValues("name"), v("unknown engineer", "Nobody"), v("another case", "marcus")];
    case "email":
      return [
        ...strings,
        ...long,
        ...controls,
        ...sql,
        ...lone,
        emoji,
        v("no domain", "ada@"),
        // (An apostrophe is legal in an address: O'Brien@example.com is stored as it is.)
      ];
    case "phone":
      return [...strings, ...long, ...controls, ...notPhones, v("too short", "0770")];
    case "optionalPhone":
      return [...strings.filter((x) => x.value !== null), ...long, ...controls, ...notPhones];
    case "bookingDate":
      // Beyond the diary: public bookings keep to the horizon, staff to a year back, two ahead.
      return [...badValues("date"), v("year 9999", "9999-12-31"), v("year 1000", "1000-01-03")];
    case "date":
      return [
        ...strings,
        ...long,
        ...controls,
        ...sql.map((x) => ({ ...x, value: `2026-11-27${x.value}` })),
        emoji,
        v("13th month", "2026-13-01"),
        v("30 February", "2026-02-30"),
        v("ISO instant", "2026-11-27T12:00:00Z"),
        v("zero date", "0000-00-00"),
      ];
    case "time":
      return [
        ...strings,
        ...long,
        ...controls,
        ...sql.map((x) => ({ ...x, value: `12:00${x.value}` })),
        emoji,
        v("24:00", "24:00"),
        v("seconds", "12:00:00"),
      ];
    case "publicTime":
      // The grid is hourly: 12:30 would block both 12:00 and 14:00.
      return [...badValues("time"), v("half past", "12:30"), v("03:59", "03:59")];
    case "duration":
      return [
        ...numbers,
        ...HUGE.map((x) => v(`huge ${encode(x)}`, x)),
        v("negative", -2),
        v("zero", 0),
        v("5 h", 5),
        v("fraction", 2.5),
      ];
    case "cost":
      return [
        ...numbers.filter((x) => x.value !== null),
        ...HUGE.map((x) => v(`huge ${encode(x)}`, x)),
        v("negative", -1),
        v("fraction", 70.5),
      ];
    case "text":
      return [...strings.filter((x) => x.value !== null), ...long, ...controls.slice(0, 4), ...lone];
    case "subject":
    case "bookingStatus":
    case "messageStatus":
      return [...strings, ...long, ...controls, ...sql, emoji, v("empty", ""), v("upper case", "CONFIRMED")];
    case "password":
      return [...strings, ...long, ...lone, v("empty", "")];
    case "id":
      return [...strings, ...long, ...lone, v("empty", "")];
    case "startedAt":
      return [
        ...numbers.filter((x) => x.value !== null),
        ...HUGE.map((x) => v(`huge ${encode(x)}`, x)),
        v("negative", -5),
      ];
    case "website":
      return [
        ...strings.filter((x) => x.value !== null),
        v("100 KB string", KB100),
        v("60 KB string", KB60),
        ...lone,
      ];
  }
}

// ---------------------------------------------------------------------------------------------
// Doors

interface Field {
  name: string;
  kind: Kind;
  required: boolean;
}

interface Target {
  label: string;
  /** A valid input: each case breaks one thing in it. */
  valid: Record<string, unknown>;
  fields: Field[];
  send(raw: string): Promise<Answer>;
  /** Where the input's fields sit in an issue path (tRPC update nests them under `changes`). */
  prefix?: string;
  /** Wraps the input (tRPC update: { id, changes }). */
  wrap?: (input: Record<string, unknown>) => unknown;
}

const bookingFields: Field[] = [
  { name: "firstName", kind: "name", required: true },
  { name: "lastName", kind: "name", required: true },
  { name: "email", kind: "email", required: true },
  { name: "phone", kind: "phone", required: true },
  { name: "date", kind: "bookingDate", required: true },
  { name: "startTime", kind: "time", required: true },
  { name: "engineer", kind: "engineer", required: true },
  { name: "duration", kind: "duration", required: true },
  { name: "totalCost", kind: "cost", required: true },
  { name: "projectDescription", kind: "text", required: false },
];
const publicBookingFields = bookingFields.map((f) =>
  f.name === "startTime" ? { ...f, kind: "publicTime" as const } : f,
);
const contactFields: Field[] = [
  { name: "firstName", kind: "name", required: true },
  { name: "lastName", kind: "name", required: true },
  { name: "email", kind: "email", required: true },
  { name: "phone", kind: "optionalPhone", required: false },
  { name: "subject", kind: "subject", required: true },
  { name: "message", kind: "text", required: true },
  { name: "website", kind: "website", required: false },
  { name: "startedAt", kind: "startedAt", required: false },
];
const optional = (fields: Field[]) => fields.map((f) => ({ ...f, required: false }));

const json = { "content-type": "application/json" };
const rest = (method: string, path: string, admin: boolean) => (raw: string) =>
  call(t.url, method, path, undefined, { raw, headers: json, ...(admin ? { cookie } : {}) });
const mutation = (name: string, admin: boolean) => rest("POST", `/trpc/${name}`, admin);
const query = (name: string) => (raw: string) =>
  call(t.url, "GET", `/trpc/${name}?input=${encodeURIComponent(raw)}`, undefined, { cookie });

function targets(): Target[] {
  const publicBooking = {
    ...bookingPayload({ date: upcoming(6, 2), startTime: "18:00" }),
    totalCost: pricePenceFor(2),
  };
  const { totalCost: _c, ...adminBooking } = bookingPayload({ date: upcoming(2, 2), startTime: "18:00" });
  const contact = {
    firstName: "Sam",
    lastName: "Lee",
    email: "sam@example.com",
    phone: "07700900123",
    subject: "other",
    message: "A perfectly good question",
    website: "",
    startedAt: Date.now() - 60_000,
  };
  const availability = { date: upcoming(5, 3), startTime: "14:00", duration: 2 };
  const list: Target[] = [];
  for (const [door, send] of [
    ["REST POST /api/bookings", rest("POST", "/api/bookings", false)],
    ["tRPC bookings.create", mutation("bookings.create", false)],
  ] as const)
    list.push({ label: door, valid: publicBooking, fields: publicBookingFields, send });
  for (const [door, send] of [
    ["REST POST /api/contact", rest("POST", "/api/contact", false)],
    ["tRPC contact.send", mutation("contact.send", false)],
  ] as const)
    list.push({ label: door, valid: contact, fields: contactFields, send });
  for (const [door, send] of [
    ["REST POST /api/admin/login", rest("POST", "/api/admin/login", false)],
    ["tRPC admin.login", mutation("admin.login", false)],
  ] as const)
    list.push({
      label: door,
      valid: { password: PASSWORD },
      fields: [{ name: "password", kind: "password", required: true }],
      send,
    });
  const adminBookingFields = bookingFields.map((f) =>
    f.name === "totalCost" ? { ...f, required: false } : f,
  );
  for (const [door, send] of [
    ["REST POST /api/admin/bookings", rest("POST", "/api/admin/bookings", true)],
    ["tRPC admin.bookings.create", mutation("admin.bookings.create", true)],
  ] as const)
    list.push({ label: door, valid: adminBooking, fields: adminBookingFields, send });
  list.push(
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
    {
      label: "tRPC bookings.byDate (query)",
      valid: { date: upcoming(5, 2) },
      fields: [{ name: "date", kind: "date", required: true }],
      send: query("bookings.byDate"),
    },
    {
      label: "tRPC admin.bookings.byDate (query)",
      valid: { date: upcoming(5, 2) },
      fields: [{ name: "date", kind: "date", required: true }],
      send: query("admin.bookings.byDate"),
    },
    {
      label: "tRPC bookings.notice (query)",
      valid: { date: upcoming(5, 2) },
      fields: [{ name: "date", kind: "date", required: true }],
      send: query("bookings.notice"),
    },
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
    ...diaryTargets(),
    {
      label: "tRPC admin.bookings.availability (query)",
      valid: availability,
      fields: [
        { name: "date", kind: "date", required: true },
        { name: "startTime", kind: "time", required: true },
        { name: "duration", kind: "duration", required: true },
        { name: "excludeId", kind: "id", required: false },
      ],
      send: query("admin.bookings.availability"),
    },
  );
  return list;
}

/** Closures, producer leave and erasure: the staff's diary and privacy doors. */
function diaryTargets(): Target[] {
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
  const erase = { q: "nobody-here@example.com", confirm: true };
  const eraseFields: Field[] = [{ name: "q", kind: "email", required: true }];
  const id = { id: bookingId };
  const idFields: Field[] = [{ name: "id", kind: "id", required: true }];
  return [
    {
      label: "REST POST /api/admin/closures",
      valid: closure,
      fields: closureFields,
      send: rest("POST", "/api/admin/closures", true),
    },
    {
      label: "tRPC admin.diary.addClosure",
      valid: closure,
      fields: closureFields,
      send: mutation("admin.diary.addClosure", true),
    },
    {
      label: "REST POST /api/admin/leave",
      valid: leave,
      fields: leaveFields,
      send: rest("POST", "/api/admin/leave", true),
    },
    {
      label: "tRPC admin.diary.addLeave",
      valid: leave,
      fields: leaveFields,
      send: mutation("admin.diary.addLeave", true),
    },
    {
      label: "tRPC admin.diary.removeClosure",
      valid: id,
      fields: idFields,
      send: mutation("admin.diary.removeClosure", true),
    },
    {
      label: "tRPC admin.diary.removeLeave",
      valid: id,
      fields: idFields,
      send: mutation("admin.diary.removeLeave", true),
    },
    {
      label: "tRPC admin.calendarFeeds.create",
      valid: { scope: "studio" },
      fields: [{ name: "scope", kind: "id", required: true }],
      send: mutation("admin.calendarFeeds.create", true),
    },
    {
      label: "tRPC admin.calendarFeeds.revoke",
      valid: { scope: "studio" },
      fields: [{ name: "scope", kind: "id", required: true }],
      send: mutation("admin.calendarFeeds.revoke", true),
    },
    {
      label: "REST POST /api/admin/customers/erase",
      valid: erase,
      fields: eraseFields,
      send: rest("POST", "/api/admin/customers/erase", true),
    },
    {
      label: "tRPC admin.privacy.erase",
      valid: erase,
      fields: eraseFields,
      send: mutation("admin.privacy.erase", true),
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Judging an answer

const STACK = /\bat .*\.(ts|js|mjs):\d+|node_modules|Error:\s/;

/** The answer's message and field paths, from either door's error shape. */
function errorOf(answer: Answer<Json>): { message: string; paths: string[] } {
  const body = answer.body;
  if (body && typeof body.error === "string") {
    return { message: body.error, paths: (body.issues ?? []).map((i: { path: string }) => i.path) };
  }
  const message = body?.error?.message ?? body?.[0]?.error?.message ?? "";
  const issues = body?.error?.data?.issues ?? [];
  return { message, paths: issues.map((i: { path: string }) => i.path) };
}

/** A 4xx with a short, human message, no stack, naming `field` when one is given. */
function clearRefusal(answer: Answer<Json>, field: string | undefined, status?: number): string | null {
  if (answer.status < 400 || answer.status >= 500) return `status ${answer.status}`;
  if (status !== undefined && answer.status !== status) return `status ${answer.status}, expected ${status}`;
  const { message, paths } = errorOf(answer);
  if (!message || message.length > 600) return `message ${JSON.stringify(message).slice(0, 80)}`;
  if (message === "Internal server error" || STACK.test(answer.text)) return "internal error or stack trace";
  // The rules past the schema (a known engineer, the diary's dates) are the service's: they name the
  // booking's field, which tRPC's update nests under `changes`.
  const bare = field?.replace(/^changes\./, "");
  if (field !== undefined && answer.status === 400 && !paths.includes(field) && !paths.includes(bare!))
    return `issue paths ${JSON.stringify(paths)} do not name ${field}`;
  return null;
}

// ---------------------------------------------------------------------------------------------

const MALFORMED = [
  "{",
  '{"firstName":',
  "{'firstName': 'x'}",
  '{"a":1,}',
  "[1,2",
  "nul",
  '{"a":1}}',
  "\u0000",
  '{"a":"\\x"}',
];
const NOT_OBJECTS = ["[]", '"text"', "42", "true"];

describe("every door with input", () => {
  it("refuses broken, mistyped, missing, oversized, hostile and prototype-laden input with a clear 4xx, writing nothing", async () => {
    const before = snapshot(t.store);
    const list = targets();
    const tallies = {
      malformed: new Tally("bad input", "malformed JSON → 400"),
      notObject: new Tally("bad input", "JSON that is not an object → 400"),
      proto: new Tally("bad input", "__proto__ / constructor / prototype keys → 400"),
      missing: new Tally("bad input", "each required field missing → 400 naming it"),
      wrongType: new Tally("bad input", "each field of a wrong type → 400 naming it"),
      long: new Tally("bad input", "60 KB string → 400 naming the field; 100 KB → 413"),
      hostile: new Tally("bad input", "control chars, emoji, SQL where they do not belong → 400"),
      numbers: new Tally("bad input", "huge, negative, fractional numbers → 400 naming the field"),
      extra: new Tally("bad input", "extra fields on an invalid input → 400, still naming the field"),
      limit: new Tally("bad input", "body over the 64 KB limit → 413"),
    };
    for (const target of list) {
      const wrap = (input: Record<string, unknown>) => encode(target.wrap ? target.wrap(input) : input);
      const prefix = target.prefix ?? "";
      const isQuery = target.label.includes("(query)");
      for (const raw of MALFORMED) {
        const answer = await target.send(raw);
        const problem = clearRefusal(answer, undefined, 400);
        tallies.malformed.check(problem === null, `${target.label} ${JSON.stringify(raw)}: ${problem}`);
      }
      for (const raw of NOT_OBJECTS) {
        const answer = await target.send(target.wrap ? encode(target.wrap(JSON.parse(raw))) : raw);
        const problem = clearRefusal(answer, undefined, 400);
        tallies.notObject.check(problem === null, `${target.label} ${raw}: ${problem}`);
      }
      // A bare "constructor" key is harmless (an ordinary unknown key, stripped); its prototype is not.
      for (const [key, injected] of [
        ["__proto__", '"__proto__":{"polluted":true}'],
        ["constructor.prototype", '"constructor":{"prototype":{"polluted":true}}'],
        // (Under a key no door has: a door's own field later in the body would override it.)
        ["nested __proto__", '"probe":{"deeper":{"__proto__":{"polluted":true}}}'],
      ]) {
        const raw = wrap(target.valid).replace(/^\{/, `{${injected},`);
        const answer = await target.send(raw);
        const problem = clearRefusal(answer, undefined, 400);
        tallies.proto.check(
          problem === null && ({} as Record<string, unknown>).polluted === undefined,
          `${target.label} ${key}: ${problem}`,
        );
      }
      for (const field of target.fields) {
        const path = `${prefix}${field.name}`;
        if (field.required) {
          const { [field.name]: _dropped, ...rest } = target.valid;
          const answer = await target.send(wrap(rest));
          const problem = clearRefusal(answer, path, 400);
          tallies.missing.check(problem === null, `${target.label} without ${field.name}: ${problem}`);
        }
        for (const { label, value } of badValues(field.kind)) {
          const answer = await target.send(wrap({ ...target.valid, [field.name]: value }));
          const is100k = value === KB100;
          // A GET query carries its input in the URL: 100 KB there is refused as a too-long URL.
          const problem = clearRefusal(
            answer,
            is100k ? undefined : path,
            is100k && !isQuery ? 413 : undefined,
          );
          const tally = label.startsWith("wrong type")
            ? tallies.wrongType
            : label.endsWith("KB string")
              ? tallies.long
              : ["huge", "negative", "fraction", "zero", "5 h"].some((w) => label.startsWith(w))
                ? tallies.numbers
                : tallies.hostile;
          tally.check(
            problem === null,
            `${target.label} ${field.name} = ${label}: ${problem} ${answer.text.slice(0, 160)}`,
          );
        }
      }
      // Extra fields do not hide the real problem (and are never stored: see the mass-assignment test).
      const broken = target.fields[0]!;
      const extras = Object.fromEntries(
        Object.entries({
          isAdmin: true,
          status: "confirmed",
          id: "chosen",
          $where: "1",
          role: "admin",
        }).filter(([name]) => !target.fields.some((f) => f.name === name)),
      );
      const extraAnswer = await target.send(wrap({ ...target.valid, ...extras, [broken.name]: 12345 }));
      const extraProblem = clearRefusal(extraAnswer, `${prefix}${broken.name}`, 400);
      tallies.extra.check(extraProblem === null, `${target.label}: ${extraProblem}`);
      if (!isQuery) {
        const big = await target.send(wrap({ ...target.valid, padding: "z".repeat(70_000) }));
        const bigProblem = clearRefusal(big, undefined, 413);
        tallies.limit.check(bigProblem === null, `${target.label}: ${bigProblem}`);
      }
    }
    const health = await call(t.url, "GET", "/api/health");
    const failures = Object.values(tallies).flatMap((tally) => tally.finish());
    const after = new Tally("bad input", "after the battery: process up, no row changed");
    after.check(health.status === 200, `health ${health.status}`);
    after.check(snapshot(t.store) === before, "rows changed");
    expect([...failures, ...after.finish()]).toEqual([]);
  }, 120_000);

  it("covers every REST route and tRPC procedure that takes input", () => {
    const covered = new Set(targets().map((target) => target.label.replace(/ \(query\)$/, "")));
    const routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
    const withBody = routes.filter(
      // The manage cancel takes no body: its token is the path, and a wrong one is a 404.
      // A DELETE's only input is the id in its path (the path-parameter cases below), and so is a
      // new calendar link's scope.
      (r) =>
        !r.startsWith("GET ") &&
        !r.startsWith("DELETE ") &&
        !/(logout|resend-notifications|test-email|restore|\/cancel|calendar-feeds\/:scope)$/.test(r),
    );
    for (const route of withBody) expect(covered, route).toContain(`REST ${route}`);
    const procedures = registeredProcedures().filter(
      (p) =>
        !/^(studio\.profile|engineers\.list|admin\.(logout|bookings\.list|archived\.list|messages\.list|insights|email\.\w+|diary\.list|privacy\.audit|calendarFeeds\.list))$/.test(
          p.name,
        ),
    );
    for (const procedure of procedures) expect(covered, procedure.name).toContain(`tRPC ${procedure.name}`);
  });
});

describe("doors without input, and path parameters", () => {
  it("no-input doors refuse malformed JSON and prototype keys with 400 and do nothing", async () => {
    const before = snapshot(t.store);
    const sessions = (
      t.store.sqlite.prepare("select count(*) as n from admin_sessions").get() as { n: number }
    ).n;
    const tally = new Tally(
      "bad input",
      "doors without input: malformed JSON / prototype keys → 400, nothing done",
    );
    const doors: [string, string][] = [
      ["POST", "/api/admin/logout"],
      ["POST", "/api/admin/resend-notifications"],
      ["POST", "/api/admin/test-email"],
      ["POST", `/api/admin/archived-bookings/${archivedId}/restore`],
      ["POST", "/trpc/admin.logout"],
      ["POST", "/trpc/admin.email.resend"],
      ["POST", "/trpc/admin.email.test"],
      ["POST", "/api/admin/calendar-feeds/studio"],
    ];
    for (const [method, path] of doors) {
      for (const raw of [
        ...MALFORMED,
        '{"__proto__":{"polluted":true}}',
        '{"constructor":{"prototype":{"polluted":true}}}',
      ]) {
        const answer = await call(t.url, method, path, undefined, { raw, headers: json, cookie });
        const problem = clearRefusal(answer, undefined, 400);
        tally.check(
          problem === null,
          `${method} ${path} ${JSON.stringify(raw)}: ${problem} ${answer.text.slice(0, 100)}`,
        );
      }
    }
    for (const name of registeredProcedures()
      .filter((p) => p.kind === "query")
      .map((p) => p.name)) {
      const answer = await call(t.url, "GET", `/trpc/${name}?input=${encodeURIComponent("{")}`, undefined, {
        cookie,
      });
      const problem = clearRefusal(answer, undefined, 400);
      tally.check(problem === null, `GET tRPC ${name} malformed input: ${problem}`);
    }
    tally.check(snapshot(t.store) === before, "rows changed");
    tally.check(
      (t.store.sqlite.prepare("select count(*) as n from admin_sessions").get() as { n: number }).n ===
        sessions,
      "a session was ended",
    );
    expect(tally.finish()).toEqual([]);
  });

  it("path parameters: SQL, control characters, emoji, traversal and over-long values answer 4xx", async () => {
    const before = snapshot(t.store);
    const tally = new Tally("bad input", "path parameters (date, id): hostile values → 4xx");
    const values = [
      "' OR '1'='1",
      "1; DROP TABLE bookings",
      "%00",
      "%0d%0aSet-Cookie:%20x=y",
      "..%2F..%2Fetc%2Fpasswd",
      encodeURIComponent("🎤"),
      encodeURIComponent("\u202e"),
      "a".repeat(150),
      "a".repeat(6000),
    ];
    const paths = (v: string): [string, string, unknown][] => [
      ["GET", `/api/bookings/date/${v}`, undefined],
      ["PUT", `/api/admin/bookings/${v}`, { firstName: "X" }],
      ["PATCH", `/api/admin/bookings/${v}/status`, { status: "cancelled" }],
      ["PATCH", `/api/admin/messages/${v}/status`, { status: "read" }],
      ["POST", `/api/admin/archived-bookings/${v}/restore`, undefined],
      ["POST", `/api/admin/calendar-feeds/${v}`, undefined],
      ["DELETE", `/api/admin/calendar-feeds/${v}`, undefined],
      ["GET", `/calendar/${v}.ics`, undefined],
    ];
    for (const value of values) {
      for (const [method, path, body] of paths(
        value.includes("'") || value.includes(" ") ? encodeURIComponent(value) : value,
      )) {
        const answer = await call(t.url, method, path, body, { cookie });
        const problem = clearRefusal(answer, undefined);
        tally.check(
          problem === null,
          `${method} ${path.slice(0, 80)}: ${problem} ${answer.text.slice(0, 100)}`,
        );
      }
    }
    tally.check(snapshot(t.store) === before, "rows changed");
    expect(tally.finish()).toEqual([]);
  });
});

describe("what valid input may hold", () => {
  it("stores emoji, accents and SQL-looking text verbatim, and extra fields never reach a row", async () => {
    const tally = new Tally("bad input", "valid odd text stored verbatim; extra fields ignored");
    const odd = {
      firstName: "Zoë 🎤",
      lastName: "O'Brien\"; DROP TABLE bookings;--",
      email: "o'brien+studio@example.com",
      projectDescription: "Line one\nLine two\t🎶 ' OR 1=1 --",
    };
    const made = await call(t.url, "POST", "/api/bookings", {
      ...bookingPayload({ ...odd, date: upcoming(0, 2), startTime: "20:00" }),
      // Mass assignment: none of these may be taken from a visitor.
      id: "chosen-id",
      status: "cancelled",
      customerReceiptSent: true,
      createdAt: "1999-01-01T00:00:00.000Z",
      startMs: 0,
      endMs: 1,
    });
    tally.check(made.status === 201, `create: ${made.status} ${made.text.slice(0, 200)}`);
    const row = t.store.sqlite.prepare("select * from bookings where id = ?").get(made.body.id) as Json;
    tally.check(
      row?.firstName === odd.firstName && row.lastName === odd.lastName && row.email === odd.email,
      "names and e-mail stored verbatim",
    );
    tally.check(row?.projectDescription === odd.projectDescription, "description stored verbatim");
    tally.check(
      made.body.id !== "chosen-id" &&
        row.status === "confirmed" &&
        row.customerReceiptSent === 0 &&
        row.createdAt !== "1999-01-01T00:00:00.000Z" &&
        row.startMs > 1,
      `extra fields reached the row: ${JSON.stringify(row).slice(0, 300)}`,
    );
    tally.check(
      t.store.sqlite.prepare("select count(*) as n from sqlite_master where name = 'bookings'").get() !==
        undefined,
      "the bookings table is still there",
    );
    // The edit door ignores a smuggled status or id the same way.
    const edited = await call(
      t.url,
      "PUT",
      `/api/admin/bookings/${made.body.id}`,
      { firstName: "Zoë", id: randomUUID(), status: "cancelled", cancelledAt: "x" },
      { cookie },
    );
    const afterEdit = t.store.sqlite.prepare("select * from bookings where id = ?").get(made.body.id) as Json;
    tally.check(
      edited.status === 200 &&
        afterEdit.firstName === "Zoë" &&
        afterEdit.status === "confirmed" &&
        afterEdit.cancelledAt === null,
      `edit: ${edited.status} ${JSON.stringify(afterEdit).slice(0, 200)}`,
    );
    expect(tally.finish()).toEqual([]);
  });
});
