import { describe, expect, it } from "vitest";
import {
  ownerToBeTold,
  busyRangeSchema,
  CALENDAR_URL_MESSAGE,
  calendarInputSchema,
  calendarUrlSchema,
  hostOf,
  lastReadText,
  urlHint,
} from "./calendar-subscriptions.js";

const GOOGLE = "https://calendar.google.com/calendar/ical/dre%40example.com/private-0a1b2c/basic.ics";

describe("the calendar address", () => {
  it("takes https and http as they are, and reads webcal as https", () => {
    expect(calendarUrlSchema.parse(` ${GOOGLE} `)).toBe(GOOGLE);
    expect(calendarUrlSchema.parse("http://cal.example:8080/a.ics")).toBe("http://cal.example:8080/a.ics");
    expect(calendarUrlSchema.parse("webcal://p01-caldav.icloud.com/published/2/MTA")).toBe(
      "https://p01-caldav.icloud.com/published/2/MTA",
    );
    expect(calendarUrlSchema.parse("WEBCAL://[::1]:4000")).toBe("https://[::1]:4000");
  });

  it.each([
    "ftp://cal.example/a.ics",
    "calendar.google.com/a.ics",
    "https://",
    "https://a b/c",
    "file:///etc/passwd",
  ])("refuses %j with the rule", (address) => {
    const result = calendarUrlSchema.safeParse(address);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(CALENDAR_URL_MESSAGE);
  });

  it("refuses an empty or overlong address", () => {
    expect(calendarUrlSchema.safeParse("  ").error?.issues[0]?.message).toBe("Calendar address is required");
    expect(calendarUrlSchema.safeParse(`https://a.example/${"x".repeat(2000)}`).success).toBe(false);
  });

  it("names its host, and shows only the host and the last four characters", () => {
    expect(hostOf("https://user@[2001:DB8::1]:443/x")).toBe("2001:db8::1");
    expect(hostOf("nothing")).toBeNull();
    expect(urlHint(GOOGLE)).toBe("calendar.google.com ....ics");
    expect(urlHint("nothing")).toBe("? ...hing");
  });
});

describe("the subscription input", () => {
  it("names the field that is wrong", () => {
    const result = calendarInputSchema.safeParse({ engineer: "Dre", label: "", url: "ftp://x" });
    expect(new Set(result.error?.issues.map((issue) => issue.path[0]))).toEqual(new Set(["label", "url"]));
  });

  it("keeps the producer, the label and the address to fetch", () => {
    expect(
      calendarInputSchema.parse({ engineer: "Dre", label: " Gigs ", url: "webcal://a.example/x" }),
    ).toEqual({
      engineer: "Dre",
      label: "Gigs",
      url: "https://a.example/x",
    });
  });

  it("reads a busy range of instants", () => {
    expect(
      busyRangeSchema.safeParse({ from: "2026-12-01T00:00:00Z", to: "2026-12-02T00:00:00+01:00" }).success,
    ).toBe(true);
    expect(busyRangeSchema.safeParse({ from: "2026-12-01", to: "x" }).success).toBe(false);
  });
});

describe("lastReadText", () => {
  const now = new Date("2026-12-01T12:00:00Z");
  it.each([
    [{ lastReadAt: null, lastError: "Not found (404)" }, "Never read: Not found (404)"],
    [{ lastReadAt: null, lastError: null }, "Never read"],
    [{ lastReadAt: "2026-12-01T11:59:30Z", lastError: null }, "Last read just now"],
    [{ lastReadAt: "2026-12-01T11:59:00Z", lastError: null }, "Last read 1 minute ago"],
    [{ lastReadAt: "2026-12-01T11:15:00Z", lastError: null }, "Last read 45 minutes ago"],
    [
      { lastReadAt: "2026-12-01T09:00:00Z", lastError: "Not a calendar" },
      "Last read 3 hours ago: Not a calendar",
    ],
    [{ lastReadAt: "2026-11-29T12:00:00Z", lastError: "Timed out" }, "Last read 2 days ago: Timed out"],
  ])("%j reads %j", (subscription, expected) => {
    expect(lastReadText(subscription, now)).toBe(expected);
  });
});

describe("telling the owner of a failing calendar", () => {
  const since = "2026-11-01T12:00:00.000Z";
  it("tells after a day of failures, once until it reads again", () => {
    expect(ownerToBeTold(since, null, new Date("2026-11-02T11:59:00Z"))).toBe(false);
    expect(ownerToBeTold(since, null, new Date("2026-11-02T12:00:00Z"))).toBe(true);
    expect(ownerToBeTold(since, "2026-11-02T12:00:00Z", new Date("2026-11-03T12:00:00Z"))).toBe(false);
  });
});
