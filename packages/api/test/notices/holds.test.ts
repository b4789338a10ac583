// Holds: a pencilled night takes its interval like a booking (the public never hears whose), staff
// confirm it into a booking or release it, and an unconfirmed one lapses at its expiry, even
// across a restart, with the artist and the staff told.
import {
  addDays,
  HELD_PUBLIC_MESSAGE,
  HOLD_EXPIRED_MESSAGE,
  londonToday,
  PAST_START_MESSAGE,
  sessionInterval,
} from "@studio/domain";
import { describe, expect, it } from "vitest";
import { lapseDueHolds } from "../../src/services/hold-lapses.js";
import { type Json, postBooking, profile, startApp, upcoming } from "../helpers.js";
import { call } from "../helpers.js";
import { admin, useRig, withClockRestored } from "./harness.js";

const HOUR = 3_600_000;
const rig = useRig();

let n = 0;
function holdBody(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    firstName: "Ana",
    lastName: `Reyes${n}`,
    email: `ana${n}@example.com`,
    phone: "07700900555",
    date: upcoming(6, 8),
    startTime: "20:00",
    duration: 3,
    engineer: "Dre",
    note: "Deposit by Friday",
    ...overrides,
  };
}

const services = (store = rig.t.store, mailer = rig.t.mailer) => ({
  store,
  profile,
  clock: () => new Date(rig.now()),
  mailer,
  publicUrl: "http://studio.test",
});

describe("placing a hold", () => {
  it("takes its interval: public and admin bookings refused, the public day shows it as held", async () => {
    const body = holdBody({ notifyArtist: true });
    const placed = await admin(rig, "POST", "/api/admin/holds", body);
    expect(placed.status).toBe(201);
    expect(Object.keys(placed.body).sort()).toEqual(
      [
        "id",
        "date",
        "startTime",
        "duration",
        "engineer",
        "firstName",
        "lastName",
        "email",
        "phone",
        "expiresAt",
        "note",
      ].sort(),
    );
    expect(Date.parse(placed.body.expiresAt) - rig.now()).toBeCloseTo(48 * HOUR, -5);
    const [artist] = await rig.take(1);
    expect(artist!.to).toEqual([body.email]);
    expect(artist!.mail.text).toContain("holding this time for you");

    const visitor = await postBooking(rig.t.url, { date: body.date, startTime: "21:00", engineer: "Marcus" });
    expect(visitor.status).toBe(409);
    expect(visitor.body.error).toBe(HELD_PUBLIC_MESSAGE);
    const staff = await admin(rig, "POST", "/api/admin/bookings", {
      ...holdBody(),
      date: body.date,
      startTime: "22:00",
      lastName: "Other",
    });
    expect(staff.status).toBe(409);
    expect(staff.body.error).toMatch(new RegExp(`^Held for Ana ${body.lastName} until `));
    const second = await admin(
      rig,
      "POST",
      "/api/admin/holds",
      holdBody({ date: body.date, startTime: "19:00" }),
    );
    expect(second.status).toBe(409);
    expect(second.body.error).toContain(`Held for Ana ${body.lastName}`);

    const day = await call(rig.t.url, "GET", `/api/bookings/date/${body.date}`);
    expect(day.body).toEqual([
      { date: body.date, startTime: "20:00", duration: 3, engineer: "Dre", status: "held" },
    ]);
    expect(day.text).not.toContain(body.lastName);
    const list = await admin(rig, "GET", "/api/admin/holds");
    expect(list.body.map((h: Json) => h.id)).toContain(placed.body.id);

    // The store's last line refuses the same, whatever path writes: a booking row over the hold.
    const interval = sessionInterval({ date: body.date, startTime: "21:00", duration: 2 })!;
    const raw = rig.t.store.sqlite.prepare(
      `insert into bookings (id, "firstName", "lastName", email, phone, date, "startTime", engineer, duration,
        "totalCost", status, "customerReceiptSent", "adminNotificationSent", "createdAt", "startMs", "endMs")
       values ('raw', 'R', 'R', 'r@example.com', '1', ?, '21:00', 'Dre', 2, 7000, 'confirmed', 0, 0, '', ?, ?)`,
    );
    expect(() => raw.run(body.date, interval.startMs, interval.endMs)).toThrow(/overlaps a hold/);
  });

  it("refuses bad input naming the field, an expiry in the past, and anyone not logged in", async () => {
    const bad = await admin(rig, "POST", "/api/admin/holds", holdBody({ duration: 5 }));
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("duration");
    const past = await admin(
      rig,
      "POST",
      "/api/admin/holds",
      holdBody({ expiresAt: new Date(rig.now() - HOUR).toISOString() }),
    );
    expect(past.status).toBe(400);
    expect(past.body.issues[0].path).toBe("expiresAt");
    expect((await call(rig.t.url, "POST", "/api/admin/holds", holdBody())).status).toBe(401);
    expect((await call(rig.t.url, "GET", "/api/admin/holds")).status).toBe(401);
  });

  it("refuses a past night with the staff booking's status and text, and e-mails nobody", async () => {
    const past = holdBody({ date: addDays(londonToday(new Date(rig.now())), -2), notifyArtist: true });
    const held = await admin(rig, "POST", "/api/admin/holds", past);
    const booked = await admin(rig, "POST", "/api/admin/bookings", { ...past, lastName: "Booked" });
    expect(held.status).toBe(400);
    expect(held.body.issues).toEqual([{ path: "startTime", message: PAST_START_MESSAGE }]);
    expect({ status: held.status, error: held.body.error }).toEqual({
      status: booked.status,
      error: booked.body.error,
    });
    const list = await admin(rig, "GET", "/api/admin/holds");
    expect(list.body.map((h: Json) => h.lastName)).not.toContain(past.lastName);
  });

  it("refuses to confirm a hold whose night has begun: no booking, no mail to the artist", async () => {
    const body = holdBody({ date: upcoming(1, 9), startTime: "14:00" });
    const placed = await admin(rig, "POST", "/api/admin/holds", body);
    expect(placed.status).toBe(201);
    await withClockRestored(rig, async () => {
      rig.setNow(sessionInterval(body)!.startMs + HOUR);
      await rig.relogin();
      const late = await admin(rig, "POST", `/api/admin/holds/${placed.body.id}/confirm`);
      expect(late.status).toBe(400);
      expect(late.body.issues).toEqual([{ path: "startTime", message: PAST_START_MESSAGE }]);
    });
    await rig.relogin();
    const day = await call(rig.t.url, "GET", `/api/bookings/date/${body.date}`);
    expect(day.body.map((b: Json) => b.status)).toEqual(["held"]);
  });
});

