/** A booking on the staff's calendar: its producer's colour, titled provisional while its deposit is due. */
import type { Booking } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { producerColours, toEvent } from "./calendar-events";

const now = new Date("2026-11-29T12:00:00Z");
const colours = producerColours(["Marcus", "Sol"]);
const booking = (over: Partial<Booking>) =>
  ({
    id: "b1",
    date: "2026-12-04",
    startTime: "14:00",
    duration: 2,
    firstName: "Ada",
    lastName: "Lovelace",
    engineer: "Sol",
    status: "confirmed",
    ...over,
  }) as Booking;

describe("a booking as a calendar event", () => {
  it("is filled in its producer's colour when confirmed", () => {
    expect(toEvent(booking({}), now, colours)).toMatchObject({
      title: "2:00 PM Ada Lovelace - Sol",
      color: colours.get("Sol"),
      variant: "filled",
    });
  });

  it("says it is provisional while its deposit is due", () => {
    const due = booking({ depositPence: 5000, depositDueAt: "2026-12-01T18:00:00.000Z" });
    expect(toEvent(due, now, colours)).toMatchObject({
      title: "Provisional: 2:00 PM Ada Lovelace - Sol",
      color: colours.get("Sol"),
      variant: "filled",
    });
  });

  it("is red when cancelled", () => {
    expect(toEvent(booking({ status: "cancelled" }), now, colours)).toMatchObject({
      color: "red.9",
      variant: "filled",
    });
  });
});
