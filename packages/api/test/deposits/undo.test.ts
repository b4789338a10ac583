// A staff edit of a provisional booking changes its deposit with it (a price cut that what was paid
// now covers confirms it; a move to a nearer night brings its deadline forward), its mails held for
// the undo window. An Undo inside the window puts the deposit back as it was, and tells nobody.
// Over a real SQLite file, the real server and the SMTP sink.
import { addDays, londonToday, sessionInterval } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { bookingPayload, type Json, upcoming } from "../helpers.js";
import { useRig } from "../notices/harness.js";
import { depositProfile, depositRowOf, payByTransfer, staff } from "./rig.js";

const HOUR = 3_600_000;
const rig = useRig({ studio: { profile: depositProfile }, staffUndoSeconds: 60 });

const heldUnder = (key: string) =>
  rig.t.store.sqlite.prepare("select count(*) as n from email_outbox where undoKey = ?").get(key);

/** A staff booking asking the deposit (£18 of £72), with £10 paid. */
async function provisionalBooking(date: string): Promise<Json> {
  const input = bookingPayload({ date, askDeposit: true });
  const booking: Json = (await staff(rig, "POST", "/api/admin/bookings", input)).body;
  expect(booking).toMatchObject({ status: "provisional", depositPence: 1800 });
  expect((await payByTransfer(rig, booking.id, 1000)).status).toBe(201);
  return booking;
}

const edit = (booking: Json, changes: Record<string, unknown>) =>
  staff(rig, "PUT", `/api/admin/bookings/${booking.id}`, changes);

/** The change's Undo, as the admin's Undo sends it: the fields as they were, naming the change. */
async function undo(booking: Json, changed: Json, fields: string[]): Promise<Json> {
  const before = Object.fromEntries(fields.map((field) => [field, booking[field]]));
  const undone = await edit(booking, { ...before, undoes: changed.undo.key });
  expect(undone.status, JSON.stringify(undone.body)).toBe(200);
  // The change's mails were withdrawn with it; the Undo queues none.
  expect(heldUnder(changed.undo.key)).toEqual({ n: 0 });
  return undone.body;
}

const historyOf = async (booking: Json) =>
  JSON.stringify((await staff(rig, "GET", `/api/admin/bookings/${booking.id}/history`)).body);

describe("an Undo of a staff edit of a provisional booking", () => {
  it("of a price cut that confirmed it: provisional again, its deposit due on the price put back", async () => {
    const booking = await provisionalBooking(upcoming(3, 4));
    // A quarter of £36 is £9: the £10 paid covers it, so the cut confirms the booking.
    const cut = await edit(booking, { totalCost: 3600 });
    expect(cut.body).toMatchObject({ status: "confirmed" });
    expect(depositRowOf(rig, booking.id)).toMatchObject({ state: "paid", depositPence: 900 });

    const undone = await undo(booking, cut.body, ["totalCost"]);
    expect(undone).toMatchObject({ status: "provisional", depositPence: 1800 });
    expect(depositRowOf(rig, booking.id)).toMatchObject({
      state: "due",
      depositPence: 1800,
      dueMs: Date.parse(booking.depositDueAt),
      endedAt: null,
      undoKey: null,
    });
    expect(await historyOf(booking)).toContain('"field":"deposit","from":"paid","to":"due"');
  });

  it("of a move to a nearer night: the deadline the customer was given, not the nearer night's", async () => {
    const booking = await provisionalBooking(upcoming(1, 5));
    // Two days from now at noon: its cutoff (24 hours before) comes before the deadline given.
    const soon = { date: addDays(londonToday(new Date(rig.now())), 2), startTime: "12:00" };
    const moved = await edit(booking, soon);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const cutoff = sessionInterval({ ...soon, duration: 2 })!.startMs - 24 * HOUR;
    expect(depositRowOf(rig, booking.id)).toMatchObject({ state: "due", dueMs: cutoff });

    const undone = await undo(booking, moved.body, ["date", "startTime"]);
    expect(undone).toMatchObject({ date: booking.date, depositDueAt: booking.depositDueAt });
    expect(depositRowOf(rig, booking.id)).toMatchObject({ dueMs: Date.parse(booking.depositDueAt) });
    expect(await historyOf(booking)).toContain(
      `"field":"depositDueAt","from":"${new Date(cutoff).toISOString()}","to":"${booking.depositDueAt}"`,
    );
  });

  it("changes nothing a later write made: a payment after the edit stands", async () => {
    const booking = await provisionalBooking(upcoming(2, 5));
    const soon = { date: addDays(londonToday(new Date(rig.now())), 3), startTime: "14:00" };
    const moved = await edit(booking, soon);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // The rest of the deposit comes in before the Undo: the booking is confirmed.
    expect((await payByTransfer(rig, booking.id, 800)).status).toBe(201);
    expect(depositRowOf(rig, booking.id)).toMatchObject({ state: "paid", undoKey: null });

    const undone = await undo(booking, moved.body, ["date", "startTime"]);
    expect(undone).toMatchObject({ status: "confirmed", date: booking.date });
    expect(depositRowOf(rig, booking.id)).toMatchObject({ state: "paid" });
  });
});
