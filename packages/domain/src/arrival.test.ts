import { describe, expect, it } from "vitest";
import { arrivesLate, DEFAULT_LATE_ARRIVAL, lateArrivalText } from "./arrival.js";

describe("late arrival", () => {
  it("is a start at or after 10 PM, or after midnight, never an afternoon or evening start", () => {
    expect(["22:00", "23:00", "00:00", "02:00", "05:00"].map(arrivesLate)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(["12:00", "18:00", "21:00", "21:59"].map(arrivesLate)).toEqual([false, false, false, false]);
  });

  it("tells a late start the studio's own directions with its number, and a daytime start nothing", () => {
    const profile = { messagingNumber: "+44 7700 900123" };
    expect(lateArrivalText("23:00", profile)).toBe(
      DEFAULT_LATE_ARRIVAL.replace("{messagingNumber}", "+44 7700 900123"),
    );
    expect(lateArrivalText("23:00", profile)).toContain("text +44 7700 900123 when you are outside");
    expect(lateArrivalText("20:00", profile)).toBeNull();
    expect(
      lateArrivalText("01:00", {
        ...profile,
        lateArrival: "Ring the bell marked B; or call {messagingNumber}.",
      }),
    ).toBe("Ring the bell marked B; or call +44 7700 900123.");
  });
});
