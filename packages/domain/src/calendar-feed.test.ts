import { describe, expect, it } from "vitest";
import {
  calendarFeedDetailsSchema,
  calendarFeedLinks,
  calendarFeedName,
  calendarFeedScopeSchema,
  calendarFeedStart,
  feedClosureSummary,
  feedEventDescription,
  feedEventSummary,
} from "./calendar-feed.js";

const booking = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "07700900123",
  engineer: "Marcus",
  projectDescription: "Vocals for the EP",
};

describe("a calendar feed's window", () => {
  it("starts four weeks before today (London)", () => {
    // GMT from 25 Oct: 23:30 UTC on 31 Oct is still 31 Oct in London.
    expect(calendarFeedStart(new Date("2026-10-31T23:30:00Z"))).toBe("2026-10-03");
    // 23:30 UTC in summer is 00:30 the next day in London.
    expect(calendarFeedStart(new Date("2026-07-31T23:30:00Z"))).toBe("2026-07-04");
  });
});

describe("a feed event's texts", () => {
  it("names the customer by first name only and the producer, and carries the notes", () => {
    expect(feedEventSummary(booking, "first-name")).toBe("Ada with Marcus");
    const description = feedEventDescription(booking, "first-name");
    expect(description).toBe("Vocals for the EP");
    expect(description).not.toContain("ada@example.com");
    expect(description).not.toContain("07700900123");
  });

  it("adds the surname, e-mail and phone only when the studio shows full details", () => {
    expect(feedEventSummary(booking, "full")).toBe("Ada Lovelace with Marcus");
    expect(feedEventDescription(booking, "full")).toBe(
      "Vocals for the EP\nE-mail: ada@example.com\nPhone: 07700900123",
    );
  });

  it("says so when a booking has no notes", () => {
    expect(feedEventDescription({ ...booking, projectDescription: null }, "first-name")).toBe("No notes");
    expect(feedEventDescription({ ...booking, projectDescription: "  " }, "first-name")).toBe("No notes");
  });

  it("names the calendar and a closure", () => {
    expect(calendarFeedName("Leyton Sound Studio")).toBe("Leyton Sound Studio");
    expect(calendarFeedName("Leyton Sound Studio", "Dre")).toBe("Leyton Sound Studio: Dre");
    expect(feedClosureSummary("Christmas")).toBe("Studio closed: Christmas");
  });
});

describe("the feed schemas", () => {
  it("take the two detail levels and refuse anything else with a clear message", () => {
    expect(calendarFeedDetailsSchema.parse("full")).toBe("full");
    const refused = calendarFeedDetailsSchema.safeParse("everything");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('must be "first-name" or "full"');
  });

  it("need a scope", () => {
    expect(calendarFeedScopeSchema.parse({ scope: " studio " })).toEqual({ scope: "studio" });
    expect(calendarFeedScopeSchema.safeParse({ scope: "" }).error?.issues[0]?.message).toBe(
      "Scope is required",
    );
    expect(calendarFeedScopeSchema.safeParse({ scope: "x".repeat(65) }).success).toBe(false);
    for (const bad of ["studio'; drop table", "\uD800", "🎤", "a\u0000b"])
      expect(calendarFeedScopeSchema.safeParse({ scope: bad }).error?.issues[0]?.message).toBe(
        "Scope must be the studio or a producer's id",
      );
  });
});

describe("a feed's links", () => {
  it("are built from the public address, with a webcal:// twin", () => {
    expect(calendarFeedLinks("https://studio.example.com/", "abc")).toEqual({
      url: "https://studio.example.com/calendar/abc.ics",
      webcalUrl: "webcal://studio.example.com/calendar/abc.ics",
    });
    expect(calendarFeedLinks("http://127.0.0.1:3000", "abc").webcalUrl).toBe(
      "webcal://127.0.0.1:3000/calendar/abc.ics",
    );
  });
});
