// E-mail never blocks or loses a booking (docs/decisions.md), whatever the SMTP server does: down, up but
// stalled (greeting after 30 s), deferring recipients (451), or unavailable (421); a refusal for
// good (5xx) is mail-refusals.test.ts. Bookings answer at once; mail is retried with growing delays, shows in the
// admin's outbox view with its error, and goes out exactly once when SMTP recovers — restarts
// included. The faults themselves are in smtp-faults.ts.
import { afterEach, describe, expect, it } from "vitest";
import {
  bookingPayload,
  call,
  eventually,
  type Json,
  login,
  startApp,
  type TestApp,
  type TestAppOptions,
  trpc,
  upcoming,
} from "../../../../packages/api/test/helpers.js";
import { deadPort, type FaultySmtp, type StallingSmtp, startFaultySmtp } from "./faulty-smtp.js";
import { sleep, Tally } from "./harness.js";
import { closeAfterTest, closeFaults, FAULTS, type Fault } from "./smtp-faults.js";

const BASE_DELAY_MS = 100;
const MAX_DELAY_MS = 800;

afterEach(closeFaults);

/**
 * Watches the outbox rows still unsent and notes, for each count of failed attempts, when the row
 * was due next: read from the row itself, so a watcher that looks late cannot shorten a gap.
 */
function watchAttempts(t: TestApp): { stop(): Map<number, Map<number, number>> } {
  const dues = new Map<number, Map<number, number>>();
  const timer = setInterval(() => {
    const rows = t.store.sqlite
      .prepare(
        "select id, attempts, nextAttemptAt from email_outbox where sentAt is null and abandonedAt is null",
      )
      .all() as { id: number; attempts: number; nextAttemptAt: number }[];
    for (const row of rows) {
      const entry = dues.get(row.id) ?? new Map<number, number>();
      entry.set(row.attempts, row.nextAttemptAt);
      dues.set(row.id, entry);
    }
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      return dues;
    },
  };
}

const minAttempts = (t: TestApp) =>
  (t.store.sqlite.prepare("select min(attempts) as n from email_outbox").get() as { n: number | null }).n ??
  0;

/** Bookings: through both doors; while the sender is stuck on the stalled server, too. */
async function bookWhileFailing(t: TestApp, fault: Fault, stalled: StallingSmtp | undefined) {
  const fast = new Tally("mail faults", `${fault.name}: booking answered 201, not waiting for SMTP`);
  const first = await call(
    t.url,
    "POST",
    "/api/bookings",
    bookingPayload({ date: upcoming(5, 1), startTime: "12:00" }),
  );
  fast.check(first.status === 201, `REST booking: ${first.status} ${first.text}`);
  if (stalled) await eventually(() => stalled.waiting() > 0, "the sender to wait for a greeting");
  const began = Date.now();
  const second = await trpc(
    t.url,
    "mutation",
    "bookings.create",
    bookingPayload({ date: upcoming(6, 1), startTime: "12:00" }),
  );
  const tookMs = Date.now() - began;
  fast.check(second.status === 200, `tRPC booking: ${second.status} ${second.text}`);
  // Well inside any SMTP timeout: the answer does not depend on the mail server at all.
  fast.check(tookMs < 5000, `tRPC booking took ${tookMs} ms`);
  if (stalled) {
    fast.check(stalled.waiting() > 0, "answered while an SMTP connection still waited for its greeting");
  }
  return { fast, bookingIds: [first.body.id as string, second.body.result?.data.id as string] };
}

/**
 * Retried, with growing delays between attempts: after failed attempt n the row is due no sooner
 * than base·2^(n-1) after it was due for that attempt (an attempt is never made before its row is
 * due, so a sender that retried early would show a shorter step).
 */
function judgeBackoff(fault: Fault, dues: Map<number, Map<number, number>>): Tally {
  const backoff = new Tally("mail faults", `${fault.name}: retries wait base·2^(n-1) or longer`);
  for (const [id, dueAfter] of dues) {
    for (const [n, due] of dueAfter) {
      const before = dueAfter.get(n - 1);
      if (n === 0 || before === undefined) continue;
      const expected = Math.min(BASE_DELAY_MS * 2 ** (n - 1), MAX_DELAY_MS);
      backoff.check(
        due - before >= expected,
        `outbox ${id}: due ${due - before} ms later after attempt ${n}, backoff ${expected} ms`,
      );
    }
  }
  return backoff;
}

/** The admin sees which mails have not gone out, and why (REST and tRPC). */
async function judgeAdminView(t: TestApp, fault: Fault, bookingIds: string[]): Promise<Tally> {
  const cookie = await login(t.url);
  const visible = new Tally("mail faults", `${fault.name}: admin outbox view lists the failing mails`);
  const rest = await call(t.url, "GET", "/api/admin/outbox", undefined, { cookie });
  const viaTrpc = await trpc(t.url, "query", "admin.email.outbox", undefined, { cookie });
  for (const [door, list] of [
    ["REST", rest.body],
    ["tRPC", viaTrpc.body.result?.data],
  ] as [string, Json[]][]) {
    visible.check(
      Array.isArray(list) && list.length === 4,
      `${door}: ${JSON.stringify(list)?.slice(0, 300)}`,
    );
    for (const entry of list ?? []) {
      visible.check(
        ["receipt", "staff-notification"].includes(entry.kind) &&
          bookingIds.includes(entry.bookingId) &&
          entry.status === "retrying" &&
          entry.attempts >= fault.minAttempts &&
          fault.error.test(entry.lastError ?? "") &&
          entry.to.length > 0 &&
          entry.subject.length > 0 &&
          !Number.isNaN(Date.parse(entry.nextAttemptAt)),
        `${door}: ${JSON.stringify(entry)}`,
      );
    }
  }
  const listed = (await call(t.url, "GET", "/api/admin/bookings", undefined, { cookie })).body as Json[];
  visible.check(
    listed.every((b) => !b.customerReceiptSent && !b.adminNotificationSent),
    "bookings still show their mails as not sent",
  );
  return visible;
}

