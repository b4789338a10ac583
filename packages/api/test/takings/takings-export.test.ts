// The takings CSV over a range, parsed back as a spreadsheet would read it, and erasure keeping the
// accounting records while the person goes.
import { addDays, bookingReference, currentStudioNight, londonToday } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { trpcCallers, upcoming } from "../helpers.js";
import { useAdminApp } from "../shared-app.js";
import { pastFriday, pay } from "./takings-app.js";

const t = useAdminApp();
const { admin, bookAsAdmin } = t;
const today = londonToday(new Date());

/** RFC 4180 as Excel reads it (fetch's text() has dropped the BOM): every cell quoted here. */
function parseCsv(text: string): string[][] {
  return text
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) =>
      line
        .slice(1, -1)
        .split('","')
        .map((cell) => cell.replace(/""/g, '"')),
    );
}

describe("the takings CSV", () => {
  it("lists each payment and refund of the range: London time, short reference, customer, method, pounds, reason, taken by; then totals by method", async () => {
    const booking = await bookAsAdmin({
      firstName: "Cas",
      lastName: "Vee",
      date: upcoming(6, 1),
      totalCost: 7000,
    });
    await pay(t, booking.body.id, { amountPence: 7000, method: "card" });
    await pay(t, booking.body.id, {
      amountPence: 1550,
      method: "cash",
      kind: "refund",
      reason: "Short session",
    });
    const answer = await admin("GET", `/api/admin/takings.csv?from=${today}&to=${today}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toBe(
      `attachment; filename="takings-${today}-to-${today}.csv"`,
    );
    // A UTF-8 byte-order mark first, so Excel reads "Zoë" as Zoë.
    const raw = await fetch(`${t.url}/api/admin/takings.csv?from=${today}&to=${today}`, {
      headers: { cookie: t.cookie },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(answer.text);
    expect(header).toEqual([
      "Date and time (London)",
      "Booking reference",
      "Customer",
      "Method",
      "Amount (GBP)",
      "Refund reason",
      "Taken by",
    ]);
    const reference = bookingReference(booking.body.id);
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    const mine = rows.filter((row) => row[1] === reference);
    expect(mine.map((row) => row.slice(2, 6))).toEqual([
      ["Cas Vee", "Card", "70.00", ""],
      ["Cas Vee", "Cash", "-15.50", "Short session"],
    ]);
    for (const row of mine) {
      // London's wall clock as a spreadsheet reads a date: today's date, hours and minutes.
      expect(row[0]).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}$`));
      expect(row[6]).toMatch(/^Owner \(password\), (Chrome|unknown|[A-Z])/);
    }
    // After the rows, a totals block by method that adds up the rows above it.
    const totalsAt = rows.findIndex((row) => row[0] === "Totals by method");
    expect(rows[totalsAt]).toEqual(["Totals by method", "Taken (GBP)", "Refunded (GBP)", "Net (GBP)"]);
    const entries = rows.slice(0, totalsAt);
    const sumOf = (method: string | null, sign: 1 | -1) =>
      entries
        .filter((row) => (method === null || row[3] === method) && Math.sign(Number(row[4])) === sign)
        .reduce((sum, row) => sum + Math.round(Number(row[4]) * 100), 0);
    const line = (label: string, method: string | null) =>
      [label, sumOf(method, 1), sumOf(method, -1), sumOf(method, 1) + sumOf(method, -1)].map((cell, at) =>
        at === 0 ? cell : (Number(cell) / 100).toFixed(2),
      );
    expect(rows.slice(totalsAt + 1)).toEqual([
      line("Cash", "Cash"),
      line("Card", "Card"),
      line("All methods", null),
    ]);
    const yesterday = addDays(today, -1);
    const before = await admin("GET", `/api/admin/takings.csv?from=${yesterday}&to=${yesterday}`);
    expect(parseCsv(before.text).slice(1)).toEqual([
      ["Totals by method", "Taken (GBP)", "Refunded (GBP)", "Net (GBP)"],
      ["All methods", "0.00", "0.00", "0.00"],
    ]);
  });

  it("answers a bad range with 400 naming the field", async () => {
    const reversed = await admin("GET", `/api/admin/takings.csv?from=${today}&to=${addDays(today, -1)}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.issues).toEqual([{ path: "to", message: "To must not be before From" }]);
    const missing = await admin("GET", "/api/admin/takings.csv?to=2026-13-01");
    expect(missing.status).toBe(400);
    expect(missing.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(["from", "to"]);
  });
});

describe("the night's takings by method (the night sheet's totals)", () => {
  it("totals what the till took in the studio day, by method, refunds negative; tRPC answers the same", async () => {
    const night = currentStudioNight(new Date());
    const totals = async () => (await admin("GET", `/api/admin/takings/night?date=${night}`)).body;
    const before = await totals();
    const booking = await bookAsAdmin({ date: upcoming(6, 4), totalCost: 10_000 });
    await pay(t, booking.body.id, { amountPence: 4000, method: "card" });
    await pay(t, booking.body.id, { amountPence: 6000, method: "bank-transfer" });
    await pay(t, booking.body.id, {
      amountPence: 2000,
      method: "bank-transfer",
      kind: "refund",
      reason: "Early",
    });
    const after = await totals();
    expect(after.date).toBe(night);
    const of = (body: typeof after, method: string | null) =>
      body.byMethod.find((m: { method: string }) => m.method === method) ?? {
        takenPence: 0,
        refundedPence: 0,
        netPence: 0,
      };
    expect(of(after, "bank-transfer")).toEqual({
      method: "bank-transfer",
      takenPence: of(before, "bank-transfer").takenPence + 6000,
      refundedPence: of(before, "bank-transfer").refundedPence - 2000,
      netPence: of(before, "bank-transfer").netPence + 4000,
    });
    expect(of(after, "card").netPence).toBe(of(before, "card").netPence + 4000);
    expect(after.total.netPence).toBe(before.total.netPence + 8000);
    const { q } = trpcCallers(t);
    expect((await q("admin.takings.night", { date: night })).body.result?.data).toEqual(after);
    // The night before took none of it.
    const earlier = (await admin("GET", `/api/admin/takings/night?date=${addDays(night, -1)}`)).body;
    expect(earlier).toEqual({
      date: addDays(night, -1),
      byMethod: [],
      total: { method: null, takenPence: 0, refundedPence: 0, netPence: 0 },
    });
    const bad = await admin("GET", "/api/admin/takings/night?date=2026-02-30");
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([{ path: "date", message: "Date must be a real calendar date" }]);
  });
});

describe("insights over a range", () => {
  it("answers the spec's figures for the range with the money taken and owed, by month", async () => {
    const night = upcoming(6, 3);
    const booking = await bookAsAdmin({ date: night, totalCost: 10000, duration: 4 });
    await pay(t, booking.body.id, { amountPence: 2500, method: "cash" });
    const answer = await admin("GET", `/api/admin/insights?from=${night}&to=${night}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      from: night,
      to: night,
      totalBookings: 1,
      totalRevenuePence: 10000,
      // The session has not started: nothing is owed yet.
      outstandingPence: 0,
      noShowRate: 0,
      occupancy: { rate: 0.222 },
      byMonth: [{ month: night.slice(0, 7), bookedPence: 10000 }],
      engineers: [{ engineer: booking.body.engineer, sessions: 1, revenuePence: 10000 }],
      durations: [{ duration: 4, count: 1 }],
    });
    // The payment was taken today, so it counts in today's range, not the session's.
    const todays = await admin("GET", `/api/admin/insights?from=${today}&to=${today}`);
    expect(todays.body.collectedPence).toBeGreaterThanOrEqual(2500);
    const bad = await admin("GET", "/api/admin/insights?from=2026-02-30&to=2026-03-01");
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([{ path: "from", message: "From must be a real calendar date" }]);
  });

  it("counts as outstanding what a session that has happened still owes", async () => {
    const night = pastFriday(2);
    const past = await bookAsAdmin({ recordPast: true, date: night, startTime: "15:00", totalCost: 7000 });
    expect(past.status).toBe(201);
    await pay(t, past.body.id, { amountPence: 3000, method: "card" });
    const answer = await admin("GET", `/api/admin/insights?from=${night}&to=${night}`);
    expect(answer.body).toMatchObject({ totalRevenuePence: 7000, outstandingPence: 4000 });
  });
});

