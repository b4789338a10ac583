// E-mail through a real SMTP server in-process: receipts with .ics, staff notifications, the
// outbox surviving an SMTP outage, the summary and the test e-mail.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatMailSessionLong } from "@studio/domain";
import {
  call,
  eventually,
  type Json,
  login,
  postBooking,
  profile,
  type SmtpSink,
  startApp,
  type TestApp,
  upcoming,
} from "./helpers.js";
import { readMail } from "./mail-parse.js";

/** An app with its own SMTP sink, both closed after the test. */
async function withSinkAndApp(): Promise<{ sink: SmtpSink; t: TestApp }> {
  const t = await startApp({ smtp: true, closeAfterTest: true });
  return { sink: t.sink, t };
}

/** Quoted-printable soft line breaks and =XX escapes undone, enough for string checks. */
const unfold = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1] ?? "";

describe("booking e-mails", () => {
  it("sends the customer a receipt with an .ics and the staff a notification, then marks the booking", async () => {
    const { sink, t } = await withSinkAndApp();
    const date = upcoming(5, 1);
    const made = await postBooking(t.url, { date, startTime: "22:00", duration: 4 });
    expect(made.status).toBe(201);
    await eventually(() => sink.messages.length === 2, "two messages");

    const receipt = sink.messages.find((m) => m.to.includes(made.body.email))!;
    expect(receipt.to).toEqual([made.body.email]);
    expect(receipt.from).toBe("bookings@leytonsound.studio");
    const mail = await readMail(receipt.raw);
    expect(mail.subject).toContain("Your session at Leyton Sound Studio");
    const when = formatMailSessionLong({ date, startTime: "22:00", duration: 4 }, new Date());
    expect(mail.text).toContain(`When: ${when}`);
    expect(mail.html).toContain(when);
    expect(mail.text).toContain("Producer: Marcus");
    expect(mail.text).toContain("£125.00, payable at the studio");
    expect(mail.text).toContain("Payment at the studio");
    expect(mail.text).toContain(`E-mail ${profile.bookingsEmail} or text ${profile.messagingNumber}`);
    expect(mail.text).toContain("Up to 6 people");
    expect(mail.text).toMatch(/\/booking\/manage\/[A-Za-z0-9_-]{43}/);
    expect(mail.calendar?.method).toBe("REQUEST");

    const staff = sink.messages.find((m) => m !== receipt)!;
    expect(staff.to.sort()).toEqual([...profile.notificationRecipients].sort());
    const staffMail = await readMail(staff.raw);
    expect(staffMail.subject).toContain(`New booking: Ada ${made.body.lastName}`);
    expect(staffMail.text).toContain(made.body.phone);
    expect(staffMail.replyTo).toBe(made.body.email);

    const cookie = await login(t.url);
    let booking: Json;
    const deadline = Date.now() + 5000;
    do {
      booking = (await call(t.url, "GET", "/api/admin/bookings", undefined, { cookie })).body[0];
    } while (!(booking.customerReceiptSent && booking.adminNotificationSent) && Date.now() < deadline);
    expect(booking).toMatchObject({
      id: made.body.id,
      customerReceiptSent: true,
      adminNotificationSent: true,
    });
    expect(Date.parse(booking.receiptEmailSentAt)).not.toBeNaN();
    expect(Date.parse(booking.adminEmailSentAt)).not.toBeNaN();
  });
});

describe("booking e-mails: the calendar attachment", () => {
  it("the .ics attachment holds the session's instants in UTC", async () => {
    const { sink, t } = await withSinkAndApp();
    const date = upcoming(6, 2);
    const made = await postBooking(t.url, { date, startTime: "12:00", duration: 2 });
    await eventually(() => sink.messages.length === 2, "two messages");
    const raw = sink.messages.find((m) => m.to.includes(made.body.email))!.raw;
    const ics = (await readMail(raw)).calendar!.raw;
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain(`UID:${made.body.id}@leytonsound.studio`);
    // 12:00 London: 12:00Z in winter, 11:00Z in summer.
    const compact = date.replace(/-/g, "");
    expect(ics).toMatch(new RegExp(`DTSTART:${compact}T1[12]0000Z`));
    expect(ics).toMatch(new RegExp(`DTEND:${compact}T1[34]0000Z`));
    expect(ics).toContain("LOCATION:Leyton\\, London\\, E10 6AE");
  });
});

