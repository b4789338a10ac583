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
    expect(paymentInputSchema.parse({ amountPence: 100, method: "card" })).toMatchObject({
      kind: "payment",
      sendReceipt: true,
    });
  });
});