describe("ending a hold", () => {
  it("confirm makes it a booking with the usual receipt; a second confirm is refused", async () => {
    const body = holdBody({ date: upcoming(0, 8), startTime: "14:00", duration: 2 });
    const placed = await admin(rig, "POST", "/api/admin/holds", body);
    const booked = await admin(rig, "POST", `/api/admin/holds/${placed.body.id}/confirm`);
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      date: body.date,
      startTime: "14:00",
      status: "confirmed",
      email: body.email,
    });
    const mails = await rig.take(2);
    const receipt = mails.find((m) => m.to.includes(body.email))!;
    expect(receipt.mail.calendar?.startMs).toBe(sessionInterval(body)!.startMs);
    expect((await admin(rig, "POST", `/api/admin/holds/${placed.body.id}/confirm`)).status).toBe(409);
    const day = await call(rig.t.url, "GET", `/api/bookings/date/${body.date}`);
    expect(day.body.map((b: Json) => b.status)).toEqual(["confirmed"]);
  });

  it("refuses to confirm once past its expiry, before the lapse sweep has run (409)", async () => {
    const expiresAt = new Date(rig.now() + 2 * HOUR).toISOString();
    const body = holdBody({ date: upcoming(2, 9), startTime: "14:00", expiresAt });
    const placed = await admin(rig, "POST", "/api/admin/holds", body);
    expect(placed.status).toBe(201);
    await withClockRestored(rig, async () => {
      rig.setNow(Date.parse(expiresAt) + 1000);
      await rig.relogin();
      const late = await admin(rig, "POST", `/api/admin/holds/${placed.body.id}/confirm`);
      expect(late.status).toBe(409);
      expect(late.body.error).toBe(HOLD_EXPIRED_MESSAGE);
      const day = await call(rig.t.url, "GET", `/api/bookings/date/${body.date}`);
      expect(day.body.map((b: Json) => b.status)).not.toContain("confirmed");
      // The sweep then ends it as usual (the artist and the staff are told).
      expect(lapseDueHolds(services())).toBe(1);
      await rig.take(2);
    });
    await rig.relogin();
  });

  it("release frees the time and tells the artist", async () => {
    const body = holdBody({ date: upcoming(5, 8), startTime: "16:00", duration: 2 });
    const placed = await admin(rig, "POST", "/api/admin/holds", body);
    const released = await admin(rig, "DELETE", `/api/admin/holds/${placed.body.id}`);
    expect(released.status).toBe(200);
    const [artist] = await rig.take(1);
    expect(artist!.to).toEqual([body.email]);
    expect(artist!.mail.subject).toContain("released");
    expect((await admin(rig, "DELETE", `/api/admin/holds/${placed.body.id}`)).status).toBe(409);
    const visitor = await postBooking(rig.t.url, { date: body.date, startTime: "16:00" });
    expect(visitor.status).toBe(201);
    await rig.take(2);
  });

  it("lapses at its expiry, once, across a restart; artist and staff told", async () => {
    const expiresAt = new Date(rig.now() + 2 * HOUR).toISOString();
    const body = holdBody({ date: upcoming(6, 9), startTime: "14:00", expiresAt });
    const placed = await admin(rig, "POST", "/api/admin/holds", body);
    expect(placed.status).toBe(201);
    await withClockRestored(rig, async () => {
      rig.setNow(Date.parse(expiresAt) - 1000);
      expect(lapseDueHolds(services())).toBe(0);
      // The process stops; another starts over the same database after the expiry.
      rig.setNow(Date.parse(expiresAt) + 1000);
      const restarted = await startApp({
        dataDir: rig.t.dataDir,
        smtp: true,
        clock: () => new Date(rig.now()),
      });
      const { sink } = restarted;
      try {
        expect(lapseDueHolds(services(restarted.store, restarted.mailer))).toBe(1);
        expect(lapseDueHolds(services(restarted.store, restarted.mailer))).toBe(0);
        await restarted.mailer.wake();
        await expect.poll(() => sink.messages.length, { timeout: 10_000 }).toBe(2);
        const to = sink.messages.flatMap((m) => m.to);
        expect(to).toContain(body.email);
        expect(to).toEqual(expect.arrayContaining(profile.notificationRecipients));
        const list = await call(restarted.url, "GET", `/api/bookings/date/${body.date}`);
        expect(list.body).toEqual([]);
      } finally {
        await restarted.close();
      }
    });
  });
});
