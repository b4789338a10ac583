import { describe, expect, it } from "vitest";
import { customerCancellationTerms } from "./cancellation-policy.js";

describe("the cancellation terms as a customer reads them", () => {
  it("says each band, longest notice first, in days where whole", () => {
    const bands = [
      { noticeHours: 0, keepPercent: 100 },
      { noticeHours: 336, keepPercent: 0 },
      { noticeHours: 168, keepPercent: 50 },
    ];
    expect(customerCancellationTerms(bands)).toBe(
      "If you cancel with 14 days' notice or more, what you have paid is refunded in full; with 7 days' notice or more, the studio keeps 50% of it; with less notice, the studio keeps all of it.",
    );
  });

  it("refunds in full below every band, and takes the most kept of two bands of one notice", () => {
    const bands = [
      { noticeHours: 36, keepPercent: 20 },
      { noticeHours: 36, keepPercent: 100 },
      { noticeHours: 24, keepPercent: 50 },
    ];
    expect(customerCancellationTerms(bands)).toBe(
      "If you cancel with 36 hours' notice or more, the studio keeps what you have paid; with 1 day's notice or more, the studio keeps 50% of it; with less notice, it is refunded in full.",
    );
  });

  it("says one band for any notice plainly, and nothing without terms", () => {
    expect(customerCancellationTerms([{ noticeHours: 0, keepPercent: 100 }])).toBe(
      "If you cancel, the studio keeps what you have paid.",
    );
    expect(customerCancellationTerms([{ noticeHours: 0, keepPercent: 0 }])).toBe(
      "If you cancel, what you have paid is refunded in full.",
    );
    expect(customerCancellationTerms([])).toBeNull();
    expect(customerCancellationTerms(undefined)).toBeNull();
  });
});
