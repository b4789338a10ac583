// A staff cancel under the studio's cancellation terms, over a real SQLite file and the SMTP sink:
// the spec's status call with only `{ status }` settles by the terms, `waiveTerms` keeps nothing;
// each is recorded and stated in the customer's cancellation mail.
import { sessionInterval } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { call, type Json, upcoming } from "../helpers.js";
import { manageTokenOf } from "../notices/harness.js";
import { bookPublic, payByTransfer, staff, useDepositRig } from "./rig.js";

const HOUR = 3_600_000;
const rig = useDepositRig();

const termsOf = (id: string) =>
  rig.t.store.sqlite
    .prepare("select keptPence, refundPence, waived from booking_cancel_terms where bookingId = ?")
    .get(id) as Json;

/** A public booking with its £18 deposit paid (and its mails taken), with its manage link's token. */
async function paidBooking(date: string): Promise<Json> {
  const booking = await bookPublic(rig, { date, startTime: "14:00" });
  const receipt = (await rig.take(2)).find((m) => m.to.includes(booking.email))!.mail;
  expect((await payByTransfer(rig, booking.id, 1800)).status).toBe(201);
  await rig.take(2);
  return { ...booking, token: manageTokenOf(receipt) };
}

const manageViewOf = async (booking: Json) =>
  (await call(rig.t.url, "GET", `/api/manage/${booking.token}`)).body;

/** Staff cancel 10 days ahead (the half-kept band), then the clock back. */
async function cancelTenDaysAhead(booking: Json, body: Record<string, unknown>) {
  const start = rig.now();
  rig.setNow(sessionInterval(booking)!.startMs - 10 * 24 * HOUR);
  await rig.relogin();
  try {
    const answer = await staff(rig, "PATCH", `/api/admin/bookings/${booking.id}/status`, body);
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe("cancelled");
    const mails = await rig.take(2);
    return mails.find((m) => m.to.includes(booking.email))!.mail.text.replace(/\s+/g, " ");
  } finally {
    rig.setNow(start);
    await rig.relogin();
  }
}

let halfKept: Json;
describe("a staff cancel under the studio's terms", () => {
  it("with only { status }: records what is kept and refunded, and the mail states it", async () => {
    const booking = await paidBooking(upcoming(5, 3));
    halfKept = booking;
    const text = await cancelTenDaysAhead(booking, { status: "cancelled" });
    expect(termsOf(booking.id)).toEqual({ keptPence: 900, refundPence: 900, waived: 0 });
    expect((await manageViewOf(booking)).cancelTerms).toEqual({
      keptPence: 900,
      refundPence: 900,
      waived: false,
      settled: "terms",
    });
    expect(text).toContain(
      "Under the studio's cancellation terms, the studio keeps £9 of the £18 you have paid and refunds £9.",
    );
  });

  it("waived: keeps nothing, records the waiver, and the mail says so", async () => {
    const booking = await paidBooking(upcoming(6, 3));
    const text = await cancelTenDaysAhead(booking, { status: "cancelled", waiveTerms: true });
    expect(termsOf(booking.id)).toEqual({ keptPence: 0, refundPence: 1800, waived: 1 });
    // The manage page words it as the mail does (cancelTermsLine with the waiver).
    expect((await manageViewOf(booking)).cancelTerms).toEqual({
      keptPence: 0,
      refundPence: 1800,
      waived: true,
      settled: "waived",
    });
    expect(text).toContain(
      "The studio has waived its cancellation terms: the £18 you have paid is refunded in full.",
    );
  });

  it("refuses a waiveTerms that is not true or false, naming it", async () => {
    const booking = await paidBooking(upcoming(0, 3));
    const answer = await staff(rig, "PATCH", `/api/admin/bookings/${booking.id}/status`, {
      status: "cancelled",
      waiveTerms: "yes",
    });
    expect(answer.status).toBe(400);
    expect(answer.body.issues[0].path).toBe("waiveTerms");
    expect(termsOf(booking.id)).toBeUndefined();
  });
});

describe("refunds due and the deposit figures", () => {
  const listed = async (id: string) =>
    (await staff(rig, "GET", "/api/admin/bookings")).body.find((b: Json) => b.id === id);
  const range = `from=${upcoming(5, 0)}&to=${upcoming(5, 6)}`;

  it("show a refund due on the work list, in Insights and the takings CSV until staff record it", async () => {
    expect(await listed(halfKept.id)).toMatchObject({ status: "cancelled", refundDuePence: 900 });
    const insights = await staff(rig, "GET", `/api/admin/insights?${range}`);
    // Held: the £18 paid on the upcoming booking; kept: £9; due: £9 and the waived £18.
    expect(insights.body.deposits).toEqual({ heldPence: 1800, keptPence: 900, refundsDuePence: 2700 });
    const csv = (await staff(rig, "GET", `/api/admin/takings.csv?${range}`)).text;
    expect(csv).toContain(`"Deposits held on upcoming bookings","18.00"`);
    expect(csv).toContain(`"Deposits kept on cancellations","9.00"`);
    expect(csv).toContain(`"Refunds due","27.00"`);

    const refund = await staff(rig, "POST", `/api/admin/bookings/${halfKept.id}/payments`, {
      kind: "refund",
      amountPence: 900,
      method: "bank-transfer",
      reason: "Cancellation terms",
      sendReceipt: true,
    });
    expect(refund.status).toBe(201);
    // The receipt names the session it refunds, cancelled.
    const [receipt] = await rig.take(1);
    expect(receipt!.mail.text).toMatch(/Session: [^\n]+, 2:00 PM – 4:00 PM \(cancelled\)/);
    expect(await listed(halfKept.id)).not.toHaveProperty("refundDuePence");
    const after = await staff(rig, "GET", `/api/admin/insights?${range}`);
    expect(after.body.deposits).toMatchObject({ keptPence: 900, refundsDuePence: 1800 });
  });
});
