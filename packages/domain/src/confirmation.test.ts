import { describe, expect, expectTypeOf, it } from "vitest";
import { bookingConfirmationSchema } from "./confirmation.js";
import { CONFIRMATION_FIELDS } from "./fields.js";
import type { Booking } from "./schemas.js";

const valid = {
  id: "6f1c2b1e-0000-4000-8000-000000000001",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "07700900123",
  date: "2026-11-28",
  startTime: "01:00",
  duration: "2",
  engineer: "Marcus",
  totalCost: "7000",
};

describe("bookingConfirmationSchema", () => {
  it("reads the ten query values, numbers as numbers", () => {
    expect(bookingConfirmationSchema.parse(valid)).toMatchObject({
      duration: 2,
      totalCost: 7000,
      startTime: "01:00",
    });
  });

  it.each([
    ["a start of 99:99", { startTime: "99:99" }],
    ["a 5-hour session", { duration: "5" }],
    ["a cost that is not a number", { totalCost: "12abc" }],
    ["no date", { date: "" }],
    ["an impossible date", { date: "2026-02-30" }],
    ["no id", { id: "" }],
    ["no first name", { firstName: "" }],
  ])("refuses %s", (_name, change) => {
    expect(bookingConfirmationSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });

  it("reads a provisional booking's deposit and deadline, and an empty one as none", () => {
    const provisional = { ...valid, depositPence: "2500", depositDueAt: "2026-11-26T18:00:00.000Z" };
    expect(bookingConfirmationSchema.parse(provisional)).toMatchObject({
      depositPence: 2500,
      depositDueAt: "2026-11-26T18:00:00.000Z",
    });
    const none = bookingConfirmationSchema.parse({ ...valid, depositPence: "", depositDueAt: "" });
    expect(none.depositPence).toBeUndefined();
    expect(none.depositDueAt).toBeUndefined();
    expect(bookingConfirmationSchema.safeParse({ ...valid, depositPence: "0" }).success).toBe(false);
    expect(bookingConfirmationSchema.safeParse({ ...valid, depositDueAt: "Tuesday" }).success).toBe(false);
  });

  it("refuses an empty query", () => {
    expect(bookingConfirmationSchema.safeParse({}).success).toBe(false);
  });
});

it("passes only a booking's own fields to the confirmation page", () => {
  expectTypeOf<(typeof CONFIRMATION_FIELDS)[number]>().toExtend<keyof Booking>();
  expect(CONFIRMATION_FIELDS).toContain("totalCost");
});
