import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ArtistBooking, findArtists, groupArtists } from "./artists.js";
import { ERASED } from "./privacy.js";

let n = 0;
const booking = (overrides: Partial<ArtistBooking>): ArtistBooking => {
  n += 1;
  return {
    id: `b${n}`,
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    phone: "07700 900123",
    date: "2026-11-20",
    status: "confirmed",
    attendance: null,
    lateCancel: false,
    paidPence: 0,
    ...overrides,
  };
};

describe("artists", () => {
  it("joins bookings by e-mail in any case or by phone with +44 read as 0, and totals them", () => {
    const bookings = [
      booking({ email: "ADA@example.com", attendance: "arrived", paidPence: 7000, date: "2026-10-01" }),
      booking({ email: "other@example.com", phone: "+44 7700 900123", attendance: "no-show" }),
      booking({ email: "ada@example.com", phone: "07000 000000", lateCancel: true, date: "2026-12-01" }),
      booking({ firstName: "Grace", lastName: "Hopper", email: "grace@example.com", phone: "02079460000" }),
    ];
    const [ada] = findArtists(bookings, "ada@EXAMPLE.com");
    expect(ada).toMatchObject({
      email: "ada@example.com",
      bookings: 3,
      attended: 1,
      noShows: 1,
      lateCancels: 1,
      paidPence: 7000,
      lastSession: "2026-12-01",
    });
    expect(findArtists(bookings, "0044 7700 900123")).toHaveLength(1);
    expect(findArtists(bookings, "hopper").map((a) => a.names)).toEqual([["Grace Hopper"]]);
    expect(findArtists(bookings, "")).toHaveLength(2);
  });

  it("never joins people through a phone with too few digits to be anyone's, nor an erased one", () => {
    const bookings = [
      booking({ email: "a@x.test", phone: "n/a" }),
      booking({ email: "b@x.test", phone: "n/a" }),
      booking({ email: "c@x.test", phone: "123" }),
      booking({ email: "d@x.test", phone: "123" }),
      booking({ email: "e@x.test", phone: ERASED }),
      booking({ email: "f@x.test", phone: ERASED }),
    ];
    expect(groupArtists(bookings)).toHaveLength(6);
  });

  it("lists the most recent first, and artists last booked on the same night by e-mail", () => {
    const bookings = [
      booking({ email: "zed@x.test", phone: "07700900001", date: "2026-11-20" }),
      booking({ email: "amy@x.test", phone: "07700900002", date: "2026-11-20" }),
      booking({ email: "kim@x.test", phone: "07700900003", date: "2026-12-04" }),
    ];
    expect(findArtists(bookings, "").map((a) => a.email)).toEqual(["kim@x.test", "amy@x.test", "zed@x.test"]);
  });

  it("leaves erased bookings out", () => {
    expect(findArtists([booking({ email: ERASED, phone: ERASED, firstName: ERASED })], "")).toEqual([]);
  });

  it("puts every booking in exactly one artist, and shared e-mails or phones together", () => {
    const emails = fc.constantFrom("a@x.test", "A@x.test", "b@x.test", "c@x.test");
    const phones = fc.constantFrom("07700900001", "+447700900001", "07700900002", "07700900003");
    fc.assert(
      fc.property(fc.array(fc.record({ email: emails, phone: phones }), { maxLength: 15 }), (people) => {
        const bookings = people.map((p) => booking(p));
        const groups = groupArtists(bookings);
        expect(
          groups
            .flat()
            .map((b) => b.id)
            .sort(),
        ).toEqual(bookings.map((b) => b.id).sort());
        const groupOf = (id: string) => groups.findIndex((g) => g.some((b) => b.id === id));
        for (const a of bookings)
          for (const b of bookings) {
            const same =
              a.email.toLowerCase() === b.email.toLowerCase() ||
              a.phone.replace("+44", "0") === b.phone.replace("+44", "0");
            if (same) expect(groupOf(a.id)).toBe(groupOf(b.id));
          }
      }),
      { numRuns: 300 },
    );
  });
});
