// A customer moves their own session from the manage link: one transaction on the same booking,
// one update e-mail (same UID, SEQUENCE + 1, the new times), the staff told, the history naming them.
import {
  HELD_PUBLIC_MESSAGE,
  moveRefusals,
  DEFAULT_RATE_CARD,
  priceOf,
  sessionInterval,
} from "@studio/domain";
import { describe, expect, it } from "vitest";
import { bookingPayload, call, type Json, postBooking, profile, upcoming } from "../helpers.js";
import { admin, expectCalendar, manageTokenOf, split, useRig, withClockRestored } from "./harness.js";

const HOUR = 3_600_000;
const rig = useRig();

async function book(overrides: Record<string, unknown>): Promise<{ booking: Json; token: string }> {
  const made = await postBooking(rig.t.url, overrides);
  expect(made.status).toBe(201);
  const { customer } = split(await rig.take(2), made.body.email);
  return { booking: made.body, token: manageTokenOf(customer) };
}

const move = (token: string, body: unknown) => call(rig.t.url, "POST", `/api/manage/${token}/move`, body);

describe("moving a session from the manage link", () => {
  it("moves the same booking: new times and price, one update with the same UID and SEQUENCE + 1", async () => {
    const { booking, token } = await book({ date: upcoming(5, 5), startTime: "14:00", duration: 2 });
    const to = { date: upcoming(6, 5), startTime: "23:00", duration: 3, engineer: "Dre" };
    const answer = await move(token, to);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: booking.id,
      ...to,
      totalCost: priceOf(DEFAULT_RATE_CARD, null, 3),
      movesMade: 1,
    });

    const { customer, staff } = split(await rig.take(2), booking.email);
    const moved = { ...booking, ...to };
    expectCalendar(customer, moved, "REQUEST", 1);
    expect(customer.calendar!.startMs).toBe(sessionInterval(to)!.startMs);
    expect(customer.subject).toContain("has moved");
    expect(customer.text).toContain("£30.00 more, payable at the studio");
    expect(staff.subject).toContain("Booking changed");
    expect(staff.text).toContain("by the customer online");

    const history = await admin(rig, "GET", `/api/admin/bookings/${booking.id}/history`);
    const entry = history.body.find((e: Json) => e.action === "edited");
    expect(entry.actor).toBe(`customer ${booking.firstName} ${booking.lastName}`);
    expect(entry.changes.map((c: Json) => c.field)).toEqual(expect.arrayContaining(["date", "startTime"]));

    // The old time is free again; the new one is taken.
    const old = await postBooking(rig.t.url, { date: booking.date, startTime: "14:00" });
    expect(old.status).toBe(201);
    await rig.take(2);
    const taken = await postBooking(rig.t.url, { date: to.date, startTime: "00:00", engineer: "Marcus" });
    expect(taken.status).toBe(409);
  });

  it("refuses a second move (one allowed by default) with its own message", async () => {
    const { booking, token } = await book({ date: upcoming(5, 6), startTime: "15:00" });
    expect((await move(token, { ...slotOf(booking), startTime: "18:00" })).status).toBe(200);
    await rig.take(2);
    const again = await move(token, { ...slotOf(booking), startTime: "20:00" });
    expect(again.status).toBe(409);
    expect(again.body.error).toContain("already been moved once");
  });

  it("refuses inside the notice window, onto a taken time, a closed night or a producer away: 409 each", async () => {
    const { booking, token } = await book({ date: upcoming(0, 6), startTime: "14:00" });
    const other = await book({ date: upcoming(0, 6), startTime: "18:00" });
    const onto = await move(token, { ...slotOf(booking), startTime: "17:00" });
    expect(onto.status).toBe(409);
    expect(onto.body.error).toContain("overlaps with an existing booking");
    expect(onto.body.error).not.toContain(other.booking.lastName);

    const closure = await admin(rig, "POST", "/api/admin/closures", {
      startDate: upcoming(6, 6),
      endDate: upcoming(6, 6),
      reason: "Boiler",
      publicText: "Closed for repairs",
    });
    expect(closure.status).toBe(201);
    const closed = await move(token, { ...slotOf(booking), date: upcoming(6, 6) });
    expect(closed.status).toBe(409);
    expect(closed.body.error).toContain("Closed for repairs");

    const away = await admin(rig, "POST", "/api/admin/leave", {
      startDate: upcoming(5, 7),
      endDate: upcoming(5, 7),
      engineer: "Dre",
    });
    expect(away.status).toBe(201);
    const leave = await move(token, { ...slotOf(booking), date: upcoming(5, 7), engineer: "Dre" });
    expect(leave.status).toBe(409);
    expect(leave.body.error).toContain("Dre");

    const hold = await admin(rig, "POST", "/api/admin/holds", {
      firstName: "Ana",
      lastName: "Held",
      email: "ana.held@example.com",
      phone: "07700900555",
      date: upcoming(0, 7),
      startTime: "14:00",
      duration: 2,
      engineer: "Marcus",
    });
    expect(hold.status).toBe(201);
    const held = await move(token, { ...slotOf(booking), date: upcoming(0, 7) });
    expect(held.status).toBe(409);
    expect(held.body.error).toBe(HELD_PUBLIC_MESSAGE);

    await withClockRestored(rig, async () => {
      rig.setNow(sessionInterval(booking)!.startMs - 23 * HOUR);
      const late = await move(token, { ...slotOf(booking), startTime: "20:00" });
      expect(late.status).toBe(409);
      expect(late.body.error).toContain("can no longer be moved online");
      expect(late.body.error).toContain(profile.bookingsEmail);
    });
    expect((await call(rig.t.url, "GET", `/api/manage/${token}`)).body).toMatchObject({
      startTime: "14:00",
      movesMade: 0,
    });
  });

  it("keeps a price staff set when the length stays; a new length online is refused for it (400)", async () => {
    const staffBooked = async (startTime: string, totalCost: number) => {
      const made = await admin(rig, "POST", "/api/admin/bookings", {
        firstName: "Deal",
        lastName: `Price${totalCost}`,
        email: `deal${totalCost}@example.com`,
        phone: "07700900123",
        date: upcoming(5, 8),
        startTime,
        duration: 3,
        engineer: "Dre",
        totalCost,
      });
      expect(made.status, made.text).toBe(201);
      const { customer } = split(await rig.take(2), made.body.email);
      return { booking: made.body as Json, token: manageTokenOf(customer) };
    };
    const deal = await staffBooked("12:00", 20000);
    const moved = await move(deal.token, {
      ...slotOf(deal.booking),
      date: upcoming(6, 8),
      startTime: "14:00",
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.totalCost).toBe(20000);
    const { customer } = split(await rig.take(2), deal.booking.email);
    expect(customer.text).toContain("New total £200.00: the same as before");

    const friends = await staffBooked("18:00", 1000);
    const longer = await move(friends.token, { ...slotOf(friends.booking), startTime: "22:00", duration: 4 });
    expect(longer.status).toBe(400);
    expect(longer.body.issues).toEqual([{ path: "duration", message: moveRefusals.length(profile) }]);
    expect(longer.body.error).toContain(profile.bookingsEmail);
    const kept = await call(rig.t.url, "GET", `/api/manage/${friends.token}`);
    expect(kept.body).toMatchObject({ startTime: "18:00", duration: 3, totalCost: 1000, movesMade: 0 });
    const sameLength = await move(friends.token, { ...slotOf(friends.booking), startTime: "22:00" });
    expect(sameLength.status).toBe(200);
    expect(sameLength.body.totalCost).toBe(1000);
    await rig.take(2);
  });

  it("prices a new length at the producer's own price; staff's Create offers it too; the booking keeps it", async () => {
    const studio = (await admin(rig, "GET", "/api/admin/studio")).body;
    const dre = studio.producers.find((p: Json) => p.name === "Dre");
    const own = await admin(rig, "PATCH", `/api/admin/studio/producers/${dre.id}`, {
      prices: { "3": 11500 },
    });
    expect(own.status, own.text).toBe(200);
    const { booking, token } = await book({ date: upcoming(0, 9), startTime: "14:00", duration: 2 });
    const moved = await move(token, { ...slotOf(booking), duration: 3, engineer: "Dre" });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.totalCost).toBe(11500);
    const { customer } = split(await rig.take(2), booking.email);
    expect(customer.text).toContain("New total £115.00: £45.00 more, payable at the studio.");

    // Staff's booking with no cost typed takes the current price; a new rate card leaves both alone.
    const made = await admin(rig, "POST", "/api/admin/bookings", {
      ...bookingPayload({ date: upcoming(0, 9), startTime: "20:00", duration: 3, engineer: "Dre" }),
      totalCost: undefined,
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.totalCost).toBe(11500);
    await rig.take(2);
    const card = await admin(rig, "PATCH", "/api/admin/studio", { prices: { ...studio.prices, "3": 9000 } });
    expect(card.status).toBe(200);
    await admin(rig, "PATCH", `/api/admin/studio/producers/${dre.id}`, { prices: {} });
    const kept = await call(rig.t.url, "GET", `/api/manage/${token}`);
    expect(kept.body.totalCost).toBe(11500);
    const staffMade = rig.t.store.sqlite
      .prepare("select totalCost from bookings where id = ?")
      .get(made.body.id);
    expect(staffMade).toEqual({ totalCost: 11500 });
    await admin(rig, "PATCH", "/api/admin/studio", { prices: studio.prices });
  });

  it("moves a booking made at an older rate card to a new length at today's price", async () => {
    const studio = (await admin(rig, "GET", "/api/admin/studio")).body;
    const { booking, token } = await book({ date: upcoming(5, 10), startTime: "14:00", duration: 2 });
    expect(booking.totalCost).toBe(studio.prices["2"]);
    const card = await admin(rig, "PATCH", "/api/admin/studio", {
      prices: { ...studio.prices, "2": studio.prices["2"] + 1000 },
    });
    expect(card.status).toBe(200);
    try {
      // Its price is the booking form's of its day, not a deal staff made: a new length is priced.
      const longer = await move(token, { ...slotOf(booking), duration: 3 });
      expect(longer.status, longer.text).toBe(200);
      expect(longer.body.totalCost).toBe(studio.prices["3"]);
      await rig.take(2);
    } finally {
      await admin(rig, "PATCH", "/api/admin/studio", { prices: studio.prices });
    }
  });

  it("sends the next e-mail from the sender saved in the Studio tab, with no restart", async () => {
    const before = await book({ date: upcoming(6, 9), startTime: "14:00" });
    expect(before.booking.email).toBeTruthy();
    const saved = await admin(rig, "PATCH", "/api/admin/studio", {
      details: { mailFrom: "Leyton Sound Desk <desk@leytonsound.studio>" },
    });
    expect(saved.status, saved.text).toBe(200);
    const made = await postBooking(rig.t.url, { date: upcoming(6, 9), startTime: "18:00" });
    expect(made.status).toBe(201);
    const mails = await rig.take(2);
    expect(mails.map(({ mail }) => mail.from)).toEqual([
      '"Leyton Sound Desk" <desk@leytonsound.studio>',
      '"Leyton Sound Desk" <desk@leytonsound.studio>',
    ]);
    await admin(rig, "PATCH", "/api/admin/studio", { details: { mailFrom: profile.mailFrom } });
  });

  it("answers bad input with a 400 naming the field, a cross-site move with 403, an unknown link 404", async () => {
    const { booking, token } = await book({ date: upcoming(6, 7), startTime: "14:00" });
    const bad = await move(token, { ...slotOf(booking), duration: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("duration");
    const same = await move(token, slotOf(booking));
    expect(same.status).toBe(400);
    expect(same.body.issues[0].path).toBe("startTime");
    const crossSite = await call(rig.t.url, "POST", `/api/manage/${token}/move`, slotOf(booking), {
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect((await move("A".repeat(43), { ...slotOf(booking), startTime: "18:00" })).status).toBe(404);
  });
});

function slotOf(booking: Json) {
  return {
    date: booking.date,
    startTime: booking.startTime,
    duration: booking.duration,
    engineer: booking.engineer,
  };
}