describe("erasure and the takings", () => {
  it("keeps the amounts, dates and methods, and removes the person's name, e-mail, phone and notes", async () => {
    const person = {
      firstName: "Eve",
      lastName: "Erased",
      email: "eve.erased@example.com",
      phone: "07700 900888",
    };
    const booking = await bookAsAdmin({ ...person, date: upcoming(6, 2) });
    await pay(t, booking.body.id, {
      amountPence: 4000,
      method: "contactless",
      note: "Eve paid for Eve Erased",
    });
    const before = (await admin("GET", `/api/admin/bookings/${booking.body.id}/payments`)).body;
    const erased = await admin("POST", "/api/admin/customers/erase", { q: person.email, confirm: true });
    expect(erased.status).toBe(200);
    const after = (await admin("GET", `/api/admin/bookings/${booking.body.id}/payments`)).body;
    expect(after).toMatchObject({ paidPence: 4000, paymentStatus: before.paymentStatus });
    expect(after.payments[0]).toMatchObject({
      amountPence: 4000,
      method: "contactless",
      takenAt: before.payments[0].takenAt,
      note: "[erased]",
    });
    const csv = await admin("GET", `/api/admin/takings.csv?from=${today}&to=${today}`);
    const row = parseCsv(csv.text).find((cells) => cells[1] === bookingReference(booking.body.id));
    expect(row?.slice(2, 5)).toEqual(["[erased]", "Contactless", "40.00"]);
    expect(csv.text).not.toContain("Eve");
    expect(csv.text).not.toContain(person.email);
  });
});
