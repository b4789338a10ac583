// Crash safety of the real, built server process (dist/main.js): a stream of bookings, SIGKILL at
// random points (during start-up too), restart on the same DATA_DIR. Every acknowledged booking
// survives exactly once, the database stays intact, and the outbox delivers each acknowledged
// booking's two e-mails once — plus, visibly counted, a resend of a message the kill caught
// between the SMTP server's "250 OK" and the outbox row being marked sent (at-least-once is the
// only honest promise there; the resend carries the same Message-ID, so mail clients fold it).
// The load and the kills are in crash-cycles.ts; this file is the audit after them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, expect, it } from "vitest";
import { profile } from "../../../../packages/api/test/helpers.js";
import { CYCLES, KillRun, killCycle, messageIdOf, STARTUP_KILLS, type Sent } from "./crash-cycles.js";
import { type FaultySmtp, startFaultySmtp } from "./faulty-smtp.js";
import { sleep, Tally } from "./harness.js";
import { ensureBuilt } from "./server-process.js";

let sink: FaultySmtp;
let dataDir: string;
beforeAll(async () => {
  ensureBuilt();
  sink = await startFaultySmtp("accept");
  dataDir = mkdtempSync(path.join(tmpdir(), "studio-crash-"));
}, 60_000);
afterAll(async () => {
  await sink.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface StoredBooking {
  id: string;
  email: string;
  customerReceiptSent: number;
  adminNotificationSent: number;
}

interface OutboxRow {
  id: number;
  kind: string;
  bookingId: string;
  sentAt: string | null;
  message: string;
}

/** The last start: it runs until the outbox is empty, then stops cleanly. */
async function drainOnLastStart(run: KillRun): Promise<void> {
  const last = run.start();
  const url = await last.ready;
  run.restarts.check(true, "final start");
  // Generous: on a loaded machine an SMTP attempt can time out and back off (5 s, 10 s, 20 s ...)
  // before the backlog drains; what matters is that it does, each mail once.
  const deadline = Date.now() + 150_000;
  for (;;) {
    const health = (await (await fetch(`${url}/api/health`)).json()) as { outboxBacklog: number };
    if (health.outboxBacklog === 0) break;
    if (Date.now() > deadline) throw new Error(`outbox still holds ${health.outboxBacklog} mails`);
    await sleep(200);
  }
  await sleep(300); // room for a duplicate to show up
  last.child.kill("SIGTERM");
  await last.exited;
}

function readFinal(run: KillRun): { bookings: StoredBooking[]; outbox: OutboxRow[] } {
  const db = new Database(path.join(run.dataDir, "studio.db"), { readonly: true });
  const bookings = db
    .prepare('select id, email, "customerReceiptSent", "adminNotificationSent" from bookings')
    .all() as StoredBooking[];
  const outbox = db
    .prepare('select id, kind, "bookingId", "sentAt", message from email_outbox')
    .all() as OutboxRow[];
  const finalIntegrity = db.pragma("integrity_check", { simple: true });
  db.close();
  run.integrity.check(finalIntegrity === "ok", `final: integrity_check says ${String(finalIntegrity)}`);
  return { bookings, outbox };
}

/** Every 201 is stored once, and every stored booking was one sent and not refused. */
function auditBookings(sent: Sent[], bookings: StoredBooking[]): Tally[] {
  const kept = new Tally("crash", "acknowledged (201) booking present exactly once");
  for (const booking of sent.filter((s) => s.outcome === "acked")) {
    const rows = bookings.filter((b) => b.id === booking.id || b.email === booking.email);
    kept.check(rows.length === 1, `${booking.email}: ${rows.length} rows`);
  }
  const phantoms = new Tally("crash", "stored booking was one sent (201 or cut off by the kill)");
  const sentEmails = new Map(sent.map((s) => [s.email, s]));
  for (const row of bookings) {
    const origin = sentEmails.get(row.email);
    phantoms.check(origin !== undefined && origin.outcome !== "refused", `${row.email}: ${origin?.outcome}`);
  }
  return [kept, phantoms];
}

/** A stored booking's two mails: queued, recorded as sent, received once (+ resends), addressed. */
function auditMailsOf(run: KillRun, mails: Tally, booking: StoredBooking, outbox: OutboxRow[]): void {
  const rows = outbox.filter((o) => o.bookingId === booking.id);
  mails.check(
    rows
      .map((o) => o.kind)
      .sort()
      .join() === "receipt,staff-notification",
    `${booking.email}: outbox kinds ${rows.map((o) => o.kind).join()}`,
  );
  mails.check(
    booking.customerReceiptSent === 1 && booking.adminNotificationSent === 1,
    `${booking.email}: delivery not recorded on the booking`,
  );
  for (const row of rows) {
    const messageId = messageIdOf(row);
    const received = run.sink.delivered.filter((m) => m.messageId === messageId);
    const expected = 1 + (run.caughtInFlight.get(messageId) ?? 0);
    const addressed =
      row.kind === "receipt"
        ? received.every((m) => m.to.join() === booking.email)
        : received.every((m) => m.to.length === profile.notificationRecipients.length);
    mails.check(
      row.sentAt !== null && received.length === expected && addressed,
      `${row.kind} of ${booking.email}: received ${received.length}, expected ${expected}`,
    );
  }
}

function auditMails(run: KillRun, bookings: StoredBooking[], outbox: OutboxRow[]): Tally {
  const mails = new Tally("crash", "mail of a stored booking delivered once (+ resend if caught in flight)");
  const bookingIds = new Set(bookings.map((b) => b.id));
  for (const booking of bookings) auditMailsOf(run, mails, booking, outbox);
  const strays = run.sink.delivered.filter((m) => {
    const row = outbox.find((o) => messageIdOf(o) === m.messageId);
    return !row || !bookingIds.has(row.bookingId);
  });
  mails.check(strays.length === 0, `${strays.length} mails of no stored booking`);
  return mails;
}

it(`keeps every acknowledged booking and mails it once across ${CYCLES} SIGKILLs of dist/main.js`, async () => {
  const run = new KillRun(sink, dataDir);
  for (let cycle = 0; cycle < CYCLES; cycle += 1) {
    if (!(await killCycle(run, cycle))) break;
  }
  await drainOnLastStart(run);
  const { bookings, outbox } = readFinal(run);
  const [kept, phantoms] = auditBookings(run.sent, bookings);
  const mails = auditMails(run, bookings, outbox);

  const acked = run.sent.filter((s) => s.outcome === "acked");
  const resends = [...run.caughtInFlight.values()].reduce((n, v) => n + v, 0);
  console.log(
    `crash: ${CYCLES} SIGKILLs (${STARTUP_KILLS.size} during start-up), ${run.sent.length} bookings sent, ` +
      `${acked.length} acknowledged, ${bookings.length} stored, ${sink.delivered.length} mails received, ` +
      `${resends} resent after a kill between "250 OK" and the outbox commit`,
  );
  expect(acked.length).toBeGreaterThanOrEqual(CYCLES - STARTUP_KILLS.size);
  expect([
    ...run.integrity.finish(),
    ...run.restarts.finish(),
    ...kept!.finish(),
    ...phantoms!.finish(),
    ...mails.finish(),
  ]).toEqual([]);
}, 330_000);