/** The studio under test, restarted in place (its DATA_DIR kept). */
interface Restartable {
  t: TestApp;
}

const restart = (studio: Restartable): Promise<void> => studio.t.restart();

/**
 * A restart while SMTP is still failing loses nothing; then SMTP recovers and each mail goes out
 * once. Another restart sends nothing again; a new booking still gets its mail.
 */
async function judgeRecovery(fault: Fault, studio: Restartable, recover: () => Promise<FaultySmtp>) {
  await restart(studio);
  const smtp = await recover();
  await eventually(() => smtp.delivered.length >= 4, "four deliveries after recovery", 30_000);
  await sleep(MAX_DELAY_MS + 400); // longer than any retry delay: a duplicate would show up now
  const once = new Tally("mail faults", `${fault.name}: each mail delivered exactly once after recovery`);
  const ids = smtp.delivered.map((m) => m.messageId);
  once.check(smtp.delivered.length === 4, `${smtp.delivered.length} deliveries`);
  once.check(new Set(ids).size === ids.length, `duplicate Message-IDs: ${ids.join(", ")}`);
  const cookie = await login(studio.t.url);
  const afterView = (await call(studio.t.url, "GET", "/api/admin/outbox", undefined, { cookie })).body;
  once.check(
    Array.isArray(afterView) && afterView.length === 0,
    `outbox view after recovery: ${JSON.stringify(afterView)}`,
  );
  await restart(studio);
  const later = bookingPayload({ date: upcoming(0, 1), startTime: "12:00" });
  const third = await call(studio.t.url, "POST", "/api/bookings", later);
  once.check(third.status === 201, `booking after restart: ${third.status}`);
  await eventually(() => smtp.delivered.length >= 6, "the new booking's two mails");
  await sleep(MAX_DELAY_MS + 400);
  once.check(
    smtp.delivered.length === 6,
    `${smtp.delivered.length} deliveries after the restart (6 expected)`,
  );
  return once;
}

describe.each(FAULTS)("$name", (fault) => {
  it("bookings answer at once and succeed; mail is retried with backoff, listed for the admin, then sent once", async () => {
    const server = await fault.start();
    const options: TestAppOptions = {
      smtpPort: server.port,
      smtpTimeouts: { connectionMs: 500, greetingMs: fault.greetingMs, socketMs: 2000 },
      sender: { baseDelayMs: BASE_DELAY_MS, maxDelayMs: MAX_DELAY_MS, pollMs: 100 },
    };
    const studio: Restartable = { t: await startApp(options) };
    closeAfterTest(() => studio.t.close());
    const watcher = watchAttempts(studio.t);
    const { fast, bookingIds } = await bookWhileFailing(studio.t, fault, server.stalled);
    await eventually(
      () => minAttempts(studio.t) >= fault.minAttempts,
      `${fault.minAttempts} attempts per mail`,
      30_000,
    );
    const backoff = judgeBackoff(fault, watcher.stop());
    const visible = await judgeAdminView(studio.t, fault, bookingIds);
    const once = await judgeRecovery(fault, studio, server.recover);
    expect([...fast.finish(), ...backoff.finish(), ...visible.finish(), ...once.finish()]).toEqual([]);
  }, 90_000);
});

it("an admin-triggered mail that fails is reported at once (502) and listed as failed, not retried", async () => {
  const port = await deadPort();
  const t = await startApp({ smtpPort: port, smtpTimeouts: { connectionMs: 500 } });
  closeAfterTest(() => t.close());
  const cookie = await login(t.url);
  const tally = new Tally("mail faults", "admin test e-mail with SMTP down: 502, listed as failed");
  const answer = await call(t.url, "POST", "/api/admin/test-email", undefined, { cookie });
  tally.check(
    answer.status === 502 && /could not be sent/.test(answer.body.error),
    `${answer.status} ${answer.text}`,
  );
  const view = (await call(t.url, "GET", "/api/admin/outbox", undefined, { cookie })).body as Json[];
  tally.check(
    view.length === 1 &&
      view[0].kind === "test" &&
      view[0].status === "failed" &&
      view[0].nextAttemptAt === null &&
      !Number.isNaN(Date.parse(view[0].failedAt)) &&
      /ECONNREFUSED|connect/i.test(view[0].lastError),
    JSON.stringify(view),
  );
  const smtp = await startFaultySmtp("accept", port);
  closeAfterTest(() => smtp.close());
  await sleep(600);
  tally.check(smtp.delivered.length === 0, `${smtp.delivered.length} deliveries of an abandoned mail`);
  expect(tally.finish()).toEqual([]);
});

it("the outbox view is for the admin only", async () => {
  const t = await startApp();
  closeAfterTest(() => t.close());
  expect((await call(t.url, "GET", "/api/admin/outbox")).status).toBe(401);
  expect((await trpc(t.url, "query", "admin.email.outbox")).status).toBe(401);
});
