import type { Booking, Hold } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";
import { testBooking } from "./test-booking";
import { byNight, DEFAULT_FILTER, heldInView, ordinal, viewCounts, withHolds, workList } from "./work-list";

let n = 0;
/** A booking with its own id and creation date, in the order the test makes them. */
function booking(overrides: Partial<Booking>): Booking {
  n += 1;
  return testBooking({ id: `b${n}`, createdAt: `2026-11-0${n % 9}T10:00:00.000Z`, ...overrides });
}

// Friday 27 November 2026, 18:00 London (GMT).
const now = new Date("2026-11-27T18:00:00Z");

const tonightLate = booking({ date: "2026-11-27", startTime: "01:00", firstName: "Late" });
const tonightEarly = booking({ date: "2026-11-27", startTime: "19:00", firstName: "Early" });
const nextWeek = booking({
  date: "2026-12-04",
  startTime: "12:00",
  firstName: "Next",
  email: "next@example.com",
});
const lastWeek = booking({ date: "2026-11-20", startTime: "12:00", firstName: "Gone" });
const cancelled = booking({ date: "2026-11-28", status: "cancelled", firstName: "Off", engineer: "Marcus" });
const all = [nextWeek, cancelled, tonightLate, lastWeek, tonightEarly];

describe("the work list's views and counts", () => {
  it("opens on Upcoming: confirmed sessions not yet over, by real start, tonight's first and marked", () => {
    const items = workList(all, DEFAULT_FILTER, now);
    expect(items.map((i) => i.booking.firstName)).toEqual(["Early", "Late", "Next"]);
    expect(items.map((i) => i.tonight)).toEqual([true, true, false]);
  });

  it("has Past (latest first), Cancelled and All views, and counts each", () => {
    expect(workList(all, { ...DEFAULT_FILTER, view: "past" }, now).map((i) => i.booking.firstName)).toEqual([
      "Gone",
    ]);
    expect(
      workList(all, { ...DEFAULT_FILTER, view: "cancelled" }, now).map((i) => i.booking.firstName),
    ).toEqual(["Off"]);
    expect(workList(all, { ...DEFAULT_FILTER, view: "all" }, now)).toHaveLength(5);
    expect(viewCounts(all, DEFAULT_FILTER, now)).toEqual({ upcoming: 3, past: 1, cancelled: 1, all: 5 });
  });
});

describe("tonight on the work list", () => {
  // Sunday 29 November 2026, 23:19 London: Sunday's studio night runs until 06:00 on Monday.
  const at2319 = new Date("2026-11-29T23:19:00Z");
  const evening = booking({ date: "2026-11-29", startTime: "18:00", duration: 4, firstName: "Eve" });
  const saturday = booking({ date: "2026-11-28", startTime: "18:00", duration: 4, firstName: "Sat" });

  it("keeps tonight's 18:00-22:00 session in Upcoming, marked, at 23:19, and not in Past", () => {
    const upcoming = workList([evening, saturday], DEFAULT_FILTER, at2319);
    expect(upcoming.map((i) => [i.booking.firstName, i.tonight])).toEqual([["Eve", true]]);
    expect(byNight(upcoming, at2319)[0]?.heading).toBe("Tonight: Sunday night, Sun 29 Nov");
    const past = workList([evening, saturday], { ...DEFAULT_FILTER, view: "past" }, at2319);
    expect(past.map((i) => i.booking.firstName)).toEqual(["Sat"]);
  });

  it("moves it to Past when the night ends at 06:00", () => {
    const at0600 = new Date("2026-11-30T06:00:00Z");
    const past = workList([evening], { ...DEFAULT_FILTER, view: "past" }, at0600);
    expect(past.map((i) => [i.booking.firstName, i.tonight])).toEqual([["Eve", false]]);
  });
});

