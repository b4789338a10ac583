import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cancelTermsAt,
  cancelTermsLine,
  cancelTermsPreview,
  keepPercentAt,
  staffCancelTermsText,
  termsApply,
  waivedTerms,
} from "./cancel-terms.js";
import type { CancellationBand } from "./deposit-policy.js";

const HOUR = 3_600_000;
const now = new Date("2026-11-29T12:00:00Z");
const EXAMPLE: CancellationBand[] = [
  { noticeHours: 336, keepPercent: 0 },
  { noticeHours: 168, keepPercent: 50 },
  { noticeHours: 0, keepPercent: 100 },
];
const startIn = (hours: number) => now.getTime() + hours * HOUR;

describe("cancellation terms", () => {
  it("follow the example bands", () => {
    expect(cancelTermsAt(5000, EXAMPLE, startIn(15 * 24), now)).toEqual({ keptPence: 0, refundPence: 5000 });
    expect(cancelTermsAt(5000, EXAMPLE, startIn(10 * 24), now)).toEqual({
      keptPence: 2500,
      refundPence: 2500,
    });
    expect(cancelTermsAt(5000, EXAMPLE, startIn(168), now)).toEqual({ keptPence: 2500, refundPence: 2500 });
    expect(cancelTermsAt(5000, EXAMPLE, startIn(1), now)).toEqual({ keptPence: 5000, refundPence: 0 });
    expect(cancelTermsAt(5000, EXAMPLE, startIn(-1), now)).toEqual({ keptPence: 5000, refundPence: 0 });
  });
  it("keep nothing without bands, nothing paid, or when no band applies", () => {
    expect(cancelTermsAt(5000, [], startIn(1), now)).toEqual({ keptPence: 0, refundPence: 5000 });
    expect(cancelTermsAt(0, EXAMPLE, startIn(1), now)).toEqual({ keptPence: 0, refundPence: 0 });
    expect(cancelTermsAt(-10, EXAMPLE, startIn(1), now)).toEqual({ keptPence: 0, refundPence: 0 });
    expect(keepPercentAt([{ noticeHours: 48, keepPercent: 100 }], 47 * HOUR)).toBe(0);
  });
  it("take the highest share among bands of equal notice, in any order", () => {
    const bands = [
      { noticeHours: 24, keepPercent: 30 },
      { noticeHours: 24, keepPercent: 60 },
      { noticeHours: 24, keepPercent: 10 },
    ];
    expect(keepPercentAt(bands, 30 * HOUR)).toBe(60);
  });
  it("are waived as a full refund", () => {
    expect(waivedTerms(5000)).toEqual({ keptPence: 0, refundPence: 5000 });
    expect(waivedTerms(-1)).toEqual({ keptPence: 0, refundPence: 0 });
  });
  it("are said before and after the cancel", () => {
    expect(cancelTermsPreview({ keptPence: 5000, refundPence: 0 })).toBe(
      "Cancelling now: the studio keeps the £50 you have paid.",
    );
    expect(cancelTermsPreview({ keptPence: 0, refundPence: 5000 })).toBe(
      "Cancelling now: the £50 you have paid is refunded in full.",
    );
    expect(cancelTermsPreview({ keptPence: 0, refundPence: 0 })).toBe(
      "Cancelling now: nothing has been paid, so nothing is kept.",
    );
    expect(cancelTermsLine({ keptPence: 2500, refundPence: 2500 })).toBe(
      "Under the studio's cancellation terms, the studio keeps £25 of the £50 you have paid and refunds £25.",
    );
  });

  it("are said to staff before a cancel, and a waiver in the mail", () => {
    expect(staffCancelTermsText({ keptPence: 900, refundPence: 900 })).toBe(
      "Cancelling now, the studio keeps £9 of the £18 paid and refunds £9.",
    );
    expect(staffCancelTermsText({ keptPence: 1800, refundPence: 0 })).toBe(
      "Cancelling now, the studio keeps the £18 paid.",
    );
    expect(staffCancelTermsText(waivedTerms(1800))).toBe("Cancelling now, the £18 paid is refunded in full.");
    expect(cancelTermsLine(waivedTerms(1800), "waived")).toBe(
      "The studio has waived its cancellation terms: the £18 you have paid is refunded in full.",
    );
    // A lapse with part of the deposit paid: the studio released the date, no terms were waived.
    expect(cancelTermsLine(waivedTerms(1000), "released")).toBe(
      "As the deposit was not paid in full, the date is released: the £10 you have paid is refunded in full.",
    );
  });

  it("apply under a deposit policy or bands, never without either", () => {
    expect(termsApply({ deposit: null, cancellationTerms: [] })).toBe(false);
    expect(termsApply({ deposit: { percent: 25 }, cancellationTerms: [] })).toBe(true);
    expect(termsApply({ deposit: null, cancellationTerms: EXAMPLE })).toBe(true);
  });

  it("match a brute-force oracle", () => {
    const band = fc.record({
      noticeHours: fc.integer({ min: 0, max: 400 }),
      keepPercent: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(band, { maxLength: 6 }),
        fc.integer({ min: -48, max: 500 }),
        (paid, bands, hoursAhead) => {
          const noticeHours = Math.max(0, hoursAhead);
          // Oracle: every whole hour of notice, walking down from the notice given, the first band met.
          let keep = 0;
          for (let h = noticeHours; h >= 0; h--) {
            const at = bands.filter((b) => b.noticeHours === h).map((b) => b.keepPercent);
            if (at.length > 0) {
              keep = Math.max(...at);
              break;
            }
          }
          const expected = Math.floor((paid * keep) / 100);
          const terms = cancelTermsAt(paid, bands, startIn(hoursAhead), now);
          expect(terms).toEqual({ keptPence: expected, refundPence: paid - expected });
          expect(terms.keptPence + terms.refundPence).toBe(paid);
        },
      ),
    );
  });
});
