// Customers' data: find a customer and export their data (a subject access request) on a running site
// over a real SQLite file, as JSON and as CSV.
import { beforeAll, describe, expect, it } from "vitest";
import { call, type Json, trpcCallers } from "./helpers.js";
import { MESSAGE, OTHER, PERSON, PROJECT, seedCustomer } from "./privacy-customer.js";
import { useAdminApp } from "./shared-app.js";

const t = useAdminApp();
const { admin } = t;
const { q } = trpcCallers(t);
beforeAll(() => seedCustomer(t));

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

  it("reads 0044 and +44 (0) as the same phone as the limit does", async () => {
    for (const written of ["0044 7700 955111", "+44 (0)7700 955 111"]) {
      const { status, body } = await admin("GET", `/api/admin/customers?q=${encodeURIComponent(written)}`);
      expect([written, status, body.bookings.length]).toEqual([written, 200, 2]);
    }
  });

  it("finds the same records by e-mail in any case, over tRPC too", async () => {
    const { body } = await q("admin.privacy.find", { q: "ZEBEDEE.quill@EXAMPLE.org" });
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
