import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./schedule.js";
import {
  bookingsInside,
  type Closure,
  checkDiary,
  closureInputSchema,
  coversNight,
  leaveInputSchema,
  nightNotice,
  oneNightOrRange,
  type ProducerLeave,
} from "./diary.js";

const PRODUCERS = ["Marcus", "Dre", "Kofi"];
const BASE = "2026-12-01";

const night = fc.integer({ min: 0, max: 60 }).map((n) => addDays(BASE, n));
const range = fc
  .tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 10 }))
  .map(([start, length]) => ({ startDate: addDays(BASE, start), endDate: addDays(BASE, start + length) }));
const closures: fc.Arbitrary<Closure[]> = fc.array(
  range.map((r) => ({ ...r, id: "c", reason: "Maintenance", publicText: "Closed for maintenance" })),
  { maxLength: 4 },
);
const leave: fc.Arbitrary<ProducerLeave[]> = fc.array(
  fc
    .tuple(range, fc.constantFrom(...PRODUCERS))
    .map(([r, producer]) => ({ ...r, engineer: producer, id: producer, note: null })),
  { maxLength: 4 },
);

/** The oracle: walk every night of every range. */
function nightsOf(r: { startDate: string; endDate: string }): string[] {
  const nights: string[] = [];
  for (let d = r.startDate; d <= r.endDate; d = addDays(d, 1)) nights.push(d);
  return nights;
}

describe("the diary check against walking every night", () => {
  it("refuses exactly the nights a closure covers, whoever the producer", () => {
    fc.assert(
      fc.property(night, fc.constantFrom(...PRODUCERS), closures, leave, (date, producer, cs, ls) => {
        const closed = cs.some((c) => nightsOf(c).includes(date));
        const verdict = checkDiary({ date, engineer: producer }, cs, ls);
        if (closed) expect(verdict).toMatchObject({ ok: false, reason: "closed" });
        else expect(verdict.ok || verdict.reason === "away").toBe(true);
      }),
    );
  });

  it("refuses a producer only on their own leave, and never another producer", () => {
    fc.assert(
      fc.property(night, fc.constantFrom(...PRODUCERS), leave, (date, producer, ls) => {
        const away = ls.some((l) => l.engineer === producer && nightsOf(l).includes(date));
        const verdict = checkDiary({ date, engineer: producer }, [], ls);
        expect(verdict.ok).toBe(!away);
        if (!verdict.ok) expect(verdict.message).toContain(producer);
      }),
    );
  });

  it("with no closures and no leave, every night is open", () => {
    fc.assert(
      fc.property(night, fc.constantFrom(...PRODUCERS), (date, producer) => {
        expect(checkDiary({ date, engineer: producer }, [], [])).toEqual({ ok: true });
      }),
    );
  });

  it("the grid's notice agrees with the check", () => {
    fc.assert(
      fc.property(night, closures, leave, (date, cs, ls) => {
        const notice = nightNotice(date, cs, ls);
        expect(notice.closed !== null).toBe(!checkDiary({ date }, cs, []).ok);
        for (const producer of PRODUCERS) {
          expect(notice.away.includes(producer)).toBe(!checkDiary({ date, engineer: producer }, [], ls).ok);
        }
      }),
    );
  });
});

describe("the diary check's texts, the bookings inside a closure and the ranges it accepts", () => {
  it("names the real night and the public text", () => {
    const christmas: Closure = {
      id: "x",
      startDate: "2026-12-24",
      endDate: "2026-12-27",
      reason: "Staff holiday",
      publicText: "Closed for Christmas",
    };
    const verdict = checkDiary({ date: "2026-12-25", engineer: "Dre" }, [christmas], []);
    expect(verdict).toMatchObject({
      ok: false,
      title: "Studio Closed",
      message: "The studio is closed on Fri 25 Dec (Closed for Christmas). Please choose another night.",
    });
    expect(coversNight(christmas, "2026-12-27")).toBe(true);
    expect(coversNight(christmas, "2026-12-28")).toBe(false);
    const away: ProducerLeave = {
      id: "l",
      engineer: "Dre",
      startDate: "2026-12-04",
      endDate: "2026-12-04",
      note: null,
    };
    expect(checkDiary({ date: "2026-12-04", engineer: "Dre" }, [], [away])).toMatchObject({
      ok: false,
      title: "Producer Away",
      message: "Dre is away on Fri 4 Dec. Please choose another producer or night.",
    });
  });

  it("lists the active bookings inside a closure and leaves cancelled ones out", () => {
    const bookings = [
      { id: "a", date: "2026-12-25", status: "confirmed" },
      { id: "b", date: "2026-12-26", status: "cancelled" },
      { id: "c", date: "2026-12-28", status: "confirmed" },
    ];
    expect(
      bookingsInside({ startDate: "2026-12-24", endDate: "2026-12-27" }, bookings).map((b) => b.id),
    ).toEqual(["a"]);
  });

  it("takes a range typed without its end night as one night", () => {
    expect(oneNightOrRange({ startDate: "2026-12-24", endDate: "", reason: "x" })).toEqual({
      startDate: "2026-12-24",
      endDate: "2026-12-24",
      reason: "x",
    });
    expect(oneNightOrRange({ startDate: "2026-12-24", endDate: "2026-12-27" }).endDate).toBe("2026-12-27");
  });

  it("refuses a range that ends before it starts, naming the end date", () => {
    const closure = closureInputSchema.safeParse({
      startDate: "2026-12-27",
      endDate: "2026-12-24",
      reason: "x",
    });
    expect(closure.success).toBe(false);
    expect(closure.error?.issues[0]).toMatchObject({ path: ["endDate"] });
    expect(
      leaveInputSchema.safeParse({ startDate: "2026-12-24", endDate: "2026-12-24", engineer: "" }).success,
    ).toBe(false);
  });
});
