// A mail server's refusal for good (5xx to RCPT TO or DATA) is not retried: the mail is marked failed
// after its one attempt, with the server's reason, and listed for the staff with Resend, which puts
// it back in the queue for one more attempt. A deferral (451) is still retried with back-off.
import { afterEach, describe, expect, it } from "vitest";
import {
  bookingPayload,
  call,
  eventually,
  type Json,
  login,
  startApp,
  type TestApp,
  trpc,
  upcoming,
} from "../../../../packages/api/test/helpers.js";
import { type SmtpMode, startFaultySmtp } from "./faulty-smtp.js";
import { sleep } from "./harness.js";
import { closeAfterTest, closeFaults } from "./smtp-faults.js";

afterEach(closeFaults);

// Quick back-off: a retried mail would be tried many times within the pause below.
const SENDER = { baseDelayMs: 50, maxDelayMs: 200, pollMs: 50 };

interface Row {
  id: number;
  attempts: number;
  abandonedAt: string | null;
  lastError: string | null;
}

const rows = (t: TestApp) =>
  t.store.sqlite
    .prepare("select id, attempts, abandonedAt, lastError from email_outbox order by id")
    .all() as Row[];

async function studioWith(mode: SmtpMode) {
  const smtp = await startFaultySmtp(mode);
  closeAfterTest(() => smtp.close());
  const t = await startApp({ smtpPort: smtp.port, smtpTimeouts: { connectionMs: 500 }, sender: SENDER });
  closeAfterTest(() => t.close());
  const booked = await call(t.url, "POST", "/api/bookings", bookingPayload({ date: upcoming(5, 1) }));
  expect(booked.status).toBe(201);
  return { smtp, t };
}

describe.each([
  { mode: "reject-rcpt" as const, reason: /^550 5\.1\.1 Mailbox unavailable$/ },
  { mode: "reject-data" as const, reason: /^554 .*Message refused by policy$/ },
])("a $mode refusal", ({ mode, reason }) => {
  it("is marked failed after exactly one attempt, with the server's reason, and Resend tries once more", async () => {
    const { smtp, t } = await studioWith(mode);
    // The receipt and the staff's notification.
    await eventually(() => rows(t).filter((r) => r.abandonedAt).length === 2, "both mails marked failed");
    await sleep(800); // many back-off delays: a retry would show now
    const failed = rows(t);
    expect(failed).toHaveLength(2);
    for (const row of failed) {
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(reason);
    }
    // The server saw each mail once: one RCPT per recipient (the customer, then each of the staff).
    const recipients = smtp.attempts.map((a) => a.rcpt);
    expect(recipients.length).toBeGreaterThanOrEqual(2);
    expect(new Set(recipients).size).toBe(recipients.length);

    const cookie = await login(t.url);
    const view = (await call(t.url, "GET", "/api/admin/outbox", undefined, { cookie })).body as Json[];
    expect(view.map((m) => [m.status, m.attempts, m.nextAttemptAt])).toEqual([
      ["failed", 1, null],
      ["failed", 1, null],
    ]);
    expect(view.every((m) => reason.test(m.lastError))).toBe(true);

    // The mailbox is fixed; Resend puts one mail back for one more attempt, and it goes.
    smtp.mode = "accept";
    const [first, second] = failed;
    const resent = await call(t.url, "POST", `/api/admin/outbox/${first!.id}/resend`, undefined, { cookie });
    expect(resent.status, resent.text).toBe(200);
    await eventually(() => smtp.delivered.length === 1, "the resent mail delivered");
    const again = await call(t.url, "POST", `/api/admin/outbox/${first!.id}/resend`, undefined, { cookie });
    expect(again.status).toBe(409);
    const viaTrpc = await trpc(
      t.url,
      "mutation",
      "admin.email.resendMail",
      { id: String(second!.id) },
      { cookie },
    );
    expect(viaTrpc.status, viaTrpc.text).toBe(200);
    await eventually(() => smtp.delivered.length === 2, "the second resent mail delivered");
    await sleep(300);
    expect(smtp.delivered).toHaveLength(2);
    expect(rows(t).map((r) => r.attempts)).toEqual([2, 2]);
  }, 30_000);
});

it("Resend answers 404 for an unknown mail, 400 for a bad id, 401 without a session", async () => {
  const { t } = await studioWith("reject-rcpt");
  const cookie = await login(t.url);
  expect((await call(t.url, "POST", "/api/admin/outbox/999/resend", undefined, { cookie })).status).toBe(404);
  const bad = await call(t.url, "POST", "/api/admin/outbox/abc/resend", undefined, { cookie });
  expect(bad.status).toBe(400);
  expect(bad.text).toMatch(/id/i);
  expect((await call(t.url, "POST", "/api/admin/outbox/1/resend")).status).toBe(401);
});

it("a deferral (451) is still retried with back-off, never marked failed", async () => {
  const { smtp, t } = await studioWith("defer-rcpt");
  await eventually(() => rows(t).every((r) => r.attempts >= 3), "three attempts per mail");
  expect(
    rows(t).every((r) => r.abandonedAt === null && /451 4\.3\.0 Try again later/.test(r.lastError ?? "")),
  ).toBe(true);
  smtp.mode = "accept";
  await eventually(() => smtp.delivered.length === 2, "both mails delivered once the server accepts");
});
