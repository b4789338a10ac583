/** Staff's payloads (admin.ts): here, a hold's. */
import { describe, expect, it } from "vitest";
import { holdInputSchema } from "./admin.js";
import { holdExpiryInstant } from "./holds.js";

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

describe("a hold's payload", () => {
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

  it("refuses an expiry the picker's reading passed on: unreadable, or in the hour the clocks skip", () => {
    for (const typed of ["next Friday", "2027-03-28T01:30", "2026-11-28"]) {
      expect(holdExpiryInstant(typed)).toBe(typed);
      expect(holdInputSchema.safeParse({ ...hold, expiresAt: holdExpiryInstant(typed) }).success).toBe(false);
    }
  });
});