describe("the outbox", () => {
  it("keeps mail while SMTP is down and delivers each exactly once when it comes back", async () => {
    // Find a free port, then leave nothing listening on it.
    const t = await startApp({ smtp: "down", closeAfterTest: true });

    const dates = [upcoming(5, 2), upcoming(6, 2), upcoming(0, 2)];
    const made = [];
    for (const date of dates) {
      const answer = await postBooking(t.url, { date, startTime: "14:00" });
      expect(answer.status).toBe(201); // a dead SMTP server never fails a booking
      made.push(answer.body);
    }
    // Let the sender fail a few times.
    await new Promise((resolve) => setTimeout(resolve, 700));
    const health = await call(t.url, "GET", "/api/health");
    expect(health.body.outboxBacklog).toBe(6);
    const attempts = t.store.sqlite.prepare("select max(attempts) as n from email_outbox").get() as {
      n: number;
    };
    expect(attempts.n).toBeGreaterThanOrEqual(2);
    const cookie = await login(t.url);
    const before = (await call(t.url, "GET", "/api/admin/bookings", undefined, { cookie })).body;
    expect(before.every((b: { customerReceiptSent: boolean }) => b.customerReceiptSent === false)).toBe(true);

    const sink = await t.smtpBack();
    await eventually(() => sink.messages.length >= 6, "six messages", 15_000);
    await new Promise((resolve) => setTimeout(resolve, 1200)); // room for any duplicate to show up
    expect(sink.messages).toHaveLength(6);
    const ids = sink.messages.map((m) => /^Message-ID: (.*)$/im.exec(m.raw)?.[1]);
    expect(new Set(ids).size).toBe(6);
    for (const booking of made) {
      expect(sink.messages.filter((m) => m.to.includes(booking.email))).toHaveLength(1);
    }
    expect((await call(t.url, "GET", "/api/health")).body.outboxBacklog).toBe(0);
    const after = (await call(t.url, "GET", "/api/admin/bookings", undefined, { cookie })).body;
    expect(
      after.every(
        (b: { customerReceiptSent: boolean; adminNotificationSent: boolean }) =>
          b.customerReceiptSent && b.adminNotificationSent,
      ),
    ).toBe(true);
  });
});

describe("admin e-mail over SMTP", () => {
  it("test-email reaches all four recipients", async () => {
    const { sink, t } = await withSinkAndApp();
    const cookie = await login(t.url);
    const { status, body } = await call(t.url, "POST", "/api/admin/test-email", undefined, { cookie });
    expect(status).toBe(200);
    expect(body.recipients).toEqual(profile.notificationRecipients);
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]!.to.sort()).toEqual([...profile.notificationRecipients].sort());
    expect(subjectOf(sink.messages[0]!.raw)).toBe("Test e-mail from Leyton Sound Studio");
  });

  it("resend-notifications mails the upcoming confirmed bookings, not the cancelled ones", async () => {
    const { sink, t } = await withSinkAndApp();
    const cookie = await login(t.url);
    const kept = await postBooking(t.url, { date: upcoming(5, 1), startTime: "12:00" });
    const dropped = await postBooking(t.url, { date: upcoming(5, 1), startTime: "18:00" });
    await call(
      t.url,
      "PATCH",
      `/api/admin/bookings/${dropped.body.id}/status`,
      { status: "cancelled" },
      { cookie },
    );
    await eventually(() => sink.messages.length === 4, "booking mails");
    const { status, body } = await call(t.url, "POST", "/api/admin/resend-notifications", undefined, {
      cookie,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, totalBookings: 1 });
    const summary = sink.messages.at(-1)!;
    expect(summary.to.sort()).toEqual([...profile.notificationRecipients].sort());
    const text = unfold(summary.raw);
    expect(text).toContain("Upcoming confirmed bookings (1)");
    expect(text).toContain(kept.body.lastName);
    expect(text).not.toContain(dropped.body.lastName);
  });

  it("answers 502 with the reason when the SMTP server cannot be reached, and does not retry behind the admin's back", async () => {
    const t = await startApp({ smtp: "down", closeAfterTest: true });
    const cookie = await login(t.url);
    const { status, body } = await call(t.url, "POST", "/api/admin/test-email", undefined, { cookie });
    expect(status).toBe(502);
    expect(body.error).toMatch(/^The e-mail could not be sent: /);
    const resend = await call(t.url, "POST", "/api/admin/resend-notifications", undefined, { cookie });
    expect(resend.status).toBe(502);
    const sink = await t.smtpBack();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(sink.messages).toHaveLength(0);
  });
});

describe("without SMTP_URL", () => {
  it("writes each e-mail as an .eml file in DATA_DIR/outbox", async () => {
    const t = await startApp({ closeAfterTest: true });
    const made = await postBooking(t.url, { date: upcoming(6, 1), startTime: "16:00" });
    expect(made.status).toBe(201);
    const dir = path.join(t.dataDir, "outbox");
    await eventually(() => {
      try {
        return readdirSync(dir).length === 2;
      } catch {
        return false;
      }
    }, "two .eml files");
    const files = readdirSync(dir);
    expect(files.every((f) => f.endsWith(".eml"))).toBe(true);
    const contents = files.map((f) => readFileSync(path.join(dir, f), "utf8"));
    expect(contents.some((c) => c.includes(`To: ${made.body.email}`) && c.includes("method=REQUEST"))).toBe(
      true,
    );
    expect(contents.some((c) => c.includes("New booking:"))).toBe(true);
  });
});
