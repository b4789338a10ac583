/** The deposit policy and the cancellation terms in the owner's words (the Studio tab's history). */
import type { CancellationBand, Deposit } from "./deposit-policy.js";
import { formatDepositPounds } from "./deposits.js";

/** '25% of the price', '£50', or 'None'. */
export function depositText(deposit: Deposit | null | undefined): string {
  if (!deposit) return "None";
  return "percent" in deposit ? `${deposit.percent}% of the price` : formatDepositPounds(deposit.amountPence);
}

/**
 * The bands as the Studio history shows the setting: "336 hours' notice or more: keeps 0%; less
 * notice: keeps 100%", longest notice first; 'None'. (Customers read customerCancellationTerms.)
 */
export function bandsSettingText(bands: readonly CancellationBand[] | null | undefined): string {
  if (!bands || bands.length === 0) return "None";
  return [...bands]
    .sort((a, b) => b.noticeHours - a.noticeHours)
    .map((band) => {
      const notice =
        band.noticeHours > 0
          ? `${band.noticeHours} hours' notice or more`
          : bands.length > 1
            ? "less notice"
            : "any notice";
      return `${notice}: keeps ${band.keepPercent}%`;
    })
    .join("; ");
}
