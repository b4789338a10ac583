// Waitlist entries are personal data: the privacy search finds them by e-mail, erasure deletes them
// (with their leave links), and retention deletes the entries of nights that have passed.
import { addDays, londonToday } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { RetentionJob } from "../src/services/retention.js";
import { call, postBooking, profile, upcoming } from "./helpers.js";
import { useAdminApp } from "./shared-app.js";

const t = useAdminApp();
const NIGHT = upcoming(6, 4);
const count = (sql: string) => (t.store.sqlite.prepare(sql).get() as { n: number }).n;

async function fillAndJoin(email: string, date = NIGHT) {
  await postBooking(t.url, { date, startTime: "12:00", duration: 10, email: `a.${email}` });
  await postBooking(t.url, { date, startTime: "22:00", duration: 8, email: `b.${email}` });
  const joined = await call(t.url, "POST", "/api/waitlist", {
    firstName: "Priya",
    email,
    date,
    engineer: null,
    minDuration: 2,
  });
  expect(joined.status).toBe(201);
}

describe("waitlist entries and privacy", () => {
  it("are found by e-mail and exported", async () => {
    await fillAndJoin("priya.wait@example.org");
    const found = await t.admin("GET", "/api/admin/customers?q=PRIYA.WAIT@example.org");
    expect(found.status).toBe(200);
    expect(found.body.waitlist).toEqual([
      expect.objectContaining({
        email: "priya.wait@example.org",
        date: NIGHT,
        engineer: null,
        minDuration: 2,
      }),
    ]);
    const csv = await t.admin("GET", "/api/admin/customers/export?q=priya.wait@example.org&format=csv");
    expect(csv.text).toContain("waitlist entry");
  });

  it("are deleted by erasure, with their links", async () => {
    const erased = await t.admin("POST", "/api/admin/customers/erase", {
      q: "priya.wait@example.org",
      confirm: true,
    });
    expect(erased.status).toBe(200);
    expect(erased.body.waitlist).toBe(1);
    expect(count("select count(*) n from waitlist where email like 'priya.wait%'")).toBe(0);
    expect(count("select count(*) n from waitlist_tokens")).toBe(0);
  });

  it("are deleted by retention once their night has passed", async () => {
    await fillAndJoin("later@example.org");
    const ctx = { store: t.store, profile, mailer: t.mailer, publicUrl: "http://127.0.0.1" };
    const before = new RetentionJob({ ...ctx, clock: () => new Date() }).tick();
    expect(before?.waitlist).toBe(0);
    // Two days after the night, the sweep's next run.
    const after = new Date(`${addDays(NIGHT, 2)}T12:00:00Z`);
    expect(londonToday(after) > NIGHT).toBe(true);
    const counts = new RetentionJob({ ...ctx, clock: () => after }).tick();
    expect(counts?.waitlist).toBe(1);
    expect(count("select count(*) n from waitlist")).toBe(0);
  });
});
