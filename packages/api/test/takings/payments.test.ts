// Payments and refunds over real HTTP: the balance and status on the booking, every refusal naming
// its field, the receipt through the outbox, the history, and two staff paying at once.
import { describe, expect, it } from "vitest";
import { renderMail } from "../../src/mail/render.js";
import type { OutgoingMail } from "../../src/store/email-outbox.js";
import { trpcCallers, upcoming } from "../helpers.js";
import { useAdminApp } from "../shared-app.js";
import { pay } from "./takings-app.js";

const t = useAdminApp();
const { admin, bookAsAdmin } = t;

/** A fresh £70.00 booking's id. */
async function booking(week: number, startTime = "14:00"): Promise<string> {
  const answer = await bookAsAdmin({ date: upcoming(6, week), startTime, duration: 2, totalCost: 7000 });
  expect(answer.status).toBe(201);
  return answer.body.id;
}

const receiptsFor = (id: string) =>
  (
    t.store.sqlite
      .prepare(`select message from email_outbox where "bookingId" = ? and message like '%payment-receipt%'`)
      .all(id) as { message: string }[]
  ).map((row) => JSON.parse(row.message) as OutgoingMail);

describe("payments and refunds", () => {
  it("starts unpaid, takes part of the price, and shows the balance on the booking list", async () => {
    const id = await booking(1);
    expect((await admin("GET", `/api/admin/bookings/${id}/payments`)).body).toEqual({
      payments: [],
      paidPence: 0,
      balancePence: 7000,
      paymentStatus: "unpaid",
    });
    const answer = await pay(t, id, { amountPence: 3000, method: "cash", note: "Deposit" });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ paidPence: 3000, balancePence: 4000, paymentStatus: "part-paid" });
    expect(answer.body.payments).toEqual([
      expect.objectContaining({ kind: "payment", amountPence: 3000, method: "cash", note: "Deposit" }),
    ]);
    const item = (await admin("GET", "/api/admin/bookings")).body.find((b: { id: string }) => b.id === id);
    expect(item).toMatchObject({
      paidPence: 3000,
      balancePence: 4000,
      paymentStatus: "part-paid",
      attendance: null,
      lateCancel: false,
    });
  });

  it("refuses an overpayment or an over-refund with 409 naming the balance, and writes nothing", async () => {
    const id = await booking(2);
    await pay(t, id, { amountPence: 3000, method: "card" });
    const over = await pay(t, id, { amountPence: 4001, method: "card" });
    expect(over.status).toBe(409);
    expect(over.body.error).toBe("A payment of £40.01 is more than the balance of £40.00");
    const refund = await pay(t, id, {
      amountPence: 3001,
      method: "card",
      kind: "refund",
      reason: "Goodwill",
    });
    expect(refund.status).toBe(409);
    expect(refund.body.error).toBe("A refund of £30.01 is more than the £30.00 paid");
    expect((await admin("GET", `/api/admin/bookings/${id}/payments`)).body.payments).toHaveLength(1);
  });

  it("refunds with a reason, down to 'refunded'", async () => {
    const id = await booking(3);
    await pay(t, id, { amountPence: 7000, method: "contactless" });
    const answer = await pay(t, id, {
      amountPence: 7000,
      method: "card",
      kind: "refund",
      reason: "Studio flooded",
    });
    expect(answer.status).toBe(201);
    // The price goes down with the refund: nothing is owed on a booking given all its money back.
    expect(answer.body).toMatchObject({ paidPence: 0, balancePence: 0, paymentStatus: "refunded" });
  });

  it("answers every bad input with a 400 naming the field", async () => {
    const id = await booking(4);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amountPence: 0, method: "cash" }, "amountPence", "Amount must be more than zero"],
      [{ amountPence: 10.5, method: "cash" }, "amountPence", "Amount must be a whole number of pence"],
      [{ amountPence: -100, method: "cash" }, "amountPence", "Amount must be more than zero"],
      [{ amountPence: "100", method: "cash" }, "amountPence", "Amount must be a whole number of pence"],
      [
        { amountPence: 100, method: "cheque" },
        "method",
        "Method must be cash, card, contactless or bank-transfer",
      ],
      [{ amountPence: 100, method: "cash", kind: "refund" }, "reason", "Reason is required for a refund"],
      [{ amountPence: 100, method: "cash", kind: "gift" }, "kind", "Kind must be payment or refund"],
      [
        { amountPence: 100, method: "cash", sendReceipt: "yes" },
        "sendReceipt",
        "Send receipt must be true or false",
      ],
    ];
    for (const [body, path, message] of cases) {
      const answer = await pay(t, id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.issues).toContainEqual({ path, message });
    }
    expect((await pay(t, "no-such-booking", { amountPence: 100, method: "cash" })).status).toBe(404);
    expect((await admin("GET", "/api/admin/bookings/no-such-booking/payments")).status).toBe(404);
    expect((await admin("GET", `/api/admin/bookings/${id}/payments`)).body.payments).toEqual([]);
  });

  it("shows the new balance when the price changes after a payment", async () => {
    const id = await booking(5);
    await pay(t, id, { amountPence: 5000, method: "cash" });
    expect((await admin("PUT", `/api/admin/bookings/${id}`, { totalCost: 10000 })).status).toBe(200);
    expect((await admin("GET", `/api/admin/bookings/${id}/payments`)).body).toMatchObject({
      balancePence: 5000,
      paymentStatus: "part-paid",
    });
  });

  it("e-mails a receipt (HTML and text) unless told not to, and records each payment in the history", async () => {
    const id = await booking(6);
    await pay(t, id, { amountPence: 2500, method: "bank-transfer" });
    await pay(t, id, { amountPence: 500, method: "cash", sendReceipt: false });
    const receipts = receiptsFor(id);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe("Payment received: £25.00 at Leyton Sound Studio");
    const { html, text } = await renderMail(receipts[0]!.template!);
    for (const part of [html, text]) {
      expect(part).toContain("£25.00");
      expect(part).toContain("Bank transfer");
      expect(part).toContain("£45.00");
    }
    const history = (await admin("GET", `/api/admin/bookings/${id}/history`)).body;
    expect(history.map((e: { changes: { field: string; to: string }[] }) => e.changes[0])).toEqual(
      expect.arrayContaining([
        { field: "payment", from: null, to: "£25.00 by bank transfer" },
        { field: "payment", from: null, to: "£5.00 by cash" },
      ]),
    );
  });

  it("takes one of two payments of the whole balance made at once: one 201, one 409", async () => {
    const id = await booking(7);
    const answers = await Promise.all([
      pay(t, id, { amountPence: 7000, method: "card" }),
      pay(t, id, { amountPence: 7000, method: "cash" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await admin("GET", `/api/admin/bookings/${id}/payments`)).body).toMatchObject({
      paidPence: 7000,
      balancePence: 0,
      paymentStatus: "paid",
    });
  });

  it("takes payments through tRPC as through REST", async () => {
    const id = await booking(8);
    const { m, q } = trpcCallers(t);
    const taken = await m("admin.takings.takePayment", {
      id,
      payment: { amountPence: 1000, method: "card" },
    });
    expect(taken.body.result?.data).toMatchObject({ paidPence: 1000, balancePence: 6000 });
    const over = await m("admin.takings.takePayment", { id, payment: { amountPence: 9000, method: "card" } });
    expect(over.status).toBe(409);
    expect((await q("admin.takings.payments", { id })).body.result?.data.payments).toHaveLength(1);
  });
});
