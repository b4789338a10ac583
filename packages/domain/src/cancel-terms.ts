/**
 * The studio's cancellation terms: what it keeps of what was paid when the customer
 * cancels, by the notice given. Pure; amounts are whole pence.
 */
import type { CancellationBand, DepositPolicy } from "./deposit-policy.js";
import { formatDepositPounds } from "./deposits.js";

const HOUR_MS = 3_600_000;

export interface CancelTerms {
  keptPence: number;
  refundPence: number;
}

/**
 * The band that applies: of the bands whose notice the cancel meets, the one asking the most
 * notice (the highest share kept among equals); none: nothing is kept.
 */
export function keepPercentAt(bands: readonly CancellationBand[], noticeMs: number): number {
  let best: CancellationBand | undefined;
  for (const band of bands) {
    if (band.noticeHours * HOUR_MS > noticeMs) continue;
    if (
      !best ||
      band.noticeHours > best.noticeHours ||
      (band.noticeHours === best.noticeHours && band.keepPercent > best.keepPercent)
    ) {
      best = band;
    }
  }
  return best?.keepPercent ?? 0;
}

/** A cancel at `now` of a session starting at `startMs`: the share kept (rounded down) and the rest refunded. */
export function cancelTermsAt(
  paidPence: number,
  bands: readonly CancellationBand[],
  startMs: number,
  now: Date,
): CancelTerms {
  const paid = Math.max(0, paidPence);
  const notice = Math.max(0, startMs - now.getTime());
  const keptPence = Math.floor((paid * keepPercentAt(bands, notice)) / 100);
  return { keptPence, refundPence: paid - keptPence };
}

/** What the studio waives: nothing kept, all refunded. */
export const waivedTerms = (paidPence: number): CancelTerms => ({
  keptPence: 0,
  refundPence: Math.max(0, paidPence),
});

function termsClause(terms: CancelTerms): string {
  const paid = terms.keptPence + terms.refundPence;
  const total = formatDepositPounds(paid);
  if (paid === 0) return "nothing has been paid, so nothing is kept";
  if (terms.keptPence === 0) return `the ${total} you have paid is refunded in full`;
  if (terms.refundPence === 0) return `the studio keeps the ${total} you have paid`;
  return `the studio keeps ${formatDepositPounds(terms.keptPence)} of the ${total} you have paid and refunds ${formatDepositPounds(terms.refundPence)}`;
}

/** The manage page's line before a cancel: 'Cancelling now: the studio keeps the £50 you have paid.' */
export function cancelTermsPreview(terms: CancelTerms): string {
  return `Cancelling now: ${termsClause(terms)}.`;
}

/** How a cancel settled what was paid: by the terms, with them waived by staff, or the date released for want of its deposit. */
export type TermsSettled = "terms" | "waived" | "released";

/**
 * The cancellation e-mail's line: 'Under the studio's cancellation terms, the studio keeps £25 ...',
 * or, when staff waived them, that nothing is kept; a lapse refunds what was paid short of the deposit.
 */
export function cancelTermsLine(terms: CancelTerms, settled: TermsSettled = "terms"): string {
  if (settled === "released")
    return `As the deposit was not paid in full, the date is released: ${termsClause(terms)}.`;
  if (settled === "waived") return `The studio has waived its cancellation terms: ${termsClause(terms)}.`;
  return `Under the studio's cancellation terms, ${termsClause(terms)}.`;
}

/** The studio has terms to apply on a cancel: a deposit policy or bands of its own (else a cancel records none). */
export const termsApply = (policy: Pick<DepositPolicy, "deposit" | "cancellationTerms">): boolean =>
  policy.deposit !== null || policy.cancellationTerms.length > 0;

/** The staff's Cancel dialog: 'Cancelling now, the studio keeps £9 of the £18 paid and refunds £9.' */
export function staffCancelTermsText(terms: CancelTerms): string {
  const paid = terms.keptPence + terms.refundPence;
  const total = formatDepositPounds(paid);
  if (terms.keptPence === 0) return `Cancelling now, the ${total} paid is refunded in full.`;
  if (terms.refundPence === 0) return `Cancelling now, the studio keeps the ${total} paid.`;
  return `Cancelling now, the studio keeps ${formatDepositPounds(terms.keptPence)} of the ${total} paid and refunds ${formatDepositPounds(terms.refundPence)}.`;
}

/** The Cancel dialog's choice to keep nothing. */
export const WAIVE_TERMS_LABEL = "Waive the cancellation terms: keep nothing, refund all that was paid";
