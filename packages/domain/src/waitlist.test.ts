import { describe, expect, it } from "vitest";
import {
  checkWaitlistJoin,
  fittingStarts,
  isSameNeed,
  type WaitlistNight,
  waitlistBookingPath,
  waitlistInputSchema,
  waitlistMailTexts,
  waitlistTexts,
  waitlistTokenSchema,
} from "./waitlist.js";

// Tuesday 1 Dec 2026, noon in London; Friday 4 Dec is a session night.
const now = new Date("2026-12-01T12:00:00Z");
const FRIDAY = "2026-12-04";
const night = (over: Partial<WaitlistNight> = {}): WaitlistNight => ({
  closures: [],
  leave: [],
  bookings: [],
  bookableProducers: ["Marcus", "Ana"],
  now,
  ...over,
});
const session = (startTime: string, duration: number) => ({
  date: FRIDAY,
  startTime,
  duration,
  engineer: "Marcus",
  status: "confirmed",
});
// 12:00 to 22:00 and 22:00 to 06:00: nothing free.
const FULL = [session("12:00", 10), session("22:00", 8)];
const need = { date: FRIDAY, engineer: "Marcus", minDuration: 2 };

describe("waitlistInputSchema", () => {
  it("takes a need with a producer or with any (null)", () => {
    const input = {
      firstName: " Ana ",
      email: "ana@example.com",
      date: FRIDAY,
      engineer: null,
      minDuration: 3,
    };
    expect(waitlistInputSchema.parse(input)).toEqual({ ...input, firstName: "Ana" });
    expect(waitlistInputSchema.parse({ ...input, engineer: "Marcus" }).engineer).toBe("Marcus");
  });

  it("names the field of bad input", () => {
    const result = waitlistInputSchema.safeParse({
      firstName: "",
      email: "x",
      date: "2026-02-30",
      minDuration: 5,
    });
    const paths = result.error?.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["firstName", "email", "date", "engineer", "minDuration"]));
  });

  it("takes a token of reasonable length", () => {
    expect(waitlistTokenSchema.safeParse({ token: "abc" }).success).toBe(true);
    expect(waitlistTokenSchema.safeParse({ token: "" }).success).toBe(false);
    expect(waitlistTokenSchema.safeParse({ token: "x".repeat(201) }).success).toBe(false);
  });
});

describe("fittingStarts", () => {
  it("lists the starts where the length fits, clear of sessions and holds", () => {
    expect(fittingStarts(need, night({ bookings: FULL }))).toEqual([]);
    const freed = [session("12:00", 10)];
    expect(fittingStarts(need, night({ bookings: freed }))).toEqual([
      "22:00",
      "23:00",
      "00:00",
      "01:00",
      "02:00",
      "03:00",
    ]);
    expect(fittingStarts({ ...need, minDuration: 8 }, night({ bookings: freed }))).toEqual(["22:00"]);
  });

  it("finds nothing on a closed night", () => {
    const closures = [
      { id: "c", startDate: FRIDAY, endDate: FRIDAY, reason: "Boiler", publicText: "Closed" },
    ];
    expect(fittingStarts(need, night({ closures }))).toEqual([]);
  });

  it("finds nothing while the producer is away; any producer needs one in", () => {
    const away = (producer: string) => ({
      id: producer,
      engineer: producer,
      startDate: FRIDAY,
      endDate: FRIDAY,
      note: null,
    });
    expect(fittingStarts(need, night({ leave: [away("Marcus")] }))).toEqual([]);
    const any = { ...need, engineer: null };
    expect(fittingStarts(any, night({ leave: [away("Marcus")] })).length).toBeGreaterThan(0);
    expect(fittingStarts(any, night({ leave: [away("Marcus"), away("Ana")] }))).toEqual([]);
  });

  it("leaves out starts the producer's own calendar shows them busy for; any producer needs one free", () => {
    // Marcus busy 12:00 to 04:00: no start is left for a 2-hour session with him.
    const busy = [
      {
        engineer: "Marcus",
        startMs: Date.parse("2026-12-04T12:00:00Z"),
        endMs: Date.parse("2026-12-05T04:00:00Z"),
      },
    ];
    expect(fittingStarts(need, night({ busy }))).toEqual([]);
    expect(
      fittingStarts(
        { ...need, minDuration: 2 },
        night({ busy: [{ ...busy[0]!, endMs: Date.parse("2026-12-05T01:00:00Z") }] }),
      ),
    ).toEqual(["01:00", "02:00", "03:00"]);
    expect(fittingStarts({ ...need, engineer: null }, night({ busy })).length).toBe(16);
  });

  it("leaves out starts that have begun", () => {
    const late = new Date("2026-12-05T02:30:00Z");
    expect(fittingStarts(need, night({ now: late }))).toEqual(["03:00"]);
  });
});

