import { describe, expect, it } from "vitest";
import { parseConfirmationSearch } from "./confirmation-search";

describe("parseConfirmationSearch", () => {
  it("keeps the ten booking fields as text", () => {
    const fields = {
      id: "b1",
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      phone: "07700900123",
      date: "2026-11-27",
      startTime: "13:00",
      duration: "3",
      engineer: "Marcus",
      totalCost: "10000",
    };
    expect(parseConfirmationSearch({ ...fields, extra: "ignored" })).toEqual(fields);
  });

  it("turns numbers into text and anything missing or odd into ''", () => {
    const parsed = parseConfirmationSearch({ duration: 4, totalCost: 12500, firstName: ["x"], email: null });
    expect(parsed.duration).toBe("4");
    expect(parsed.totalCost).toBe("12500");
    expect(parsed.firstName).toBe("");
    expect(parsed.email).toBe("");
    expect(parsed.id).toBe("");
  });

  it("keeps a provisional booking's deposit and deadline, and leaves them out when empty", () => {
    const provisional = parseConfirmationSearch({
      id: "b1",
      depositPence: "2500",
      depositDueAt: "2026-12-01T18:00:00.000Z",
    });
    expect(provisional.depositPence).toBe("2500");
    expect(provisional.depositDueAt).toBe("2026-12-01T18:00:00.000Z");
    const confirmed = parseConfirmationSearch({ id: "b1", depositPence: "" });
    expect("depositPence" in confirmed).toBe(false);
    expect("depositDueAt" in confirmed).toBe(false);
  });
});
