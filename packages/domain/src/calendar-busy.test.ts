import { describe, expect, it } from "vitest";
import {
  busyDuring,
  busyHorizon,
  busyNightProducers,
  busyOf,
  isNightBusy,
  londonDayInterval,
  publicBusyOnNight,
} from "./calendar-busy.js";
import { DURATIONS } from "./money.js";
import { startGrid } from "./slots.js";
import { closingMs, overlaps, sessionInterval } from "./schedule.js";
import { checkDiary, DIARY_TITLES, nightNotice, producerAwayMessage } from "./diary.js";
import { nightsAvailability } from "./nights.js";

const at = (iso: string) => Date.parse(iso);
// Friday 4 December 2026, London on GMT: the night runs 06:00 Friday to 06:00 Saturday.
const NIGHT = "2026-12-04";
const gig = { engineer: "Dre", startMs: at("2026-12-04T22:30:00Z"), endMs: at("2026-12-05T00:15:00Z") };

describe("busy time blocks a producer like leave", () => {
  it("refuses a session that overlaps it with the leave's title and words", () => {
    const verdict = checkDiary(
      { date: NIGHT, engineer: "Dre", startTime: "20:00", duration: 3 },
      [],
      [],
      [gig],
    );
    expect(verdict).toEqual({
      ok: false,
      reason: "away",
      title: DIARY_TITLES.away,
      message: producerAwayMessage("Dre", NIGHT),
      leave: null,
    });
  });

  it("lets a session that ends as it starts, another producer, and a slot without a time through", () => {
    expect(
      checkDiary({ date: NIGHT, engineer: "Dre", startTime: "20:00", duration: 2 }, [], [], [gig]).ok,
    ).toBe(true);
    expect(
      checkDiary({ date: NIGHT, engineer: "Ana", startTime: "22:00", duration: 2 }, [], [], [gig]).ok,
    ).toBe(true);
    expect(checkDiary({ date: NIGHT, engineer: "Dre" }, [], [], [gig]).ok).toBe(true);
    expect(checkDiary({ date: NIGHT }, [], [], [gig]).ok).toBe(true);
  });

  it("finds nothing for a start the spring change skips", () => {
    const spring = {
      engineer: "Dre",
      startMs: at("2027-03-27T00:00:00Z"),
      endMs: at("2027-03-28T05:00:00Z"),
    };
    expect(
      checkDiary({ date: "2027-03-27", engineer: "Dre", startTime: "01:00", duration: 2 }, [], [], [spring])
        .ok,
    ).toBe(true);
  });

  it("names the busy block a session overlaps", () => {
    expect(busyDuring("Dre", { startMs: gig.endMs - 1, endMs: gig.endMs + 1 }, [gig])).toBe(gig);
    expect(busyDuring("Dre", { startMs: gig.endMs, endMs: gig.endMs + 1 }, [gig])).toBeUndefined();
  });
});

describe("a night busy time covers whole", () => {
  const allNight = {
    engineer: "Dre",
    startMs: at("2026-12-04T11:00:00Z"),
    endMs: at("2026-12-05T06:00:00Z"),
  };

  it("shows the producer away on the notice and the date picker", () => {
    expect(isNightBusy(NIGHT, "Dre", [allNight])).toBe(true);
    expect(isNightBusy(NIGHT, "Ana", [allNight])).toBe(false);
    expect(isNightBusy(NIGHT, "Dre", [gig])).toBe(false);
    expect(
      busyNightProducers(NIGHT, [
        allNight,
        gig,
        { ...allNight, engineer: "Ana", startMs: at("2026-12-04T14:00:00Z") },
      ]),
    ).toEqual(["Dre"]);
    expect(nightNotice(NIGHT, [], [], [allNight])).toEqual({
      closed: null,
      away: ["Dre"],
      busy: [
        {
          engineer: "Dre",
          date: NIGHT,
          startTime: "11:00",
          duration: 19,
          startMs: at("2026-12-04T11:00:00Z"),
          endMs: at("2026-12-05T06:00:00Z"),
        },
      ],
    });
    const leave = [{ id: "l", engineer: "Dre", startDate: NIGHT, endDate: NIGHT, note: null }];
    expect(nightNotice(NIGHT, [], leave, [allNight]).away).toEqual(["Dre"]);
    expect(
      nightsAvailability({ from: NIGHT, to: NIGHT, closures: [], leave: [], busy: [allNight], bookings: [] }),
    ).toEqual([{ date: NIGHT, closed: null, away: ["Dre"], full: false }]);
  });
});

