// A refund over real HTTP: by default the price goes down by what went back (the booking stays
// settled), in the same write and history entry; kept, the refund is owed again. The receipt's
// balance is what is really left, through REST and tRPC alike.
import { describe, expect, it } from "vitest";
import { renderMail } from "../../src/mail/render.js";
import type { OutgoingMail } from "../../src/store/email-outbox.js";
import { trpcCallers, upcoming } from "../helpers.js";
import { useAdminApp } from "../shared-app.js";
import { pay } from "./takings-app.js";

const t = useAdminApp();
const { admin, bookAsAdmin } = t;

/** A £100.00 booking paid in full: £40.00 by card, then £60.00 in cash. */
async function paidBooking(week: number): Promise<string> {
  const answer = await bookAsAdmin({
    date: upcoming(6, week),
    startTime: "14:00",
    duration: 2,
    totalCost: 10_000,
  });
  expect(answer.status).toBe(201);
  const id: string = answer.body.id;
  expect((await pay(t, id, { amountPence: 4000, method: "card", sendReceipt: false })).status).toBe(201);
  expect((await pay(t, id, { amountPence: 6000, method: "cash", sendReceipt: false })).status).toBe(201);
  return id;
}

const refund = { amountPence: 2000, method: "cash", kind: "refund", reason: "Finished an hour early" };

/** The text part of the booking's last payment receipt. */
async function lastReceiptText(id: string): Promise<string> {
  const rows = t.store.sqlite
    .prepare(`select message from email_outbox where "bookingId" = ? and message like '%payment-receipt%'`)
    .all(id) as { message: string }[];
  const mail = JSON.parse(rows.at(-1)!.message) as OutgoingMail;
  return (await renderMail(mail.template!)).text;
}

const listed = async (id: string) =>
  (await admin("GET", "/api/admin/bookings")).body.find((b: { id: string }) => b.id === id);

describe("a refund on a settled booking", () => {
  it("lowers the price by the refund by default: still paid, nothing owed, and the history says so", async () => {
    const id = await paidBooking(1);
    const answer = await pay(t, id, refund);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ paidPence: 8000, balancePence: 0, paymentStatus: "paid" });
    expect(await listed(id)).toMatchObject({ totalCost: 8000, balancePence: 0, paymentStatus: "paid" });
    const history = (await admin("GET", `/api/admin/bookings/${id}/history`)).body;
    expect(history.map((e: { changes: unknown[] }) => e.changes)).toContainEqual([
      { field: "refund", from: null, to: "£20.00 by cash" },
      { field: "totalCost", from: 10_000, to: 8000 },
    ]);
    const text = await lastReceiptText(id);
    expect(text).toContain("£20.00");
    expect(text).toMatch(/Due\W+Nothing: your session is paid/);
  });

  it("keeps the price when told to: the refund is owed again, and the receipt says so", async () => {
    const id = await paidBooking(2);
    const answer = await pay(t, id, { ...refund, reducePrice: false });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ paidPence: 8000, balancePence: 2000, paymentStatus: "part-paid" });
    expect(await listed(id)).toMatchObject({ totalCost: 10_000, balancePence: 2000 });
    expect(await lastReceiptText(id)).toMatch(/Due\W+£20\.00, payable at the studio/);
  });

  it("gives back a credit before lowering the price: a price cut after payment refunds to zero owed", async () => {
    const id = await paidBooking(3);
    expect((await admin("PUT", `/api/admin/bookings/${id}`, { totalCost: 7000 })).status).toBe(200);
    const answer = await pay(t, id, { ...refund, amountPence: 3000 });
    expect(answer.body).toMatchObject({ paidPence: 7000, balancePence: 0, paymentStatus: "paid" });
    expect(await listed(id)).toMatchObject({ totalCost: 7000 });
  });

  it("refuses a reducePrice that is not true or false with a 400 naming it, and writes nothing", async () => {
    const id = await paidBooking(4);
    const answer = await pay(t, id, { ...refund, reducePrice: "yes" });
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toContainEqual({
      path: "reducePrice",
      message: "Reduce price must be true or false",
    });
    expect((await admin("GET", `/api/admin/bookings/${id}/payments`)).body.payments).toHaveLength(2);
    expect(await listed(id)).toMatchObject({ totalCost: 10_000 });
  });

  it("answers the same through tRPC: lowered by default, kept when told", async () => {
    const id = await paidBooking(5);
    const { m } = trpcCallers(t);
    const lowered = await m("admin.takings.takePayment", { id, payment: refund });
    expect(lowered.body.result?.data).toMatchObject({
      paidPence: 8000,
      balancePence: 0,
      paymentStatus: "paid",
    });
    const kept = await m("admin.takings.takePayment", { id, payment: { ...refund, reducePrice: false } });
    expect(kept.body.result?.data).toMatchObject({ paidPence: 6000, balancePence: 2000 });
    expect(await listed(id)).toMatchObject({ totalCost: 8000 });
  });
});
