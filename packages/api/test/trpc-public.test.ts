// The public tRPC procedures over real HTTP, with the error codes the web relies on; the router's
// list of procedures (docs/contracts.md); the public limits over tRPC.
import { describe, expect, it } from "vitest";
import { appRouter } from "../src/trpc/router.js";
import { bookingPayload, loginOverTrpc, PASSWORD, startApp, trpc, trpcCallers, upcoming } from "./helpers.js";
import { useAdminApp } from "./shared-app.js";

const t = useAdminApp({}, { logIn: loginOverTrpc });

const { q, m } = trpcCallers(t);

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
});

describe("public procedures: the day's grid and the contact form", () => {
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

it("the router has exactly the procedures of docs/contracts.md", () => {
  const names = Object.keys(appRouter._def.procedures).sort();
  expect(names).toEqual(
    [
      "studio.profile",
      "engineers.list",
      "bookings.create",
      "bookings.byDate",
      "bookings.nights",
      "bookings.notice",
      "contact.send",
      "waitlist.join",
      "waitlist.leave",
      "manage.view",
      "manage.cancel",
      "manage.move",
      "admin.login",
      "admin.logout",
      "admin.bookings.list",
      "admin.bookings.create",
      "admin.bookings.update",
      "admin.bookings.setStatus",
      "admin.bookings.moveDepositDeadline",
      "admin.bookings.byDate",
      "admin.bookings.availability",
      "admin.bookings.history",
      "admin.diary.list",
      "admin.diary.addClosure",
      "admin.diary.removeClosure",
      "admin.diary.addLeave",
      "admin.diary.removeLeave",
      "admin.holds.list",
      "admin.holds.place",
      "admin.holds.confirm",
      "admin.holds.release",
      "admin.waitlist.counts",
      "admin.calendarFeeds.list",
      "admin.calendarFeeds.create",
      "admin.calendarFeeds.revoke",
      "admin.calendars.list",
      "admin.calendars.add",
      "admin.calendars.sync",
      "admin.calendars.remove",
      "admin.calendars.busy",
      "admin.archived.list",
      "admin.archived.restore",
      "admin.messages.list",
      "admin.messages.setStatus",
      "admin.insights",
      "admin.email.recipients",
      "admin.email.resend",
      "admin.email.test",
      "admin.email.outbox",
      "admin.email.checks",
      "admin.email.resendMail",
      "admin.email.dropMail",
      "admin.privacy.find",
      "admin.privacy.erase",
      "admin.privacy.audit",
      "admin.takings.payments",
      "admin.takings.takePayment",
      "admin.takings.setAttendance",
      "admin.takings.artists",
      "admin.takings.addNote",
      "admin.takings.removeNote",
      "admin.takings.insights",
      "admin.takings.night",
      "admin.me",
      "admin.myProducer",
      "admin.passkeyOptions",
      "admin.passkeyLogin",
      "admin.enrol.options",
      "admin.enrol.finish",
      "admin.passkeys.list",
      "admin.passkeys.options",
      "admin.passkeys.add",
      "admin.passkeys.remove",
      "admin.staff.list",
      "admin.staff.add",
      "admin.staff.setRole",
      "admin.staff.resendEnrolment",
      "admin.staff.remove",
      "admin.staff.sessions",
      "admin.staff.endSession",
      "admin.staff.passwordSignIn",
      "admin.staff.setPasswordSignIn",
      "admin.studio.get",
      "admin.studio.update",
      "admin.studio.addProducer",
      "admin.studio.updateProducer",
      "admin.studio.updateProducerPhoto",
      "admin.studio.updateGalleryPicture",
      "admin.studio.removeGalleryPicture",
      "admin.studio.history",
      "admin.studio.restore",
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
