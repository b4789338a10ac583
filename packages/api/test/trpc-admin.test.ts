// The admin's tRPC procedures over real HTTP: the session they need, the bookings' whole life,
// the inbox, insights and e-mail, and the refusals that protect them.
import { beforeAll, describe, expect, it } from "vitest";
import {
  bookingPayload,
  call,
  cookieFrom,
  loginOverTrpc,
  PASSWORD,
  trpc,
  trpcCallers,
  upcoming,
} from "./helpers.js";
import { useAdminApp } from "./shared-app.js";

const t = useAdminApp({}, { logIn: loginOverTrpc });

const { q, m } = trpcCallers(t);

// The inbox holds a visitor's message for messages.setStatus to act on.
beforeAll(async () => {
  const sent = await m(
    "contact.send",
    {
      firstName: "A",
      lastName: "B",
      email: "a@example.com",
      subject: "other",
      message: "Hello there, studio!",
    },
    false,
  );
  if (!sent.body.result) throw new Error(`contact.send failed: ${sent.text}`);
});

describe("admin procedures: the session", () => {
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
      { cookie: t.cookie, headers: { origin: "http://evil.example" } },
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

describe("admin procedures: a booking's whole life", () => {
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
});

describe("admin procedures: messages, insights and e-mail", () => {
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
});
