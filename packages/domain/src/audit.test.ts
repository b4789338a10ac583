import { describe, expect, it } from "vitest";
import { AUDITED_FIELDS, bookingStatusChangeSchema, describeChange, diffFields } from "./audit.js";

describe("the booking history", () => {
  it("records each changed field old → new, and nothing else", () => {
    const before = { startTime: "15:00", duration: 2, totalCost: 7000, engineer: "Dre", phone: "0770" };
    const after = { ...before, startTime: "17:00", totalCost: 10000 };
    const changes = diffFields(before, after, AUDITED_FIELDS);
    expect(changes).toEqual([
      { field: "startTime", from: "15:00", to: "17:00" },
      { field: "totalCost", from: 7000, to: 10000 },
    ]);
    expect(changes.map(describeChange)).toEqual([
      "Start time: 15:00 → 17:00",
      "Total cost: £70.00 → £100.00",
    ]);
  });

  it("reads an emptied field as '(empty)'", () => {
    expect(describeChange({ field: "projectDescription", from: "Album", to: null })).toBe(
      "Project description: Album → (empty)",
    );
  });

  it("takes an optional cancel reason and refuses one that is too long", () => {
    expect(bookingStatusChangeSchema.parse({ status: "cancelled", reason: " Ill " })).toEqual({
      status: "cancelled",
      reason: "Ill",
    });
    expect(
      bookingStatusChangeSchema.safeParse({ status: "cancelled", reason: "x".repeat(501) }).success,
    ).toBe(false);
  });
});
