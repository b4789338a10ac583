import { describe, expect, it } from "vitest";
import {
  DEFAULT_HOLD_HOURS,
  HELD_PUBLIC_MESSAGE,
  heldForMessage,
  holdExpiryInstant,
  holdExpiryMs,
  holdHasExpired,
} from "./holds.js";
import { holdInputSchema } from "./admin.js";

const HOUR = 3_600_000;
const hold = {
  firstName: "Ana",
  lastName: "Reyes",
  email: "ana@example.com",
  phone: "07700 900123",
  date: "2026-11-28",
  startTime: "20:30",
  engineer: "Marcus",
  duration: 4,
};

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

  it("takes the admin form's artist and session, an optional expiry, note and notice", () => {
    // Staff may start off the hour, as on the admin form.
    expect(holdInputSchema.parse(hold)).toEqual(hold);
    const full = {
      ...hold,
      expiresAt: "2026-11-27T18:00:00Z",
      note: "Label to confirm by Friday",
      notifyArtist: true,
    };
    expect(holdInputSchema.parse(full)).toEqual(full);
    expect(holdInputSchema.safeParse({ ...hold, expiresAt: "2026-11-27T18:00:00+01:00" }).success).toBe(true);
  });

  it("names the field of a bad hold", () => {
    const bad = holdInputSchema.safeParse({
      ...hold,
      phone: "123",
      duration: 5,
      expiresAt: "next Friday",
      notifyArtist: "yes",
    });
    const fields = bad.error?.issues.map((i) => i.path[0]);
    expect(fields).toEqual(["phone", "duration", "expiresAt", "notifyArtist"]);
    expect(bad.error?.issues.find((i) => i.path[0] === "expiresAt")?.message).toBe(
      "Expiry must be a date and time",
    );
    expect(bad.error?.issues.find((i) => i.path[0] === "notifyArtist")?.message).toBe(
      "Notify artist must be true or false",
    );
    const { engineer: _, ...noProducer } = hold;
    expect(holdInputSchema.safeParse(noProducer).error?.issues.map((i) => i.path[0])).toEqual(["engineer"]);
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

  it("passes on what it cannot read, and the hour the clocks skip, for the schema to refuse", () => {
    for (const typed of ["next Friday", "2027-03-28T01:30", "2026-11-28"]) {
      expect(holdExpiryInstant(typed)).toBe(typed);
      expect(holdInputSchema.safeParse({ ...hold, expiresAt: holdExpiryInstant(typed) }).success).toBe(false);
    }
  });
});
