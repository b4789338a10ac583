/**
 * Money never drifts: balances, refunds and price edits against a naive oracle that replays every
 * entry one by one in plain arithmetic.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPounds } from "./money.js";
import { checkMoneyMove, type PaymentKind, paymentInputSchema, takingsOf } from "./payments.js";

type Entry = { kind: PaymentKind; amountPence: number };

function oracle(price: number, entries: Entry[]) {
  let paid = 0;
  let everRefunded = 0;
  let everTaken = 0;
  for (const e of entries) {
    if (e.kind === "payment") {
      paid = paid + e.amountPence;
      everTaken = everTaken + e.amountPence;
    } else {
      paid = paid - e.amountPence;
      everRefunded = everRefunded + e.amountPence;
    }
  }
  const balance = price - paid;
  let status = "unpaid";
  if (everRefunded > 0 && paid <= 0) status = "refunded";
  else if (balance <= 0) status = "paid";
  else if (paid > 0) status = "part-paid";
  return { paid, balance, status, everTaken };
}

const price = fc.integer({ min: 0, max: 50_000 });
const entry = fc.record({
  kind: fc.constantFrom<PaymentKind>("payment", "refund"),
  amountPence: fc.integer({ min: 1, max: 30_000 }),
});
// A till's day: payments, refunds and now and then a new price for the booking.
const step = fc.oneof(
  { arbitrary: entry.map((e) => ({ type: "move" as const, ...e })), weight: 4 },
  { arbitrary: price.map((p) => ({ type: "price" as const, price: p })), weight: 1 },
);

describe("a booking's takings against the oracle", () => {
  it("paid, balance and status are the oracle's for any entries", () => {
    fc.assert(
      fc.property(price, fc.array(entry, { maxLength: 12 }), (p, entries) => {
        const expected = oracle(p, entries);
        expect(takingsOf(p, entries)).toEqual({
          paidPence: expected.paid,
          balancePence: expected.balance,
          paymentStatus: expected.status,
        });
      }),
      { numRuns: 1000 },
    );
  });

  it("accepted moves never overpay or over-refund; refusals name the balance or what was paid", () => {
    fc.assert(
      fc.property(price, fc.array(step, { maxLength: 20 }), (start, steps) => {
        let current = start;
        const accepted: Entry[] = [];
        for (const s of steps) {
          if (s.type === "price") {
            current = s.price;
            // A new price shows the new balance at once.
            expect(takingsOf(current, accepted).balancePence).toBe(oracle(current, accepted).balance);
            continue;
          }
          const before = oracle(current, accepted);
          const verdict = checkMoneyMove(current, accepted, s);
          const allowed =
            s.kind === "payment" ? s.amountPence <= before.balance : s.amountPence <= before.paid;
          expect(verdict.ok).toBe(allowed);
          if (verdict.ok) {
            accepted.push({ kind: s.kind, amountPence: s.amountPence });
            expect(verdict.after.balancePence).toBe(oracle(current, accepted).balance);
          } else {
            const named = Math.max(s.kind === "payment" ? before.balance : before.paid, 0);
            expect(verdict.message).toContain(formatPounds(named));
          }
          const now = oracle(current, accepted);
          expect(now.paid).toBeGreaterThanOrEqual(0);
          expect(now.paid).toBeLessThanOrEqual(Math.max(now.everTaken, 0));
        }
      }),
      { numRuns: 500 },
    );
  });

  it("paying exactly the balance leaves nothing owed and the booking paid", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000 }), fc.integer({ min: 0, max: 100 }), (p, percent) => {
        const first = Math.floor((p * percent) / 100);
        const entries: Entry[] = first > 0 ? [{ kind: "payment", amountPence: first }] : [];
        const rest = takingsOf(p, entries).balancePence;
        if (rest === 0) return;
        const verdict = checkMoneyMove(p, entries, { kind: "payment", amountPence: rest });
        expect(verdict.ok && verdict.after).toEqual({ paidPence: p, balancePence: 0, paymentStatus: "paid" });
        expect(checkMoneyMove(p, entries, { kind: "payment", amountPence: rest + 1 }).ok).toBe(false);
      }),
    );
  });
});

describe("a refund that lowers the price", () => {
  const paidEntries = fc.array(fc.integer({ min: 1, max: 30_000 }), { minLength: 1, maxLength: 6 });

  it("leaves a settled booking settled and a part-paid one owing what it owed, never below a zero price", () => {
    fc.assert(
      fc.property(price, paidEntries, fc.integer({ min: 0, max: 100 }), (p, amounts, percent) => {
        const entries: Entry[] = amounts.map((amountPence) => ({ kind: "payment", amountPence }));
        const before = oracle(p, entries);
        const refund = Math.floor((before.paid * percent) / 100);
        if (refund === 0) return;
        const verdict = checkMoneyMove(p, entries, {
          kind: "refund",
          amountPence: refund,
          reducePrice: true,
        });
        if (!verdict.ok) throw new Error(verdict.message);
        expect(verdict.pricePence).toBeGreaterThanOrEqual(0);
        // Money paid over the price goes back first; the rest comes off the price.
        const credit = Math.max(before.paid - p, 0);
        expect(verdict.pricePence).toBe(Math.max(p - Math.max(refund - credit, 0), 0));
        const after = oracle(verdict.pricePence, [...entries, { kind: "refund", amountPence: refund }]);
        expect(verdict.after.balancePence).toBe(after.balance);
        if (before.balance >= 0) expect(verdict.after.balancePence).toBe(before.balance);
        else expect(verdict.after.balancePence).toBe(Math.min(before.balance + refund, 0));
      }),
      { numRuns: 1000 },
    );
  });

  it("keeps the price when told to, so the refund is owed again; a payment never moves the price", () => {
    fc.assert(
      fc.property(price, paidEntries, (p, amounts) => {
        const entries: Entry[] = amounts.map((amountPence) => ({ kind: "payment", amountPence }));
        const paid = oracle(p, entries).paid;
        const kept = checkMoneyMove(p, entries, { kind: "refund", amountPence: paid, reducePrice: false });
        expect(kept.ok && kept.pricePence).toBe(p);
        expect(kept.ok && kept.after.balancePence).toBe(p);
        const payment = checkMoneyMove(paid + 1, entries, {
          kind: "payment",
          amountPence: 1,
          reducePrice: true,
        });
        expect(payment.ok && payment.pricePence).toBe(paid + 1);
      }),
    );
  });

  it("£100 paid (£40 card, £60 cash), £20 refunded: the price is £80.00 and the booking is still paid", () => {
    const entries: Entry[] = [
      { kind: "payment", amountPence: 4000 },
      { kind: "payment", amountPence: 6000 },
    ];
    const verdict = checkMoneyMove(10_000, entries, { kind: "refund", amountPence: 2000, reducePrice: true });
    expect(verdict).toEqual({
      ok: true,
      pricePence: 8000,
      after: { paidPence: 8000, balancePence: 0, paymentStatus: "paid" },
    });
  });
});

describe("the payment payload", () => {
  it("takes only whole positive pence, a known method, and a reason for a refund", () => {
    const issue = (body: unknown) => {
      const result = paymentInputSchema.safeParse(body);
      return result.success ? null : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    };
    expect(issue({ amountPence: 0, method: "cash" })).toEqual(["amountPence: Amount must be more than zero"]);
    expect(issue({ amountPence: 10.5, method: "cash" })).toEqual([
      "amountPence: Amount must be a whole number of pence",
    ]);
    expect(issue({ amountPence: -100, method: "cash" })).toEqual([
      "amountPence: Amount must be more than zero",
    ]);
    expect(issue({ amountPence: 100, method: "cheque" })).toEqual([
      "method: Method must be cash, card, contactless or bank-transfer",
    ]);
    expect(issue({ amountPence: 100, method: "card", kind: "refund" })).toEqual([
      "reason: Reason is required for a refund",
    ]);
    expect(
      issue({ amountPence: 100, method: "card", kind: "refund", reason: "x", reducePrice: "no" }),
    ).toEqual(["reducePrice: Reduce price must be true or false"]);
    expect(paymentInputSchema.parse({ amountPence: 100, method: "card" })).toMatchObject({
      kind: "payment",
      sendReceipt: true,
      reducePrice: true,
    });
  });
});
