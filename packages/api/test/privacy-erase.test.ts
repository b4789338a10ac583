// Customers' data: erase a customer on a running site over a real SQLite file; then nothing of them is
// left in the database or DATA_DIR, while the bookings' facts and the insights stay.
import { beforeAll, describe, expect, it } from "vitest";
import { enqueueMail } from "../src/store/email-outbox.js";
import { type Json, trpc, upcoming } from "./helpers.js";
import { leftovers, MESSAGE, OTHER, PERSON, PROJECT, seedCustomer } from "./privacy-customer.js";
import { useAdminApp } from "./shared-app.js";

const t = useAdminApp();
const { admin } = t;
let insightsBefore: Json;
beforeAll(async () => {
  insightsBefore = await seedCustomer(t);
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
});

describe("erase a customer: what is kept, and what is told", () => {
  it("keeps the bookings' date, time, producer, duration and cost, so the insights are unchanged", async () => {
    const insights = (await trpc(t.url, "query", "admin.insights", undefined, { cookie: t.cookie })).body
      .result?.data;
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
    expect(audit[0].actor).toMatch(/^Owner \(password\), (?!session)/);
    expect(Date.parse(audit[0].at)).not.toBeNaN();
    expect(JSON.stringify(audit)).not.toMatch(/Zebedee|Quill|955/i);
    expect(
      (await admin("POST", "/api/admin/customers/erase", { q: PERSON.email, confirm: true })).status,
    ).toBe(404);
  });
});
