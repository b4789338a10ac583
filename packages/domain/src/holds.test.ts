import { describe, expect, it } from "vitest";
import {
  DEFAULT_HOLD_HOURS,
  HELD_PUBLIC_MESSAGE,
  heldForMessage,
  holdExpiryInstant,
  holdExpiryMs,
  holdHasExpired,
} from "./holds.js";

const HOUR = 3_600_000;

describe("holds", () => {
  it("tells staff whom a time is held for and until when, on London's clock", () => {
    expect(
      heldForMessage({ firstName: "Ana", lastName: "Reyes", expiresAt: "2026-11-28T18:00:00.000Z" }),
    ).toBe("Held for Ana Reyes until Sat 28 Nov, 6:00 PM");
    // In summer London is an hour ahead of UTC.
    expect(
      heldForMessage({ firstName: "Ana", lastName: "Reyes", expiresAt: "2026-07-04T17:00:00.000Z" }),
    ).toBe("Held for Ana Reyes until Sat 4 Jul, 6:00 PM");
    expect(heldForMessage({ firstName: "Ana", lastName: "", expiresAt: "2026-11-28T18:00:00.000Z" })).toBe(
      "Held for Ana until Sat 28 Nov, 6:00 PM",
    );
  });

  it("tells the public only that the time is taken", () => {
    expect(HELD_PUBLIC_MESSAGE).not.toMatch(/Ana|Reyes|until/);
  });

  it("lapses at the expiry given, else the profile's hold hours after placing", () => {
    const now = new Date("2026-11-20T12:00:00.000Z");
    expect(holdExpiryMs(now, DEFAULT_HOLD_HOURS)).toBe(now.getTime() + 48 * HOUR);
    expect(holdExpiryMs(now, 6)).toBe(now.getTime() + 6 * HOUR);
    expect(holdExpiryMs(now, 48, "2026-11-21T09:00:00+01:00")).toBe(Date.parse("2026-11-21T08:00:00.000Z"));
  });
});

describe("holdHasExpired", () => {
  it("counts a hold as lapsed from its expiry on, whether or not the sweep has run", () => {
    const expires = Date.parse("2026-11-28T18:00:00.000Z");
    expect(holdHasExpired(expires, new Date(expires - 1))).toBe(false);
    expect(holdHasExpired(expires, new Date(expires))).toBe(true);
    expect(holdHasExpired(expires, new Date(expires + 60_000))).toBe(true);
  });
});

describe("holdExpiryInstant", () => {
  it("reads the picker's date and time as London's, in winter and in summer", () => {
    expect(holdExpiryInstant("2026-11-28T18:00")).toBe("2026-11-28T18:00:00.000Z");
    expect(holdExpiryInstant("2026-07-04T18:00")).toBe("2026-07-04T17:00:00.000Z");
  });
});
