// A staff price cut that what was paid now covers confirms a provisional booking, its mails held for
// the undo window; an Undo inside the window puts the booking back as it was: provisional, its
// deposit due again, nobody told. Over a real SQLite file, the real server and the SMTP sink.
import { describe, expect, it } from "vitest";
import { bookingPayload, type Json, upcoming } from "../helpers.js";
import { useRig } from "../notices/harness.js";
import { depositProfile, depositRowOf, payByTransfer, staff } from "./rig.js";

const rig = useRig({ studio: { profile: depositProfile }, staffUndoSeconds: 60 });

const heldMail = () =>
  rig.t.store.sqlite.prepare("select count(*) as n from email_outbox where undoKey is not null").get();

describe("an Undo of a staff price cut that confirmed a provisional booking", () => {
  it("makes the booking provisional again, its deposit due on the price put back, and tells nobody", async () => {
    const input = bookingPayload({ date: upcoming(3, 4), askDeposit: true });
    const booking: Json = (await staff(rig, "POST", "/api/admin/bookings", input)).body;
    expect(booking).toMatchObject({ status: "provisional", depositPence: 1800 });
    expect((await payByTransfer(rig, booking.id, 1000)).status).toBe(201);

    // A quarter of £36 is £9: the £10 paid covers it, so the cut confirms the booking.
    const cut = await staff(rig, "PUT", `/api/admin/bookings/${booking.id}`, { totalCost: 3600 });
    expect(cut.body).toMatchObject({ status: "confirmed" });
    expect(depositRowOf(rig, booking.id)).toMatchObject({ state: "paid", depositPence: 900 });

    const undone = await staff(rig, "PUT", `/api/admin/bookings/${booking.id}`, {
      totalCost: booking.totalCost,
      undoes: cut.body.undo.key,
    });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body).toMatchObject({ status: "provisional", depositPence: 1800 });
    expect(depositRowOf(rig, booking.id)).toMatchObject({
      state: "due",
      depositPence: 1800,
      dueMs: Date.parse(booking.depositDueAt),
      endedAt: null,
      undoKey: null,
    });
    // The cut's confirmation mails were withdrawn with it; the Undo queues none.
    expect(heldMail()).toEqual({ n: 0 });
    const history = (await staff(rig, "GET", `/api/admin/bookings/${booking.id}/history`)).body;
    expect(JSON.stringify(history)).toContain('"field":"deposit","from":"paid","to":"due"');
  });
});
