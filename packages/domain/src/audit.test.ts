import { describe, expect, it } from "vitest";
import {
  AUDITED_FIELDS,
  auditActionLabel,
  bookingStatusChangeSchema,
  describeChange,
  diffFields,
} from "./audit.js";

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

  it("names each kind of change in the history", () => {
    expect(["created", "edited", "cancelled", "restored"].map((a) => auditActionLabel(a as never))).toEqual([
      "Created",
      "Edited",
      "Cancelled",
      "Restored",
    ]);
  });

  it("reads each kind of value: empty, money, hours, and a field it has no label for", () => {
    expect(describeChange({ field: "projectDescription", from: null, to: "" })).toBe(
      "Project description: (empty) → (empty)",
    );
    expect(describeChange({ field: "totalCost", from: 7000, to: 10000 })).toBe(
      "Total cost: £70.00 → £100.00",
    );
    expect(describeChange({ field: "duration", from: 2, to: 3 })).toBe("Duration: 2 hours → 3 hours");
    expect(describeChange({ field: "mystery", from: "a", to: "b" })).toBe("mystery: a → b");
  });

  it("words a deposit's state, amount and deadline, none of them an edit's field", () => {
    expect(describeChange({ field: "deposit", from: "due", to: "paid" })).toBe("Deposit: due → paid");
    expect(describeChange({ field: "depositPence", from: 12_500, to: 5_000 })).toBe(
      "Deposit amount: £125.00 → £50.00",
    );
    const deadline = {
      field: "depositDueAt",
      from: "2026-12-01T18:00:00.000Z",
      to: "2027-06-02T17:00:00.000Z",
    };
    expect(describeChange(deadline)).toBe(
      "Deposit deadline: Tue 1 Dec 2026, 6:00 PM → Wed 2 Jun 2027, 6:00 PM",
    );
    expect(AUDITED_FIELDS).not.toContain("depositPence");
    expect(AUDITED_FIELDS).not.toContain("deposit");
  });
});
