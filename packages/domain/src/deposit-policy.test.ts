import { describe, expect, it } from "vitest";
import {
  deadlineInstant,
  depositDeadlineFieldsSchema,
  depositDeadlineSchema,
  depositPolicySchema as policy,
} from "./deposit-policy.js";

describe("the deposit policy's profile keys", () => {
  it("default to no deposit and no terms, a policies section's other keys ignored", () => {
    expect(policy.parse({ holdHours: 48 })).toEqual({
      deposit: null,
      depositDueHours: 48,
      depositCutoffHours: 24,
      depositReminderHours: 24,
      paymentInstructions: "",
      cancellationTerms: [],
    });
  });

  it("take a percent or a fixed amount, and bands", () => {
    expect(policy.parse({ deposit: { percent: 25 } }).deposit).toEqual({ percent: 25 });
    expect(policy.parse({ deposit: { amountPence: 5000 } }).deposit).toEqual({ amountPence: 5000 });
    const terms = [
      { noticeHours: 336, keepPercent: 0 },
      { noticeHours: 0, keepPercent: 100 },
    ];
    expect(policy.parse({ cancellationTerms: terms }).cancellationTerms).toEqual(terms);
  });

  it.each([
    { deposit: { percent: 0 } },
    { deposit: { percent: 101 } },
    { deposit: { amountPence: 0 } },
    { deposit: { percent: 10, amountPence: 100 } },
    { depositDueHours: 0 },
    { depositCutoffHours: -1 },
    { cancellationTerms: [{ noticeHours: 1, keepPercent: 120 }] },
  ])("refuses %j", (input) => {
    expect(policy.safeParse(input).success).toBe(false);
  });
});

describe("a deadline's move", () => {
  it("takes an ISO instant and names the field otherwise", () => {
    expect(depositDeadlineSchema.parse({ dueAt: "2026-12-01T18:00:00Z" })).toEqual({
      dueAt: "2026-12-01T18:00:00Z",
    });
    const bad = depositDeadlineSchema.safeParse({ dueAt: "Tuesday" });
    expect(bad.error?.issues[0]).toMatchObject({
      path: ["dueAt"],
      message: "Deadline must be a date and time",
    });
  });
});

describe("the deadline as staff type it", () => {
  it("is a London date and time, made an instant in GMT or BST", () => {
    expect(depositDeadlineFieldsSchema.safeParse({ date: "2026-12-01", time: "18:00" }).success).toBe(true);
    const bad = depositDeadlineFieldsSchema.safeParse({ date: "1 Dec", time: "6pm" });
    expect(bad.error?.issues.map((issue) => issue.path[0])).toEqual(["date", "time"]);
    expect(deadlineInstant({ date: "2026-12-01", time: "18:00" })).toBe("2026-12-01T18:00:00.000Z");
    expect(deadlineInstant({ date: "2026-07-01", time: "18:00" })).toBe("2026-07-01T17:00:00.000Z");
    expect(deadlineInstant({ date: "2027-03-28", time: "01:30" })).toBeUndefined();
  });
});
