// Every tRPC procedure over real HTTP, with the error codes the web relies on.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../src/trpc/router.js";
import {
  bookingPayload,
  call,
  cookieFrom,
  PASSWORD,
  startApp,
  type TestApp,
  trpc,
  upcoming,
} from "./helpers.js";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startApp();
  const answer = await trpc(t.url, "mutation", "admin.login", { password: PASSWORD });
  cookie = cookieFrom(answer.headers);
});
afterAll(() => t.close());

const q = (name: string, input?: unknown, withCookie = true) =>
  trpc(t.url, "query", name, input, withCookie ? { cookie } : {});
const m = (name: string, input?: unknown, withCookie = true) =>
  trpc(t.url, "mutation", name, input, withCookie ? { cookie } : {});

describe("public procedures", () => {
  it("studio.profile: the public profile, no recipients", async () => {
    const { status, body } = await q("studio.profile", undefined, false);
    expect(status).toBe(200);
    expect(body.result?.data).toMatchObject({
      name: "Leyton Sound Studio",
      bookingsEmail: "bookings@leytonsound.studio",
    });
    expect(body.result?.data).not.toHaveProperty("notificationRecipients");
  });

  it("engineers.list: id and name of each engineer", async () => {
    const { body } = await q("engineers.list", undefined, false);
    expect(body.result?.data.map((e: { name: string }) => e.name)).toEqual(["Marcus", "Dre", "Kofi"]);
  });

  it("bookings.create: the booking; CONFLICT with the text for an overlap", async () => {
    const payload = bookingPayload({ date: upcoming(6, 1), startTime: "12:00" });
    const made = await m("bookings.create", payload, false);
    expect(made.status).toBe(200);
    expect(made.body.result?.data).toMatchObject({ ...payload, status: "confirmed" });
    const clash = await m(
      "bookings.create",
      bookingPayload({ date: payload.date, startTime: "13:00" }),
      false,
    );
    expect(clash.status).toBe(409);
    expect(clash.body.error?.data.code).toBe("CONFLICT");
    expect(clash.body.error?.message).toBe(
      "This time slot overlaps with an existing booking (12:00 PM - 2:00 PM). Please select a different time.",
    );
    expect(clash.body.error?.data.title).toBe("Time Conflict");
  });

  it("bookings.create: BAD_REQUEST with the zod issues in error.data.issues, no stack", async () => {
    const bad = await m("bookings.create", bookingPayload({ email: "x", phone: "1" }), false);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.data.code).toBe("BAD_REQUEST");
    expect(bad.body.error?.data.issues).toEqual(
      expect.arrayContaining([
        { path: "email", message: "Invalid email address" },
        { path: "phone", message: "Phone number must be at least 10 digits" },
      ]),
    );
    expect(bad.body.error?.data.stack).toBeUndefined();
    const rule = await m("bookings.create", bookingPayload({ startTime: "05:00" }), false);
    expect(rule.status).toBe(400);
    expect(rule.body.error?.message).toBe("Studio is closed at 5:00 AM. Open hours: 12PM-6AM (next day)");
    expect(rule.body.error?.data.issues).toEqual([{ path: "startTime", message: rule.body.error?.message }]);
  });

  it("bookings.byDate: the grid's fields only", async () => {
    const date = upcoming(6, 1);
    const { body, text } = await q("bookings.byDate", { date }, false);
    expect(body.result?.data).toEqual([
      { date, startTime: "12:00", duration: 2, engineer: "Marcus", status: "confirmed" },
    ]);
    expect(text).not.toContain("@example.com");
  });

  it("contact.send: {success:true}; honeypot hits are not stored", async () => {
    const message = {
      firstName: "A",
      lastName: "B",
      email: "a@example.com",
      subject: "other",
      message: "Hello there, studio!",
    };
    expect((await m("contact.send", message, false)).body.result?.data).toEqual({ success: true });
    expect((await m("contact.send", { ...message, website: "x" }, false)).body.result?.data).toEqual({
      success: true,
    });
    const list = await q("admin.messages.list");
    expect(list.body.result?.data).toHaveLength(1);
    const bad = await m("contact.send", { ...message, message: "short" }, false);
    expect(bad.body.error?.data.issues).toEqual([
      { path: "message", message: "Message must be at least 10 characters" },
    ]);
  });
});

