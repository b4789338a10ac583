import { describe, expect, it } from "vitest";
import { postBooking, profile, upcoming } from "../helpers.js";
import { useAdminApp } from "../shared-app.js";
import { pastFriday } from "./takings-app.js";

const NO_SHOW_LIMIT = 2;
const t = useAdminApp({
  studio: { profile: { ...profile, noShowLimit: NO_SHOW_LIMIT } },
});
const { admin, bookAsAdmin } = t;

const mark = (id: string, attendance: unknown) =>
  admin("PUT", `/api/admin/bookings/${id}/attendance`, { attendance });

const CONTACT_TEXT =
  "We can't take this booking online. Please contact the studio: e-mail bookings@leytonsound.studio or message +44 7700 900123.";

describe("attendance", () => {
  it("refuses attendance before the session starts (409) and takes it once it has (200, the booking)", async () => {
    const future = await bookAsAdmin({ date: upcoming(6, 2) });
    const early = await mark(future.body.id, "arrived");
    expect(early.status).toBe(409);
    expect(early.body.error).toBe("Attendance can be marked once the session has started");
    const past = await bookAsAdmin({ recordPast: true, date: pastFriday(1), startTime: "15:00" });
    expect(past.status).toBe(201);
    const answer = await mark(past.body.id, "arrived");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: past.body.id, attendance: "arrived", balancePence: 7000 });
    const history = (await admin("GET", `/api/admin/bookings/${past.body.id}/history`)).body;
    expect(history.at(-1).changes).toEqual([{ field: "attendance", from: null, to: "arrived" }]);
  });

  it("answers bad attendance with 400 naming the field, and an unknown booking with 404", async () => {
    const past = await bookAsAdmin({ recordPast: true, date: pastFriday(1), startTime: "18:00" });
    const answer = await mark(past.body.id, "late");
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([
      { path: "attendance", message: "Attendance must be arrived or no-show" },
    ]);
    expect((await mark("no-such-booking", "arrived")).status).toBe(404);
  });

  it("records a cancel inside the notice window as a late cancel, one well ahead as not", async () => {
    const inside = await bookAsAdmin({ recordPast: true, date: pastFriday(2), startTime: "14:00" });
    const ahead = await bookAsAdmin({ date: upcoming(6, 3) });
    expect((await t.setStatus(inside.body.id, "cancelled")).status).toBe(200);
    expect((await t.setStatus(ahead.body.id, "cancelled")).status).toBe(200);
    const list = (await admin("GET", "/api/admin/bookings")).body as { id: string; lateCancel: boolean }[];
    expect(list.find((b) => b.id === inside.body.id)?.lateCancel).toBe(true);
    expect(list.find((b) => b.id === ahead.body.id)?.lateCancel).toBe(false);
  });
});

describe("the no-show policy and the artists view", () => {
  it("stops a customer with the limit's no-shows booking online (403), by e-mail in any case or by phone", async () => {
    const customer = {
      firstName: "Nia",
      lastName: "Noshow",
      email: "nia@example.com",
      phone: "07700 900555",
    };
    for (const startTime of ["14:00", "20:00"]) {
      const past = await bookAsAdmin({ ...customer, recordPast: true, date: pastFriday(3), startTime });
      expect((await mark(past.body.id, "no-show")).status).toBe(200);
    }
    const byEmail = await postBooking(t.url, {
      ...customer,
      email: "NIA@example.com",
      phone: "02079460000",
      date: upcoming(5, 2),
    });
    expect(byEmail.status).toBe(403);
    expect(byEmail.body.error).toBe(CONTACT_TEXT);
    const byPhone = await postBooking(t.url, {
      ...customer,
      email: "nia.new@example.com",
      phone: "+44 7700 900555",
      date: upcoming(5, 2),
    });
    expect(byPhone.status).toBe(403);
    // Staff may still book them.
    expect((await bookAsAdmin({ ...customer, date: upcoming(5, 2) })).status).toBe(201);
    const someoneElse = await postBooking(t.url, { date: upcoming(5, 3) });
    expect(someoneElse.status).toBe(201);
  });

  it("finds an artist by name, e-mail or phone with their bookings, attendance and what they paid", async () => {
    const customer = {
      firstName: "Ari",
      lastName: "Artist",
      email: "ari@example.com",
      phone: "07700 900777",
    };
    const past = await bookAsAdmin({
      ...customer,
      recordPast: true,
      date: pastFriday(4),
      startTime: "14:00",
    });
    await mark(past.body.id, "arrived");
    await admin("POST", `/api/admin/bookings/${past.body.id}/payments`, {
      amountPence: 7000,
      method: "card",
    });
    const missed = await bookAsAdmin({
      ...customer,
      email: "ARI@example.com",
      recordPast: true,
      date: pastFriday(4),
      startTime: "18:00",
    });
    await mark(missed.body.id, "no-show");
    const expected = {
      email: expect.stringMatching(/^ari@example\.com$/i),
      names: ["Ari Artist"],
      bookings: 2,
      attended: 1,
      noShows: 1,
      lateCancels: 0,
      paidPence: 7000,
      lastSession: pastFriday(4),
    };
    for (const q of ["artist", "ARI@EXAMPLE.COM", "+447700900777"]) {
      const answer = await admin("GET", `/api/admin/artists?q=${encodeURIComponent(q)}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual([expect.objectContaining(expected)]);
    }
    const item = (await admin("GET", "/api/admin/bookings")).body.find(
      (b: { id: string }) => b.id === past.body.id,
    );
    expect(item.customerNoShows).toBe(1);
    expect((await admin("GET", `/api/admin/artists?q=${"x".repeat(300)}`)).status).toBe(400);
  });

  it("keeps the policy off by default", () => {
    expect(profile.noShowLimit).toBe(0);
  });
});
