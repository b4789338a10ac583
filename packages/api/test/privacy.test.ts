// Issue 15: find a customer, export their data (a subject access request), erase them, on a
// running site over a real SQLite file; then nothing of them is left in the database or DATA_DIR.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadProfile } from "../src/config/index.js";
import { enqueueMail } from "../src/store/email-outbox.js";
import {
  bookingPayload,
  call,
  eventually,
  type Json,
  login,
  startApp,
  type TestApp,
  trpc,
  upcoming,
} from "./helpers.js";

let t: TestApp;
let cookie: string;
const admin = (method: string, pathname: string, body?: unknown) =>
  call(t.url, method, pathname, body, { cookie });

// The person to erase: every value is unique to them, so a byte search finds only them.
const PERSON = {
  firstName: "Zebedee",
  lastName: "Quillfeather",
  email: "Zebedee.Quill@example.org",
  phone: "07700 955 111",
};
const PROJECT = "Nightjar codename album";
const MESSAGE = "Please call me about Marmalade Skyline tracks";
const OTHER = {
  firstName: "Ottoline",
  lastName: "Brackenbury",
  email: "ottoline@example.net",
  phone: "07700900999",
};

/** Every file under a folder, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** The values found (any case, as UTF-8 or UTF-16) in any file of DATA_DIR, with the file. */
function leftovers(dataDir: string, values: string[]): string[] {
  const found: string[] = [];
  for (const file of filesUnder(dataDir)) {
    const bytes = readFileSync(file);
    const latin = bytes.toString("latin1").toLowerCase();
    for (const value of values) {
      const v = value.toLowerCase();
      if (latin.includes(v) || latin.includes(Buffer.from(v, "utf16le").toString("latin1")))
        found.push(`${value} in ${path.relative(dataDir, file)}`);
    }
  }
  return found;
}

