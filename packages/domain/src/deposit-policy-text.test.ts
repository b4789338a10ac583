import { describe, expect, it } from "vitest";
import { bandsSettingText, depositText } from "./deposit-policy-text.js";

describe("the deposit policy in words", () => {
  it("names a percent, a fixed amount, or none", () => {
    expect(depositText({ percent: 25 })).toBe("25% of the price");
    expect(depositText({ amountPence: 5000 })).toBe("£50");
    expect(depositText(null)).toBe("None");
  });

  it("names the bands, longest notice first", () => {
    const bands = [
      { noticeHours: 0, keepPercent: 100 },
      { noticeHours: 336, keepPercent: 0 },
      { noticeHours: 168, keepPercent: 50 },
    ];
    expect(bandsSettingText(bands)).toBe(
      "336 hours' notice or more: keeps 0%; 168 hours' notice or more: keeps 50%; less notice: keeps 100%",
    );
    expect(bandsSettingText([{ noticeHours: 0, keepPercent: 100 }])).toBe("any notice: keeps 100%");
    expect(bandsSettingText([])).toBe("None");
  });
});