describe("checkWaitlistJoin", () => {
  it("takes a need while nothing fits", () => {
    expect(checkWaitlistJoin(need, night({ bookings: FULL }))).toEqual({ ok: true });
  });

  it("refuses while a fitting start is free, naming the first", () => {
    const verdict = checkWaitlistJoin(need, night({ bookings: [session("12:00", 10)] }));
    expect(verdict).toEqual({
      ok: false,
      kind: "free",
      message:
        "A 2-hour session with Marcus can still be booked on Fri 4 Dec (from 10:00 PM). Please book it instead of joining the waitlist.",
    });
    const any = checkWaitlistJoin({ ...need, engineer: null }, night());
    expect(any.ok === false && any.message).toMatch(/^A 2-hour session can still be booked/);
  });

  it("refuses a night that is not a public one", () => {
    expect(checkWaitlistJoin({ ...need, date: "2026-12-03" }, night())).toMatchObject({
      kind: "invalid",
      title: "Thursday Booking Enquiry",
    });
    expect(checkWaitlistJoin({ ...need, date: "2026-12-07" }, night())).toMatchObject({ kind: "invalid" });
    expect(checkWaitlistJoin({ ...need, date: "2027-06-04" }, night())).toMatchObject({ kind: "invalid" });
  });
});

describe("texts and links", () => {
  it("says what the visitor waits for and where the offer leads", () => {
    expect(waitlistTexts.intro(need)).toContain(
      "Nothing of 2 hours or more is free with Marcus on Fri 4 Dec",
    );
    expect(waitlistTexts.joined({ ...need, engineer: null })).toContain("a 2-hour session frees up");
    expect(waitlistTexts.tooManyForEmail(FRIDAY)).toContain("cannot join the waitlist for Fri 4 Dec");
    expect(waitlistTexts.tooManyForEmail(FRIDAY)).not.toContain("already");
    expect(waitlistTexts.tooManyFromHere(FRIDAY)).toBe(
      "Too many waitlist entries for Fri 4 Dec have been made from this connection today. Please try again tomorrow, or contact the studio.",
    );
    expect(waitlistTexts.waiting(3)).toBe("3 waiting");
    const now = new Date("2026-11-28T12:00:00Z");
    expect(waitlistMailTexts.joinedSubject("Studio", FRIDAY, now)).toBe(
      "You are on the waitlist: Studio, Fri 4 Dec",
    );
    expect(waitlistMailTexts.offerSubject("Studio", FRIDAY, now)).toBe(
      "Time has freed up: Studio, Fri 4 Dec",
    );
    expect(waitlistMailTexts.offer(need, now)).toContain(
      "Time has freed up on Friday 4 December: a 2-hour session with Marcus can be booked now",
    );
    // A night in another year names it.
    expect(waitlistMailTexts.offerSubject("Studio", "2027-01-08", now)).toBe(
      "Time has freed up: Studio, Fri 8 Jan 2027",
    );
    expect(waitlistMailTexts.need({ ...need, engineer: null })).toBe("2 hours or more with any producer");
    expect(waitlistMailTexts.need(need)).toBe("2 hours or more with Marcus");
    expect(waitlistBookingPath(need)).toBe("/booking?date=2026-12-04&engineer=Marcus");
    expect(waitlistBookingPath({ date: FRIDAY, engineer: null })).toBe("/booking?date=2026-12-04");
  });
});

describe("isSameNeed", () => {
  it("is the same need for the same night, producer and length, whatever the e-mail's case", () => {
    const joined = { ...need, email: "Ana@Example.com" };
    expect(isSameNeed(joined, { ...need, email: "ana@example.com" })).toBe(true);
    expect(isSameNeed(joined, { ...need, email: "ana@example.org" })).toBe(false);
    expect(isSameNeed(joined, { ...joined, date: "2026-12-05" })).toBe(false);
    expect(isSameNeed(joined, { ...joined, engineer: null })).toBe(false);
    expect(isSameNeed(joined, { ...joined, minDuration: 4 })).toBe(false);
  });
});
