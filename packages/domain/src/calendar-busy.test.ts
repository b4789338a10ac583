import { describe, expect, it } from "vitest";
import {
  busyDuring,
  busyHorizon,
  busyNightEngineers,
  isNightBusy,
  londonDayInterval,
} from "./calendar-busy.js";
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
      busyNightEngineers(NIGHT, [
        allNight,
        gig,
        { ...allNight, engineer: "Ana", startMs: at("2026-12-04T14:00:00Z") },
      ]),
    ).toEqual(["Dre"]);
    expect(nightNotice(NIGHT, [], [], [allNight])).toEqual({ closed: null, away: ["Dre"] });
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