describe("the work list's search, filters and numbering", () => {
  it("searches names, e-mails and phone digits, and filters by producer and nights", () => {
    const all5 = { ...DEFAULT_FILTER, view: "all" as const };
    expect(workList(all, { ...all5, search: "NEXT@" }, now).map((i) => i.booking.firstName)).toEqual([
      "Next",
    ]);
    expect(workList(all, { ...all5, search: "900 123" }, now)).toHaveLength(5);
    expect(workList(all, { ...all5, engineer: "Marcus" }, now).map((i) => i.booking.firstName)).toEqual([
      "Off",
    ]);
    expect(
      workList(all, { ...all5, from: "2026-11-27", to: "2026-11-28" }, now).map((i) => i.booking.firstName),
    ).toEqual(["Early", "Late", "Off"]);
  });

  it("numbers each customer's bookings in the order they were made", () => {
    const first = booking({ email: "zoe@example.com", createdAt: "2026-01-01T00:00:00Z" });
    const second = booking({ email: "ZOE@example.com", createdAt: "2026-02-01T00:00:00Z" });
    const items = workList([second, first], { ...DEFAULT_FILTER, view: "all" }, now);
    expect(Object.fromEntries(items.map((i) => [i.booking.id, i.nth]))).toEqual({
      [first.id]: 1,
      [second.id]: 2,
    });
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map(ordinal).join(" ")).toBe(
      "1st 2nd 3rd 4th 11th 12th 13th 21st 22nd 23rd 101st",
    );
  });
});

describe("the work list as CSV", () => {
  it("exports CSV with a BOM, CRLF lines, quoted fields and formulas defused", () => {
    const tricky = booking({
      firstName: "Zoë",
      lastName: 'O"Neil',
      projectDescription: "=HYPERLINK(1)\nline, two",
    });
    const csv = toCsv(workList([tricky], { ...DEFAULT_FILTER, view: "all" }, now));
    expect(csv.startsWith('\uFEFF"Night",')).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Zoë","O""Neil"');
    expect(lines[1]).toContain('"\'=HYPERLINK(1)\nline, two"');
    // ISO 8601 throughout: the session's London wall times, and the booking's instant in UTC.
    expect(lines[1]).toContain('"2026-11-27T20:00","2026-11-27T22:00"');
    expect(lines[1]).toMatch(/"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z"/);
  });
});

describe("the work list's nights", () => {
  it("groups the sessions under their nights, tonight's and this weekend's said so", () => {
    const saturday = booking({ date: "2026-11-28", startTime: "20:00", firstName: "Sat" });
    const items = workList([...all, saturday], DEFAULT_FILTER, now);
    expect(
      byNight(items, now).map((group) => [group.heading, group.items.map((i) => i.booking.firstName)]),
    ).toEqual([
      ["Tonight: Friday night, Fri 27 Nov", ["Early", "Late"]],
      ["This weekend: Saturday night, Sat 28 Nov", ["Sat"]],
      ["Friday night, Fri 4 Dec", ["Next"]],
    ]);
  });
});

