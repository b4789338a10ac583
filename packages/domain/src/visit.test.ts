import { describe, expect, it } from "vitest";
import { MAX_PEOPLE, PAYMENT_AT_STUDIO, PEOPLE_LIMIT } from "./visit.js";

describe("what a customer is told of their visit", () => {
  it("says how many may come, from the one limit", () => {
    expect(MAX_PEOPLE).toBe(6);
    expect(PEOPLE_LIMIT).toBe("Up to 6 people may come to the session.");
  });

  it("says the session is paid at the studio, on the day", () => {
    expect(PAYMENT_AT_STUDIO).toBe("Payment at the studio: cash, card and contactless on the day.");
  });
});