describe("admin procedures", () => {
  it("refuse without a session: UNAUTHORIZED (401)", async () => {
    for (const [kind, name] of [
      ["query", "admin.bookings.list"],
      ["query", "admin.archived.list"],
      ["query", "admin.messages.list"],
      ["query", "admin.insights"],
      ["query", "admin.email.recipients"],
      ["mutation", "admin.email.test"],
      ["mutation", "admin.bookings.create"],
    ] as const) {
      const { status, body } = await trpc(t.url, kind, name, kind === "mutation" ? {} : undefined);
      expect(status, name).toBe(401);
      expect(body.error?.data.code).toBe("UNAUTHORIZED");
    }
  });

  it("admin.login: UNAUTHORIZED 'Incorrect password'; success sets the cookie", async () => {
    const wrong = await m("admin.login", { password: "nope" }, false);
    expect(wrong.status).toBe(401);
    expect(wrong.body.error?.message).toBe("Incorrect password");
    const right = await m("admin.login", { password: PASSWORD }, false);
    expect(right.body.result?.data).toEqual({ success: true, message: "Access granted!" });
    expect(right.headers.getSetCookie()[0]).toContain("HttpOnly");
  });

  it("admin.logout ends the session", async () => {
    const session = cookieFrom((await m("admin.login", { password: PASSWORD }, false)).headers);
    expect((await trpc(t.url, "query", "admin.bookings.list", undefined, { cookie: session })).status).toBe(
      200,
    );
    const out = await trpc(t.url, "mutation", "admin.logout", undefined, { cookie: session });
    expect(out.body.result?.data).toEqual({ success: true });
    expect((await trpc(t.url, "query", "admin.bookings.list", undefined, { cookie: session })).status).toBe(
      401,
    );
  });

  it("bookings: create, list, byDate, availability, update, setStatus, archived list and restore", async () => {
    const date = upcoming(5, 2);
    const created = await m(
      "admin.bookings.create",
      bookingPayload({ date, startTime: "20:00", totalCost: undefined }),
    );
    const booking = created.body.result?.data;
    expect(booking).toMatchObject({ date, startTime: "20:00", totalCost: 7000 });

    const list = await q("admin.bookings.list");
    expect(list.body.result?.data.some((b: { id: string }) => b.id === booking.id)).toBe(true);

    const day = await q("admin.bookings.byDate", { date });
    expect(day.body.result?.data[0]).toMatchObject({ id: booking.id, email: booking.email });

    const busy = await q("admin.bookings.availability", { date, startTime: "21:00", duration: 2 });
    expect(busy.body.result?.data.available).toBe(false);
    expect(busy.body.result?.data.conflicts).toEqual([
      `Time slot conflicts with existing booking by Ada ${booking.lastName} (8:00 PM - 10:00 PM)`,
    ]);
    expect(busy.body.result?.data.suggestions[0]).toMatch(
      /^Try these available times: 10:00 PM, 11:00 PM, 6:00 PM$/,
    );
    const own = await q("admin.bookings.availability", {
      date,
      startTime: "21:00",
      duration: 2,
      excludeId: booking.id,
    });
    expect(own.body.result?.data.available).toBe(true);
    const badQuery = await q("admin.bookings.availability", { date, startTime: "9pm", duration: 2 });
    expect(badQuery.status).toBe(400);

    const updated = await m("admin.bookings.update", {
      id: booking.id,
      changes: { duration: 3, totalCost: 10000 },
    });
    expect(updated.body.result?.data).toMatchObject({ duration: 3, totalCost: 10000 });
    const none = await m("admin.bookings.update", { id: booking.id, changes: {} });
    expect(none.body.error?.message).toBe("No changes detected");
    const missing = await m("admin.bookings.update", { id: "nope", changes: { phone: "07000000000" } });
    expect(missing.status).toBe(404);
    expect(missing.body.error?.data.code).toBe("NOT_FOUND");

    const cancelled = await m("admin.bookings.setStatus", { id: booking.id, status: "cancelled" });
    expect(cancelled.body.result?.data.status).toBe("cancelled");
    const archived = await q("admin.archived.list");
    const row = archived.body.result?.data.find(
      (a: { originalBookingId: string }) => a.originalBookingId === booking.id,
    );
    expect(row).toBeTruthy();

    const restored = await m("admin.archived.restore", { id: row.id });
    expect(restored.body.result?.data).toMatchObject({ id: booking.id, status: "confirmed" });
    expect((await m("admin.archived.restore", { id: row.id })).status).toBe(404);
  });

  it("messages.setStatus, insights, email.recipients, email.resend, email.test", async () => {
    const messages = await q("admin.messages.list");
    const id = messages.body.result?.data[0].id;
    const read = await m("admin.messages.setStatus", { id, status: "read" });
    expect(read.body.result?.data.status).toBe("read");

    const insights = await q("admin.insights");
    const bookings = (await q("admin.bookings.list")).body.result?.data as {
      status: string;
      totalCost: number;
    }[];
    const confirmed = bookings.filter((b) => b.status === "confirmed");
    expect(insights.body.result?.data).toMatchObject({
      totalBookings: bookings.length,
      confirmedCount: confirmed.length,
      totalRevenuePence: confirmed.reduce((sum, b) => sum + b.totalCost, 0),
    });

    const recipients = await q("admin.email.recipients");
    expect(recipients.body.result?.data).toHaveLength(4);
    const resend = await m("admin.email.resend");
    expect(resend.body.result?.data).toEqual({ success: true, totalBookings: confirmed.length });
    const test = await m("admin.email.test");
    expect(test.body.result?.data).toEqual({ success: true, recipients: recipients.body.result?.data });
  });

  it("refuses a tRPC mutation sent as form data or from another origin", async () => {
    const form = await call(t.url, "POST", "/trpc/bookings.create", undefined, {
      raw: "firstName=x",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(form.status).toBe(415);
    const foreign = await call(
      t.url,
      "POST",
      "/trpc/admin.logout",
      {},
      { cookie, headers: { origin: "http://evil.example" } },
    );
    expect(foreign.status).toBe(403);
    // The session survived the refused logout.
    expect((await q("admin.bookings.list")).status).toBe(200);
  });

  it("serves batched queries (long paths)", async () => {
    const names = Array.from({ length: 40 }, () => "engineers.list").join(",");
    const input = encodeURIComponent(JSON.stringify({}));
    const { status, body } = await call(t.url, "GET", `/trpc/${names}?batch=1&input=${input}`);
    expect(status).toBe(200);
    expect(body).toHaveLength(40);
  });
});

it("the router has exactly the procedures of docs/contracts.md", () => {
  const names = Object.keys(appRouter._def.procedures).sort();
  expect(names).toEqual(
    [
      "studio.profile",
      "engineers.list",
      "bookings.create",
      "bookings.byDate",
      "bookings.notice",
      "contact.send",
      "admin.login",
      "admin.logout",
      "admin.bookings.list",
      "admin.bookings.create",
      "admin.bookings.update",
      "admin.bookings.setStatus",
      "admin.bookings.byDate",
      "admin.bookings.availability",
      "admin.bookings.history",
      "admin.diary.list",
      "admin.diary.addClosure",
      "admin.diary.removeClosure",
      "admin.diary.addLeave",
      "admin.diary.removeLeave",
      "admin.calendarFeeds.list",
      "admin.calendarFeeds.create",
      "admin.calendarFeeds.revoke",
      "admin.archived.list",
      "admin.archived.restore",
      "admin.messages.list",
      "admin.messages.setStatus",
      "admin.insights",
      "admin.email.recipients",
      "admin.email.resend",
      "admin.email.test",
      "admin.email.outbox",
      "admin.privacy.find",
      "admin.privacy.erase",
      "admin.privacy.audit",
    ].sort(),
  );
});

it("rate-limits the public tRPC mutations too", async () => {
  const limited = await startApp({ limits: { publicPostsPerMinute: 2 } });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await trpc(limited.url, "mutation", "contact.send", {})).status);
    expect(statuses).toEqual([400, 400, 429, 429]);
  } finally {
    await limited.close();
  }
});

it("answers an oversized tRPC body with 413 and a throttled tRPC login with TOO_MANY_REQUESTS", async () => {
  const fresh = await startApp();
  try {
    const big = await trpc(fresh.url, "mutation", "contact.send", { message: "x".repeat(100_000) });
    expect(big.status).toBe(413);
    for (let i = 0; i < 5; i += 1) {
      expect((await trpc(fresh.url, "mutation", "admin.login", { password: `guess${i}` })).status).toBe(401);
    }
    const blocked = await trpc(fresh.url, "mutation", "admin.login", { password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error?.data.code).toBe("TOO_MANY_REQUESTS");
  } finally {
    await fresh.close();
  }
});
