import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import "./schemas.js";

const hours = z.object({
  hours: z.number().check(z.int(), z.minimum(0), z.maximum(672)),
  share: z.optional(z.number().check(z.gt(0), z.lt(1))),
  on: z.optional(z.boolean()),
  name: z.optional(z.string()),
});
const messageOf = (input: unknown) => hours.safeParse(input).error?.issues[0]?.message;

describe("the words of a check without a message of its own", () => {
  it("say what a number must be", () => {
    expect(messageOf({})).toBe("Required");
    expect(messageOf({ hours: 1.5 })).toBe("Must be a whole number");
    expect(messageOf({ hours: "48" })).toBe("Must be a number");
    expect(messageOf({ hours: Number.POSITIVE_INFINITY })).toBe("Must be a number");
    expect(messageOf({ hours: 700 })).toBe("Must be at most 672");
    expect(messageOf({ hours: -1 })).toBe("Must be at least 0");
    expect(messageOf({ hours: 1, share: 1 })).toBe("Must be less than 1");
    expect(messageOf({ hours: 1, share: 0 })).toBe("Must be more than 0");
  });

  it("say a yes or no is true or false, and leave the rest to zod's English", () => {
    expect(messageOf({ hours: 1, on: "yes" })).toBe("Must be true or false");
    expect(messageOf({ hours: 1, name: 5 })).toBe("Invalid input: expected string, received number");
    expect(z.string().check(z.maxLength(2)).safeParse("abc").error?.issues[0]?.message).toBe(
      "Too big: expected string to have <=2 characters",
    );
  });
});
