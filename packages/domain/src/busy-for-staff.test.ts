import { describe, expect, it } from "vitest";
import { busyClashWarning, busyTitle, clashesOf, formatBusyRange, type StaffBusy } from "./busy-for-staff.js";

const at = (iso: string) => Date.parse(iso);
const gig: StaffBusy = {
  id: "c1:1",
  engineer: "Dre",
  label: "Gigs",
  title: "Jazz Café",
  startMs: at("2026-12-05T20:00:00Z"),
  endMs: at("2026-12-05T23:00:00Z"),
  allDay: false,
};

describe("busy time as staff see it", () => {
  it("says Busy with the calendar's label and the event's title, or the label alone", () => {
    expect(busyTitle(gig)).toBe("Busy - Dre (Gigs): Jazz Café");
    expect(busyTitle({ ...gig, title: "" })).toBe("Busy - Dre (Gigs)");
  });

  it("gives its real range on one day, across midnight, and all day", () => {
    expect(formatBusyRange(gig)).toBe("Sat 5 Dec, 8:00 PM – 11:00 PM");
    expect(formatBusyRange({ ...gig, endMs: at("2026-12-06T02:00:00Z") })).toBe(
      "Sat 5 Dec, 8:00 PM – Sun 6 Dec, 2:00 AM",
    );
    const day = { startMs: at("2026-12-05T00:00:00Z"), endMs: at("2026-12-06T00:00:00Z"), allDay: true };
    expect(formatBusyRange(day)).toBe("All day Sat 5 Dec");
    expect(formatBusyRange({ ...day, endMs: at("2026-12-08T00:00:00Z") })).toBe(
      "All day Sat 5 Dec – Mon 7 Dec",
    );
  });

  it("warns on a booking its producer's calendar overlaps, with their pronoun ('them' when none is recorded)", () => {
    expect(busyClashWarning("Dre", "he")).toBe("Dre's calendar shows him busy");
    expect(busyClashWarning("Ama", "she")).toBe("Ama's calendar shows her busy");
    expect(busyClashWarning("Sol", "they")).toBe("Sol's calendar shows them busy");
    expect(busyClashWarning("Kai", null)).toBe("Kai's calendar shows them busy");
    expect(busyClashWarning("Kai")).toBe("Kai's calendar shows them busy");
    const session = {
      engineer: "Dre",
      startMs: at("2026-12-05T22:00:00Z"),
      endMs: at("2026-12-06T00:00:00Z"),
    };
    expect(clashesOf(session, [gig])).toEqual([gig]);
    expect(clashesOf({ ...session, engineer: "Kai" }, [gig])).toEqual([]);
    expect(clashesOf({ ...session, startMs: gig.endMs }, [gig])).toEqual([]);
  });
});