describe("the work list's holds", () => {
  const hold = (overrides: Partial<Hold>): Hold => ({
    id: `h-${overrides.firstName}`,
    date: "2026-11-27",
    startTime: "22:00",
    duration: 2,
    engineer: "Dre",
    firstName: "Held",
    lastName: "Artist",
    email: "held@example.com",
    phone: "07700 900 777",
    expiresAt: "2026-11-27T20:00:00.000Z",
    note: null,
    ...overrides,
  });
  const tonight = hold({ firstName: "Pencil" });
  const sunday = hold({ firstName: "Sunday", date: "2026-11-29", startTime: "12:00", engineer: "Marcus" });

  it("shows holds in Upcoming and All only, under the same search and filters", () => {
    expect(heldInView([tonight, sunday], DEFAULT_FILTER, now).map((i) => i.hold.firstName)).toEqual([
      "Pencil",
      "Sunday",
    ]);
    for (const view of ["past", "cancelled"] as const)
      expect(heldInView([tonight], { ...DEFAULT_FILTER, view }, now)).toEqual([]);
    expect(heldInView([tonight, sunday], { ...DEFAULT_FILTER, engineer: "Marcus" }, now)).toHaveLength(1);
    expect(heldInView([tonight, sunday], { ...DEFAULT_FILTER, search: "900777" }, now)).toHaveLength(2);
    expect(heldInView([tonight, sunday], { ...DEFAULT_FILTER, search: "nobody" }, now)).toEqual([]);
    expect(heldInView([tonight, sunday], { ...DEFAULT_FILTER, from: "2026-11-28" }, now)).toHaveLength(1);
    expect(heldInView([tonight, sunday], { ...DEFAULT_FILTER, to: "2026-11-28" }, now)).toHaveLength(1);
    // A hold whose session is over (not lapsed yet) is in All, not in Upcoming.
    const over = hold({ firstName: "Over", date: "2026-11-20" });
    expect(heldInView([over], DEFAULT_FILTER, now)).toEqual([]);
    expect(heldInView([over], { ...DEFAULT_FILTER, view: "all" }, now)).toHaveLength(1);
  });

  it("puts each hold among its night's sessions by real start", () => {
    const entries = withHolds(
      workList(all, DEFAULT_FILTER, now),
      heldInView([tonight, sunday], DEFAULT_FILTER, now),
    );
    const names = byNight(entries, now).map((group) => [
      group.heading,
      group.items.map((i) => ("hold" in i ? `hold ${i.hold.firstName}` : i.booking.firstName)),
    ]);
    expect(names).toEqual([
      ["Tonight: Friday night, Fri 27 Nov", ["Early", "hold Pencil", "Late"]],
      ["This weekend: Sunday night, Sun 29 Nov", ["hold Sunday"]],
      ["Friday night, Fri 4 Dec", ["Next"]],
    ]);
  });

  it("exports holds in the CSV as rows marked held, with their note and expiry", () => {
    const entries = withHolds(
      workList(all, DEFAULT_FILTER, now),
      heldInView([hold({ firstName: "Pencil", note: "=deposit" })], DEFAULT_FILTER, now),
    );
    const lines = toCsv(entries).slice(1).split("\r\n");
    expect(lines[0]).toMatch(/"Project","Held until"$/);
    const held = lines.find((line) => line.includes('"Pencil"'));
    expect(held).toContain('"2026-11-27T22:00","2026-11-28T00:00","Pencil","Artist"');
    expect(held).toContain('"","held","","","","\'=deposit","2026-11-27T20:00:00.000Z"');
    const booked = lines.filter((line) => line.includes('"confirmed"'));
    expect(booked.length).toBeGreaterThan(0);
    for (const line of booked) expect(line.endsWith(',""')).toBe(true);
  });
});

describe("the work list's CSV and deposits", () => {
  it("carries a provisional booking's status, deposit and deadline; the others' status as it is", () => {
    const provisional = booking({
      date: "2026-12-04",
      startTime: "14:00",
      firstName: "Prov",
      depositPence: 1800,
      depositDueAt: "2026-12-01T18:00:00.000Z",
    });
    const lines = toCsv(workList([provisional, cancelled, nextWeek], { ...DEFAULT_FILTER, view: "all" }, now))
      .slice(1)
      .split("\r\n");
    expect(lines[0]).toContain('"Cost (GBP)","Deposit (GBP)","Deposit due by","Status"');
    expect(lines.find((l) => l.includes('"Prov"'))).toContain(
      '"18.00","2026-12-01T18:00:00.000Z","provisional"',
    );
    expect(lines.find((l) => l.includes('"Next"'))).toContain('"","","confirmed"');
    expect(lines.find((l) => l.includes('"Off"'))).toContain('"","","cancelled"');
  });
});

describe("the work list's provisional filter", () => {
  it("keeps only bookings whose deposit is still due", () => {
    const provisional = booking({
      date: "2026-12-04",
      startTime: "16:00",
      firstName: "Prov",
      depositPence: 1800,
      depositDueAt: "2026-12-01T18:00:00.000Z",
    });
    const names = (provisionalOnly: boolean) =>
      workList([...all, provisional], { ...DEFAULT_FILTER, provisionalOnly }, now).map(
        (i) => i.booking.firstName,
      );
    expect(names(true)).toEqual(["Prov"]);
    expect(names(false)).toContain("Prov");
    expect(names(false).length).toBeGreaterThan(1);
  });
});
