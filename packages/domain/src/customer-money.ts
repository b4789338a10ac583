/**
 * What a customer is told about their booking's money: the price, what they have paid at the studio
 * and what is still due, from the staff's takings (payments.ts), never counted a second time.
 */
import { formatPounds } from "./money.js";
import type { Takings } from "./payments.js";
import { isActiveStatus } from "./schemas.js";

export interface MoneyRow {
  label: "Total" | "Paid" | "Due";
  value: string;
}

/**
 * The rows of a booking's money, e.g. Total £100.00 · Paid £40.00 · Due £60.00, payable at the studio.
 * While its deposit is due (`provisional`), what is owed includes the deposit, which is paid as the
 * studio's payment instructions say (not only at the studio): 'Total £100.00, the deposit included'.
 */
export function customerMoneyRows(
  booking: { status: string; totalCost: number },
  takings: Pick<Takings, "paidPence" | "balancePence">,
): MoneyRow[] {
  const { paidPence, balancePence } = takings;
  const paid: MoneyRow[] = paidPence > 0 ? [{ label: "Paid", value: formatPounds(paidPence) }] : [];
  if (!isActiveStatus(booking.status)) return [{ label: "Total", value: "Nothing to pay" }, ...paid];
  const total = formatPounds(booking.totalCost);
  const provisional = booking.status === "provisional";
  if (paidPence <= 0 && balancePence > 0)
    return [
      {
        label: "Total",
        value: `${total}, ${provisional ? "the deposit included" : "payable at the studio"}`,
      },
    ];
  if (balancePence > 0) {
    const how = provisional ? "the rest of the deposit included" : "payable at the studio";
    return [
      { label: "Total", value: total },
      ...paid,
      { label: "Due", value: `${formatPounds(balancePence)}, ${how}` },
    ];
  }
  if (paidPence <= 0) return [{ label: "Total", value: `${total}: nothing to pay` }];
  return [
    { label: "Total", value: total },
    { label: "Paid", value: `${formatPounds(paidPence)}: paid in full` },
    {
      label: "Due",
      value:
        balancePence < 0
          ? `Nothing: the studio owes you ${formatPounds(-balancePence)}`
          : "Nothing: your session is paid",
    },
  ];
}
