import { describe, expect, it } from "vitest";
import { busyEvents } from "./calendar-events";
import { axisNow, comingFriday, intervalOnAxis, sessionOnAxis, wallClockOf } from "./studio-night";

describe("the calendar's studio-night axis", () => {
  it("draws an evening session six hours earlier on its own date", () => {
    expect(sessionOnAxis({ date: "2026-11-27", startTime: "14:00", duration: 3 })).toEqual({
      start: "2026-11-27 08:00:00",
      end: "2026-11-27 11:00:00",
    });
  });

  it("keeps a session past midnight in one piece, in its night's column", () => {
    expect(sessionOnAxis({ date: "2026-11-27", startTime: "22:00", duration: 4 })).toEqual({
      start: "2026-11-27 16:00:00",
      end: "2026-11-27 20:00:00",
    });
  });

  it("puts a 01:00 start on the night it belongs to, not the next calendar day", () => {
    expect(sessionOnAxis({ date: "2026-11-27", startTime: "01:00", duration: 2 })).toEqual({
      start: "2026-11-27 19:00:00",
      end: "2026-11-27 21:00:00",
    });
  });

  it("ends a session at 06:00 exactly at the end of the column", () => {
    expect(sessionOnAxis({ date: "2026-11-28", startTime: "02:00", duration: 4 }).end).toBe(
      "2026-11-29 00:00:00",
    );
  });

  it("draws the wall clock across the spring change: 4 elapsed hours from 23:00 end at 04:00", () => {
    expect(sessionOnAxis({ date: "2027-03-27", startTime: "23:00", duration: 4 })).toEqual({
      start: "2027-03-27 17:00:00",
      end: "2027-03-27 22:00:00",
    });
  });

  it("labels the hours with the real time", () => {
    expect(wallClockOf("2026-11-27 00:00:00")).toBe("06:00");
    expect(wallClockOf("2026-11-27 06:00:00")).toBe("12:00");
    expect(wallClockOf("2026-11-27 18:00:00")).toBe("00:00");
    expect(wallClockOf("2026-11-27 23:00:00")).toBe("05:00");
  });

  it("places now in the studio night under way (London time)", () => {
    expect(axisNow(new Date("2026-11-28T01:30:00Z"))).toBe("2026-11-27 19:30:00");
    expect(axisNow(new Date("2026-07-04T12:00:00Z"))).toBe("2026-07-04 07:00:00");
  });
});

describe("the phone's weekend: the coming Friday to Sunday", () => {
  // November: London time is UTC. Friday 27 November 2026 opens the weekend.
  it.each([
    ["Monday noon", "2026-11-23T12:00:00Z", "2026-11-27"],
    ["Thursday night", "2026-11-26T23:00:00Z", "2026-11-27"],
    ["Friday evening", "2026-11-27T20:00:00Z", "2026-11-27"],
    ["Sunday night", "2026-11-29T23:00:00Z", "2026-11-27"],
    ["Monday 03:00, still Sunday night", "2026-11-30T03:00:00Z", "2026-11-27"],
    ["Monday morning, the weekend over", "2026-11-30T07:00:00Z", "2026-12-04"],
  ])("%s opens on the weekend of %s", (_when, now, friday) => {
    expect(comingFriday(new Date(now))).toBe(friday);
  });
});

describe("busy time on the studio-night axis", () => {
  const at = (iso: string) => Date.parse(iso);

  it("draws an evening's busy time in its night's column, six hours earlier", () => {
    expect(
      intervalOnAxis({ startMs: at("2026-12-04T20:00:00Z"), endMs: at("2026-12-05T01:30:00Z") }),
    ).toEqual([{ night: "2026-12-04", start: "2026-12-04 14:00:00", end: "2026-12-04 19:30:00" }]);
  });

  it("cuts an all-day event at 06:00 into the two nights it touches (London midnight to midnight)", () => {
    expect(
      intervalOnAxis({ startMs: at("2026-12-11T00:00:00Z"), endMs: at("2026-12-12T00:00:00Z") }),
    ).toEqual([
      { night: "2026-12-10", start: "2026-12-10 18:00:00", end: "2026-12-11 00:00:00" },
      { night: "2026-12-11", start: "2026-12-11 00:00:00", end: "2026-12-11 18:00:00" },
    ]);
  });
});

describe("busy time as calendar events", () => {
  it("says Busy with the producer, the calendar's label and the event's title, with its real range", () => {
    const [event] = busyEvents([
      {
        id: "c1:1:2",
        engineer: "Dre",
        label: "Gigs",
        title: "Jazz Café",
        startMs: Date.parse("2026-12-04T20:00:00Z"),
        endMs: Date.parse("2026-12-04T23:00:00Z"),
        allDay: false,
      },
    ]);
    expect(event).toMatchObject({
      title: "Busy - Dre (Gigs): Jazz Café",
      start: "2026-12-04 14:00:00",
      end: "2026-12-04 17:00:00",
      payload: { range: "Fri 4 Dec, 8:00 PM – 11:00 PM" },
    });
  });
});