describe("the hours read", () => {
  it("reads a London day as 00:00 to 24:00, 25 hours on the October change", () => {
    expect(londonDayInterval("2026-07-01")).toEqual({
      startMs: at("2026-06-30T23:00:00Z"),
      endMs: at("2026-07-01T23:00:00Z"),
    });
    const october = londonDayInterval("2026-10-25");
    expect((october.endMs - october.startMs) / 3_600_000).toBe(25);
  });

  it("reads calendars from London's midnight today to the close of the last bookable night", () => {
    expect(busyHorizon(new Date("2026-12-01T12:00:00Z"))).toEqual({
      startMs: at("2026-12-01T00:00:00Z"),
      endMs: at("2027-03-02T06:00:00Z"),
    });
  });
});

describe("the public grid's busy sessions", () => {
  it("rounds out to whole hours, clips to the night and says nothing of the event", () => {
    // 22:30 to 00:15 blocks the hours 22:00 to 01:00.
    expect(publicBusyOnNight(NIGHT, [gig])).toEqual([
      {
        engineer: "Dre",
        date: NIGHT,
        startTime: "22:00",
        duration: 3,
        startMs: at("2026-12-04T22:00:00Z"),
        endMs: at("2026-12-05T01:00:00Z"),
      },
    ]);
    const days = { engineer: "Ana", startMs: at("2026-12-03T09:00:00Z"), endMs: at("2026-12-07T09:00:00Z") };
    expect(
      publicBusyOnNight(NIGHT, [
        days,
        { ...gig, startMs: at("2026-12-06T01:00:00Z"), endMs: at("2026-12-06T02:00:00Z") },
      ]),
    ).toEqual([
      {
        engineer: "Ana",
        date: NIGHT,
        startTime: "06:00",
        duration: 24,
        startMs: at("2026-12-04T06:00:00Z"),
        endMs: at("2026-12-05T06:00:00Z"),
      },
    ]);
  });

  it("marks on the grid exactly the starts and lengths the busy time blocks, for that producer only", () => {
    const busy = publicBusyOnNight(NIGHT, [gig]);
    const now = new Date("2026-12-01T12:00:00Z");
    const grid = startGrid({ date: NIGHT, producer: "Dre", bookings: busyOf(busy, "Dre"), now });
    // Oracle: a length fits a start when it ends by 06:00 and misses 22:30 to 00:15 (GMT: London is UTC).
    const fits = (time: string, hours: number) => {
      const start = Date.parse(`2026-12-0${time < "06:00" ? 5 : 4}T${time}:00Z`);
      const end = start + hours * 3_600_000;
      return end <= Date.parse("2026-12-05T06:00:00Z") && (end <= gig.startMs || start >= gig.endMs);
    };
    for (const slot of grid)
      expect(slot.durations, slot.time).toEqual(DURATIONS.filter((hours) => fits(slot.time, hours)));
    expect(grid.filter((slot) => !slot.enabled).map((slot) => slot.time)).toEqual([
      "21:00",
      "22:00",
      "23:00",
      "00:00",
    ]);
    expect(busyOf(busy, "Ana")).toEqual([]);
    expect(busyOf(undefined, "Dre")).toEqual([]);
  });
});

describe("busy time in the hour the October change repeats", () => {
  // Saturday 24 October 2026: 01:00 BST (00:00Z) comes, then 01:00 GMT (01:00Z). Busy 01:00 to
  // 02:00 GMT, the second 01:00 hour, blocks 00:00Z to... nothing before 01:00Z.
  const OCTOBER = "2026-10-24";
  const second = { engineer: "Dre", startMs: at("2026-10-25T01:00:00Z"), endMs: at("2026-10-25T02:00:00Z") };

  it("marks on the grid the starts and lengths that meet it, not the hour before", () => {
    const busy = publicBusyOnNight(OCTOBER, [second]);
    const grid = startGrid({
      date: OCTOBER,
      producer: "Dre",
      bookings: busy,
      now: new Date("2026-10-01T12:00:00Z"),
    });
    // Oracle: each start's real instant (a repeated time is its first), each length elapsed hours.
    for (const slot of grid) {
      const expected = DURATIONS.filter((hours) => {
        const session = sessionInterval({ date: OCTOBER, startTime: slot.time, duration: hours });
        return session !== null && session.endMs <= closingMs(OCTOBER) && !overlaps(session, second);
      });
      expect(slot.durations, slot.time).toEqual(expected);
    }
    // Midnight (23:00Z) for 2 hours ends at 01:00Z, as the busy time begins: free.
    expect(grid.find((slot) => slot.time === "00:00")?.durations).toEqual([2]);
    expect(grid.find((slot) => slot.time === "02:00")?.enabled).toBe(true);
  });
});