/** RFC 4180: quoted cells, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i += 1;
    } else cell += ch;
  }
  if (cell !== "" || row.length > 0) throw new Error("CSV does not end with CRLF");
  return rows;
}

let insightsBefore: Json;

beforeAll(async () => {
  t = await startApp();
  cookie = await login(t.url);
  const first = await call(t.url, "POST", "/api/bookings", {
    ...bookingPayload({ date: upcoming(5, 1), startTime: "14:00" }),
    ...PERSON,
    projectDescription: PROJECT,
  });
  expect(first.status).toBe(201);
  const second = await call(t.url, "POST", "/api/bookings", {
    ...bookingPayload({ date: upcoming(6, 1), startTime: "14:00" }),
    ...PERSON,
    email: PERSON.email.toLowerCase(),
  });
  expect(second.status).toBe(201);
  // Cancelled: the booking is archived too.
  expect(
    (await admin("PATCH", `/api/admin/bookings/${second.body.id}/status`, { status: "cancelled" })).status,
  ).toBe(200);
  const other = await call(t.url, "POST", "/api/bookings", {
    ...bookingPayload({ date: upcoming(0, 1), startTime: "14:00" }),
    ...OTHER,
  });
  expect(other.status).toBe(201);
  const contact = await call(t.url, "POST", "/api/contact", {
    ...PERSON,
    phone: "+44 7700 955111",
    subject: "pricing",
    message: MESSAGE,
  });
  expect(contact.status).toBe(201);
  // A summary of upcoming bookings names both customers in one mail.
  expect((await admin("POST", "/api/admin/resend-notifications")).status).toBe(200);
  await eventually(
    () => readdirSync(path.join(t.dataDir, "outbox")).length >= 7,
    "receipts, staff notifications and the summary as .eml files",
  );
  insightsBefore = (await trpc(t.url, "query", "admin.insights", undefined, { cookie })).body.result?.data;
});
afterAll(() => t.close());

describe("the privacy notice", () => {
  it("the public profile carries its settings and texts", async () => {
    const { status, body } = await call(t.url, "GET", "/api/studio");
    expect(status).toBe(200);
    expect(body).toMatchObject({ retentionMonths: 72, messageRetentionMonths: 24, privacyNotice: {} });
    expect(body.notificationRecipients).toBeUndefined();
  });

  it("refuses a profile whose retention or notice texts are wrong, naming the field", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "studio-profile-"));
    const base = JSON.parse(readFileSync(path.join(import.meta.dirname, "fixtures", "studio.json"), "utf8"));
    const write = (extra: object) => {
      const file = path.join(dir, "studio.json");
      writeFileSync(file, JSON.stringify({ ...base, ...extra }));
      return file;
    };
    expect(() => loadProfile(write({ retentionMonths: 0 }))).toThrow(/retentionMonths/);
    expect(() => loadProfile(write({ privacyNotice: { cookie: "typo" } }))).toThrow(/privacyNotice/);
    const own = loadProfile(write({ messageRetentionMonths: 12, privacyNotice: { rights: "Ask us." } }));
    expect(own).toMatchObject({
      retentionMonths: 72,
      messageRetentionMonths: 12,
      privacyNotice: { rights: "Ask us." },
    });
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("find a customer", () => {
  it("finds bookings, archived bookings, messages and mails by phone, whatever its spacing or +44", async () => {
    const { status, body } = await admin(
      "GET",
      `/api/admin/customers?q=${encodeURIComponent("+447700955111")}`,
    );
    expect(status).toBe(200);
    expect(body.bookings).toHaveLength(2);
    expect(body.archivedBookings).toHaveLength(1);
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0].message).toBe(MESSAGE);
    const kinds = body.mails.map((m: Json) => m.kind).sort();
    expect(kinds).toEqual([
      "booking-update",
      "contact-notice",
      "receipt",
      "receipt",
      "staff-notification",
      "staff-notification",
      "staff-update",
      "summary",
    ]);
    expect(JSON.stringify(body)).not.toContain(OTHER.email);
  });

  it("finds the same records by e-mail in any case, over tRPC too", async () => {
    const { body } = await trpc(
      t.url,
      "query",
      "admin.privacy.find",
      { q: "ZEBEDEE.quill@EXAMPLE.org" },
      { cookie },
    );
    const found = body.result?.data;
    expect(found.bookings).toHaveLength(2);
    expect(found.messages).toHaveLength(1);
    expect(found.mails.length).toBeGreaterThanOrEqual(5);
  });

  it("refuses a query that is neither an e-mail nor a phone, and a visitor without a session", async () => {
    const bad = await admin("GET", "/api/admin/customers?q=abc");
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([
      { path: "q", message: "Enter the customer's e-mail address or phone number" },
    ]);
    expect((await call(t.url, "GET", `/api/admin/customers?q=${PERSON.phone}`)).status).toBe(401);
    expect(
      (await call(t.url, "POST", "/api/admin/customers/erase", { q: PERSON.phone, confirm: true })).status,
    ).toBe(401);
  });
});

describe("export (subject access request)", () => {
  it("downloads JSON that parses and holds every record", async () => {
    const answer = await admin(
      "GET",
      `/api/admin/customers/export?q=${encodeURIComponent(PERSON.email)}&format=json`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="customer-data-.+\.json"$/,
    );
    const data = JSON.parse(answer.text);
    expect(data.bookings.map((b: Json) => b.projectDescription)).toContain(PROJECT);
    expect(data.archivedBookings).toHaveLength(1);
    expect(data.messages[0].message).toBe(MESSAGE);
    expect(data.mails.length).toBeGreaterThanOrEqual(5);
  });

  it("downloads CSV that parses: one row per record under one header", async () => {
    const answer = await admin(
      "GET",
      `/api/admin/customers/export?q=${encodeURIComponent(PERSON.phone)}&format=csv`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/csv/);
    const [header, ...rows] = parseCsv(answer.text);
    expect(header?.[0]).toBe("record");
    expect(rows.every((row) => row.length === header!.length)).toBe(true);
    const kinds = rows.map((row) => row[0]);
    expect(kinds.filter((k) => k === "booking")).toHaveLength(2);
    expect(kinds.filter((k) => k === "archived booking")).toHaveLength(1);
    expect(kinds.filter((k) => k === "message")).toHaveLength(1);
    const messageRow = rows.find((row) => row[0] === "message")!;
    expect(messageRow[header!.indexOf("message")]).toBe(MESSAGE);
  });

  it("answers 404 for someone the studio holds nothing about", async () => {
    const answer = await admin("GET", "/api/admin/customers/export?q=nobody@example.com");
    expect(answer.status).toBe(404);
  });
});

describe("erase a customer", () => {
  it("refuses an erasure that is not confirmed, and changes nothing", async () => {
    const answer = await admin("POST", "/api/admin/customers/erase", { q: PERSON.email });
    expect(answer.status).toBe(400);
    expect(answer.body.issues[0].path).toBe("confirm");
    expect((await admin("GET", `/api/admin/customers?q=${PERSON.phone}`)).body.bookings).toHaveLength(2);
  });

  it("erases them everywhere on the running site: nothing of them is left in the database file, WAL or DATA_DIR", async () => {
    // A mail to them still waiting for a retry: erased, and never sent.
    const bookingId = (await admin("GET", `/api/admin/customers?q=${PERSON.phone}`)).body.bookings[0].id;
    const waiting = enqueueMail(
      t.store,
      {
        kind: "receipt",
        bookingId,
        message: { to: [PERSON.email], subject: "Retry", text: `Hi ${PERSON.firstName}` },
      },
      new Date(Date.now() + 3_600_000),
    );
    const answer = await admin("POST", "/api/admin/customers/erase", { q: PERSON.phone, confirm: true });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ bookings: 2, archivedBookings: 1, messages: 1 });
    expect(answer.body.mails).toBeGreaterThanOrEqual(5);
    expect(answer.body.files).toBeGreaterThanOrEqual(5);

    const values = [
      PERSON.firstName,
      PERSON.lastName,
      PERSON.email,
      PERSON.phone,
      PERSON.phone.replace(/\s/g, ""),
      "7700 955111",
      PROJECT,
      MESSAGE,
    ];
    expect(leftovers(t.dataDir, values)).toEqual([]);
    expect(t.store.sqlite.prepare("select * from email_outbox where id = ?").get(waiting)).toMatchObject({
      message: JSON.stringify({ to: ["[erased]"], subject: "[erased]", text: "[erased]" }),
      sentAt: null,
      lastError: "Erased before it was sent",
      abandonedAt: expect.any(String),
    });
    // The other customer is untouched, in the database and in the summary mail.
    expect(leftovers(t.dataDir, [OTHER.email])).not.toEqual([]);
    const after = await admin("GET", `/api/admin/customers?q=${encodeURIComponent(OTHER.email)}`);
    expect(after.body.bookings).toHaveLength(1);
    expect(after.body.mails.some((m: Json) => m.kind === "summary" && m.text.includes(OTHER.email))).toBe(
      true,
    );
  });

  it("keeps the bookings' date, time, producer, duration and cost, so the insights are unchanged", async () => {
    const insights = (await trpc(t.url, "query", "admin.insights", undefined, { cookie })).body.result?.data;
    expect(insights).toEqual(insightsBefore);
    const list = (await admin("GET", "/api/admin/bookings")).body as Json[];
    const erased = list.filter((b) => b.email === "[erased]");
    expect(erased).toHaveLength(2);
    expect(erased.map((b) => [b.date, b.startTime, b.engineer, b.duration]).sort()).toEqual(
      [
        [upcoming(5, 1), "14:00", "Marcus", 2],
        [upcoming(6, 1), "14:00", "Marcus", 2],
      ].sort(),
    );
    expect(erased.every((b) => b.firstName === "[erased]" && b.phone === "[erased]" && b.totalCost > 0)).toBe(
      true,
    );
  });

  it("is audited with who and when, and no personal data; a second erasure finds nothing", async () => {
    const audit = (await admin("GET", "/api/admin/privacy-audit")).body as Json[];
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "erase", counts: { bookings: 2, messages: 1 } });
    expect(audit[0].actor).toMatch(/^admin \(session [0-9a-f]{12}\)$/);
    expect(Date.parse(audit[0].at)).not.toBeNaN();
    expect(JSON.stringify(audit)).not.toMatch(/Zebedee|Quill|955/i);
    expect(
      (await admin("POST", "/api/admin/customers/erase", { q: PERSON.email, confirm: true })).status,
    ).toBe(404);
  });
});
