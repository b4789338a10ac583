// A staff change's e-mails wait out the undo window: an Undo inside it e-mails nobody; a change
// left alone reaches each recipient once. Through a real SMTP server in-process.
import { describe, expect, it } from "vitest";
import {
  addDays,
  CUSTOMER_NOT_EMAILED_NOTE,
  londonToday,
  PAST_START_MESSAGE,
  UNDO_OF_ANOTHER_BOOKING,
  UNDONE_SILENTLY_NOTE,
} from "@studio/domain";
import {
  bookingPayload,
  call,
  eventually,
  type Json,
  login,
  profile,
  type SmtpSink,
  startApp,
  type TestApp,
  upcoming,
} from "./helpers.js";

const WINDOW_S = 4;
async function setUp(): Promise<{ sink: SmtpSink; t: TestApp; cookie: string }> {
  const t = await startApp({ smtp: true, staffUndoSeconds: WINDOW_S, closeAfterTest: true });
  return { sink: t.sink, t, cookie: await login(t.url) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A staff booking whose receipt and notice have gone (so later counts are the change's alone). */
async function bookedAndTold(t: TestApp, sink: SmtpSink, cookie: string, overrides = {}) {
  const made = await call(t.url, "POST", "/api/admin/bookings", bookingPayload(overrides), { cookie });
  expect(made.status).toBe(201);
  await eventually(() => sink.messages.length === 2, "the receipt and the staff notice");
  sink.messages.length = 0;
  return made.body as Json;
}

const setStatus = (t: TestApp, cookie: string, id: string, body: Record<string, unknown>) =>
  call(t.url, "PATCH", `/api/admin/bookings/${id}/status`, body, { cookie });

const pendingMail = (t: TestApp) =>
  t.store.db.selectFrom("email_outbox").select("id").where("sentAt", "is", null).execute();

describe("staff changes wait for Undo", () => {
  it("sends nothing to anyone when a cancel is undone inside the window", async () => {
    const { sink, t, cookie } = await setUp();
    const booking = await bookedAndTold(t, sink, cookie);

    const cancelled = await setStatus(t, cookie, booking.id, { status: "cancelled" });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe("cancelled");
    const until = Date.parse(cancelled.body.undo.until);
    expect(until - Date.now()).toBeGreaterThan(2000);
    expect(await pendingMail(t)).toHaveLength(2);

    const undone = await setStatus(t, cookie, booking.id, {
      status: "confirmed",
      undoes: cancelled.body.undo.key,
    });
    expect(undone.status).toBe(200);
    expect(undone.body.status).toBe("confirmed");
    expect(undone.body.undo).toBeUndefined();
    expect(await pendingMail(t)).toHaveLength(0);

    await sleep(WINDOW_S * 1000 + 1500);
    expect(sink.messages).toEqual([]);
    const history = await call(t.url, "GET", `/api/admin/bookings/${booking.id}/history`, undefined, {
      cookie,
    });
    expect(history.body.map((e: Json) => e.action)).toEqual(["created", "cancelled", "restored"]);
    expect(history.body[2].note).toBe(UNDONE_SILENTLY_NOTE);
  }, 40_000);

  it("tells each recipient once when the cancel is left alone, and an Undo after the window tells them again", async () => {
    const { sink, t, cookie } = await setUp();
    const booking = await bookedAndTold(t, sink, cookie);
    const cancelled = await setStatus(t, cookie, booking.id, { status: "cancelled" });

    await sleep(500);
    expect(sink.messages).toEqual([]); // still inside the window
    await eventually(() => sink.messages.length === 2, "the cancel's two mails", 12_000);
    await sleep(1000);
    const recipients = sink.messages.flatMap((m) => m.to).sort();
    expect(recipients).toEqual([booking.email, ...profile.notificationRecipients].sort());

    sink.messages.length = 0;
    const late = await setStatus(t, cookie, booking.id, {
      status: "confirmed",
      undoes: cancelled.body.undo.key,
    });
    expect(late.body.status).toBe("confirmed");
    await eventually(() => sink.messages.length === 2, "the restore's two mails", 12_000);
  }, 40_000);

  it("keeps the customer out of it when staff say so, and records that in the history", async () => {
    const { sink, t, cookie } = await setUp();
    const booking = await bookedAndTold(t, sink, cookie);
    await setStatus(t, cookie, booking.id, {
      status: "cancelled",
      reason: "Band split",
      notifyCustomer: false,
    });
    await eventually(() => sink.messages.length === 1, "the staff's notice", 12_000);
    expect(sink.messages[0]!.to.sort()).toEqual([...profile.notificationRecipients].sort());
    const history = await call(t.url, "GET", `/api/admin/bookings/${booking.id}/history`, undefined, {
      cookie,
    });
    expect(history.body[1].note).toBe(`Band split · ${CUSTOMER_NOT_EMAILED_NOTE}`);
  }, 40_000);

  it("withdraws a held edit's mails when the edit is undone inside the window", async () => {
    const { sink, t, cookie } = await setUp();
    const booking = await bookedAndTold(t, sink, cookie, { startTime: "14:00" });
    const path = `/api/admin/bookings/${booking.id}`;
    const edited = await call(t.url, "PUT", path, { startTime: "15:00" }, { cookie });
    expect(edited.body.undo.key).toMatch(/^[0-9a-f-]{36}$/);
    const back = await call(
      t.url,
      "PUT",
      path,
      { startTime: "14:00", undoes: edited.body.undo.key },
      { cookie },
    );
    expect(back.body.startTime).toBe("14:00");
    await sleep(WINDOW_S * 1000 + 1500);
    expect(sink.messages).toEqual([]);
  }, 40_000);

  it("refuses an Undo that names another booking's change, and that change's mails still go", async () => {
    const { sink, t, cookie } = await setUp();
    const first = await bookedAndTold(t, sink, cookie, { startTime: "12:00" });
    const second = await bookedAndTold(t, sink, cookie, { startTime: "16:00" });
    const cancelled = await setStatus(t, cookie, first.id, { status: "cancelled" });
    const key = cancelled.body.undo.key;
    const path = `/api/admin/bookings/${second.id}`;
    const edited = await call(t.url, "PUT", path, { startTime: "17:00", undoes: key }, { cookie });
    expect(edited.status).toBe(400);
    expect(edited.body.issues).toEqual([{ path: "undoes", message: UNDO_OF_ANOTHER_BOOKING }]);
    const restored = await setStatus(t, cookie, second.id, { status: "cancelled", undoes: key });
    expect(restored.status).toBe(400);
    // Nothing half-written: the second booking as it was, the first's cancel still told.
    const [row] = await t.store.db.selectFrom("bookings").selectAll().where("id", "=", second.id).execute();
    expect([row?.startTime, row?.status]).toEqual(["16:00", "confirmed"]);
    expect(await pendingMail(t)).toHaveLength(2);
    await eventually(() => sink.messages.length === 2, "the first booking's cancel, told");
  }, 40_000);
});

describe("the waitlist hears with the change's own mails", () => {
  /** A full night (12:00-22:00 and 22:00-06:00) and someone waiting on it; returns the late booking. */
  async function fullNightWithWaiter(t: TestApp, sink: SmtpSink, cookie: string): Promise<Json> {
    const date = upcoming(6, 4);
    await bookedAndTold(t, sink, cookie, { date, startTime: "12:00", duration: 10 });
    const late = await bookedAndTold(t, sink, cookie, { date, startTime: "22:00", duration: 8 });
    const joined = await call(t.url, "POST", "/api/waitlist", {
      firstName: "Wanda",
      email: "wanda@example.com",
      date,
      engineer: "Marcus",
      minDuration: 2,
    });
    expect(joined.status, joined.text).toBe(201);
    await eventually(() => sink.messages.length === 1, "the waitlist's confirmation");
    sink.messages.length = 0;
    return late;
  }

  it("a cancel undone inside the window offers the night to nobody", async () => {
    const { sink, t, cookie } = await setUp();
    const late = await fullNightWithWaiter(t, sink, cookie);
    const cancelled = await setStatus(t, cookie, late.id, { status: "cancelled" });
    expect(cancelled.status).toBe(200);
    const undone = await setStatus(t, cookie, late.id, {
      status: "confirmed",
      undoes: cancelled.body.undo.key,
    });
    expect(undone.body.status).toBe("confirmed");
    expect(await pendingMail(t)).toHaveLength(0);
    await sleep(WINDOW_S * 1000 + 1500);
    expect(sink.messages).toEqual([]);
  }, 30_000);

  it("a cancel left alone offers the freed time when its own mails go, not before", async () => {
    const { sink, t, cookie } = await setUp();
    const late = await fullNightWithWaiter(t, sink, cookie);
    expect((await setStatus(t, cookie, late.id, { status: "cancelled" })).status).toBe(200);
    await sleep(500);
    expect(sink.messages).toEqual([]); // the offer waits out the window with the cancel's mails
    await eventually(() => sink.messages.length === 3, "the cancel's two mails and the offer", 12_000);
    const offer = sink.messages.find((m) => m.to.includes("wanda@example.com"));
    expect(offer?.raw).toContain("Time has freed up");
  }, 30_000);
});

describe("restore and create say whom they tell", () => {
  it("restores from the Archive telling only the staff when asked, and an Undo inside the window tells nobody", async () => {
    const { sink, t, cookie } = await setUp();
    const booking = await bookedAndTold(t, sink, cookie);
    await setStatus(t, cookie, booking.id, { status: "cancelled", notifyCustomer: false });
    await eventually(() => sink.messages.length === 1, "the cancel's staff notice", 12_000);
    sink.messages.length = 0;

    const archived = await call(t.url, "GET", "/api/admin/archived-bookings", undefined, { cookie });
    const entry = (archived.body as Json[]).find((a) => a.originalBookingId === booking.id);
    const path = `/api/admin/archived-bookings/${entry.id}/restore`;
    const restored = await call(t.url, "POST", path, { notifyCustomer: false }, { cookie });
    expect(restored.body.status).toBe("confirmed");
    const undone = await setStatus(t, cookie, booking.id, {
      status: "cancelled",
      undoes: restored.body.undo.key,
    });
    expect(undone.body.status).toBe("cancelled");
    await sleep(WINDOW_S * 1000 + 1500);
    expect(sink.messages).toEqual([]);
  }, 40_000);

  it("creates without e-mailing the customer when asked: the staff are told, the history says so", async () => {
    const { sink, t, cookie } = await setUp();
    const payload = bookingPayload({ notifyCustomer: false });
    const made = await call(t.url, "POST", "/api/admin/bookings", payload, { cookie });
    expect(made.status).toBe(201);
    await eventually(() => sink.messages.length === 1, "the staff's notice");
    await sleep(500);
    expect(sink.messages.map((m) => m.to.includes(payload.email))).toEqual([false]);
    const history = await call(t.url, "GET", `/api/admin/bookings/${made.body.id}/history`, undefined, {
      cookie,
    });
    expect(history.body[0].note).toBe(CUSTOMER_NOT_EMAILED_NOTE);
  });
});

describe("admin create in the past", () => {
  const lastWeek = () => addDays(londonToday(new Date()), -7);

  it("refuses a start in the past with a message on the start time", async () => {
    const { t, cookie } = await setUp();
    const refused = await call(t.url, "POST", "/api/admin/bookings", bookingPayload({ date: lastWeek() }), {
      cookie,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([{ path: "startTime", message: PAST_START_MESSAGE }]);
  });

  it("records a past session when staff tick it, and e-mails nobody", async () => {
    const { sink, t, cookie } = await setUp();
    const payload = bookingPayload({ date: lastWeek(), recordPast: true });
    const made = await call(t.url, "POST", "/api/admin/bookings", payload, { cookie });
    expect(made.status).toBe(201);
    expect(await pendingMail(t)).toHaveLength(0);
    await sleep(500);
    expect(sink.messages).toEqual([]);
  });
});
