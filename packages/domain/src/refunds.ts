/**
 * What the Refund dialog proposes: the money paid by the chosen method less what went back by it,
 * so £40 by card and £60 in cash proposes £40 by card or £60 in cash, never the whole price by card.
 */
import { type Payment, type PaymentMethod, takingsOf } from "./payments.js";

type Entry = Pick<Payment, "kind" | "amountPence" | "method">;

/** What a refund by `method` may give back: paid by it less refunded by it, within what was paid. */
export function refundableBy(method: PaymentMethod, entries: readonly Entry[]): number {
  let net = 0;
  for (const entry of entries) {
    if (entry.method !== method) continue;
    net += entry.kind === "payment" ? entry.amountPence : -entry.amountPence;
  }
  const paid = takingsOf(0, entries).paidPence;
  return Math.max(Math.min(net, paid), 0);
}

/** The refund first proposed: by the method of the latest payment that still has money to give back. */
export function refundProposal(entries: readonly Entry[]): { method: PaymentMethod; amountPence: number } {
  for (let at = entries.length - 1; at >= 0; at -= 1) {
    const entry = entries[at];
    if (entry?.kind !== "payment") continue;
    const amountPence = refundableBy(entry.method, entries);
    if (amountPence > 0) return { method: entry.method, amountPence };
  }
  return { method: "card", amountPence: 0 };
}
