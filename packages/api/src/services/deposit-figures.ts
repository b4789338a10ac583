// The studio's deposit money now (held on upcoming bookings, kept on cancellations, refunds due),
// for Insights and the takings CSV; and each booking's refund due, for the work list.
import { type DepositFacts, type DepositFigures, depositFigures, takingsOf } from "@studio/domain";
import type { BookingRow } from "../store/bookings.js";
import { listBookings } from "../store/bookings.js";
import { allCancelTerms, allDeposits, type CancelTermsRow, type DepositRow } from "../store/deposits.js";
import { moneyByBooking } from "../store/payments.js";
import type { ServiceContext } from "./context.js";

/** One booking's facts from its row, what was paid, its deposit (unless it lapsed) and its cancel's terms. */
function depositFactsOf(
  row: BookingRow,
  paidPence: number,
  deposit: DepositRow | undefined,
  terms: CancelTermsRow | undefined,
): DepositFacts {
  return {
    status: row.status,
    startMs: row.startMs,
    paidPence,
    depositPence: deposit && deposit.state !== "lapsed" ? deposit.depositPence : null,
    keptPence: terms ? terms.keptPence : null,
  };
}

export function depositFiguresNow(ctx: ServiceContext): DepositFigures {
  const money = moneyByBooking(ctx.store);
  const deposits = allDeposits(ctx.store);
  const terms = allCancelTerms(ctx.store);
  const facts = listBookings(ctx.store).map((row) =>
    depositFactsOf(
      row,
      takingsOf(row.totalCost, money.get(row.id) ?? []).paidPence,
      deposits.get(row.id),
      terms.get(row.id),
    ),
  );
  return depositFigures(facts, ctx.clock());
}
