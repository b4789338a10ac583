// Crash safety of the real, built server process (dist/main.js): a stream of bookings, SIGKILL at
// random points (during start-up too), restart on the same DATA_DIR. Every acknowledged booking
// survives exactly once, the database stays intact, and the outbox delivers each acknowledged
// booking's two e-mails once — plus, visibly counted, a resend of a message the kill caught
// between the SMTP server's "250 OK" and the outbox row being marked sent (at-least-once is the
// only honest promise there; the resend carries the same Message-ID, so mail clients fold it).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDays, bookingHorizon, dayKind, sessionInterval } from "@studio/domain";
import Database from "better-sqlite3";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bookingPayload, profile } from "../helpers.js";
import { type FaultySmtp, sleep, startFaultySmtp, Tally } from "./harness.js";

const apiDir = path.resolve(import.meta.dirname, "..", "..");
const distMain = path.join(apiDir, "dist", "main.js");
const profilePath = path.join(apiDir, "test", "fixtures", "studio.json");
const CYCLES = 10;
/** Cycles whose kill lands while the process is still starting (before it listens). */
const STARTUP_KILLS = new Set([0, 4, 7]);
const MAIL_DOMAIN = /@([^>\s]+)/.exec(profile.mailFrom ?? "")?.[1] ?? "studio.local";
/** The Message-ID an outbox row is sent with: its random key, fixed when it was queued. */
const messageIdOf = (row: { message: string }) =>
  `<${(JSON.parse(row.message) as { messageKey: string }).messageKey}@${MAIL_DOMAIN}>`;

/** Newest modification time under a folder, in ms. */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/** Builds dist/main.js when it is missing or older than the sources it bundles. */
function ensureBuilt(): void {
  const sources = Math.max(
    newest(path.join(apiDir, "src")),
    newest(path.join(apiDir, "..", "domain", "src")),
  );
  if (existsSync(distMain) && statSync(distMain).mtimeMs >= sources) return;
  const build = spawnSync(process.execPath, ["build.mjs"], { cwd: apiDir, encoding: "utf8" });
  if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
}

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

interface Running {
  child: ChildProcess;
  exited: Promise<void>;
  ready: Promise<string>;
}

function startServer(): Running {
  const child = spawn(process.execPath, [distMain], {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH ?? "",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      STUDIO_PROFILE: profilePath,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      LOG_LEVEL: "warn",
      PUBLIC_POST_LIMIT: "1000000",
      PUBLIC_BOOKINGS_PER_HOUR: "1000000",
      UPCOMING_BOOKINGS_PER_CUSTOMER: "1000000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Studio site running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 10);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`the server exited before it was ready: ${output.slice(-2000)}`));
    });
  });
  ready.catch(() => {}); // a start-up kill rejects it on purpose
  return { child, exited, ready };
}

/** Every 2-hour public slot from tomorrow to the horizon, none overlapping another (DST-safe). */
function freeSlots(): { date: string; startTime: string }[] {
  const { min, max } = bookingHorizon(new Date());
  const slots: { date: string; startTime: string }[] = [];
  let lastEnd = 0;
  for (let date = addDays(min, 1); date < max; date = addDays(date, 1)) {
    if (dayKind(date) !== "session") continue;
    for (const startTime of ["12:00", "14:00", "16:00", "18:00", "20:00", "22:00", "00:00", "02:00"]) {
      const interval = sessionInterval({ date, startTime, duration: 2 });
      if (!interval || interval.startMs < lastEnd) continue;
      lastEnd = interval.endMs;
      slots.push({ date, startTime });
    }
  }
  return slots;
}

interface Sent {
  email: string;
  outcome: "acked" | "refused" | "unknown";
  id?: string;
}

it(`keeps every acknowledged booking and mails it once across ${CYCLES} SIGKILLs of dist/main.js`, async () => {
  const slots = freeSlots();
  let nextSlot = 0;
  const sent: Sent[] = [];
  /** Deliveries of a message the kill caught before its row was marked sent: each is resent. */
  const caughtInFlight = new Map<string, number>();
  const integrity = new Tally("crash", `PRAGMA integrity_check after each of ${CYCLES} SIGKILLs`);
  const restarts = new Tally("crash", "restart on the same DATA_DIR after SIGKILL");
  let startupMs = 1500;

  for (let cycle = 0; cycle < CYCLES; cycle += 1) {
    const began = Date.now();
    const server = startServer();
    if (STARTUP_KILLS.has(cycle)) {
      // Somewhere in start-up: opening and migrating the database, writing the key and the hash.
      await sleep(Math.random() * startupMs);
    } else {
      let url: string;
      try {
        url = await server.ready;
      } catch (error) {
        restarts.check(false, `cycle ${cycle}: ${(error as Error).message}`);
        break;
      }
      startupMs = Date.now() - began;
      restarts.check(true, `cycle ${cycle}`);
      const budget = Math.floor((slots.length - nextSlot) / (CYCLES - cycle));
      let stop = false;
      const worker = async () => {
        while (!stop && nextSlot < slots.length && budget > 0) {
          const slot = slots[nextSlot]!;
          nextSlot += 1;
          const payload = bookingPayload({ ...slot, duration: 2 });
          const entry: Sent = { email: payload.email, outcome: "unknown" };
          sent.push(entry);
          try {
            const response = await fetch(`${url}/api/bookings`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify(payload),
            });
            const body = (await response.json()) as { id?: string };
            if (response.status === 201 && body.id) {
              entry.outcome = "acked";
              entry.id = body.id;
            } else {
              entry.outcome = "refused";
            }
          } catch {
            return; // the kill: this request's fate is unknown
          }
          await sleep(Math.random() * 15);
        }
      };
      const firstOfCycle = nextSlot;
      const workers = [worker(), worker(), worker()];
      // Kill while bookings stream in (or just after, while the outbox drains).
      const limit = setInterval(() => {
        if (nextSlot - firstOfCycle >= budget) stop = true;
      }, 5);
      // Once the stream flows (a first 201 this cycle, however loaded the machine), at a random moment.
      const ackedBefore = sent.filter((s) => s.outcome === "acked").length;
      const flowing = Date.now() + 10_000;
      while (sent.filter((s) => s.outcome === "acked").length === ackedBefore && Date.now() < flowing) {
        await sleep(5);
      }
      await sleep(Math.random() * 700);
      server.child.kill("SIGKILL");
      clearInterval(limit);
      stop = true;
      await Promise.all(workers);
    }
    server.child.kill("SIGKILL");
    await server.exited;
    await sleep(150); // let the SMTP sink finish recording what it was given

    const file = path.join(dataDir, "studio.db");
    if (!existsSync(file)) continue; // killed before the database existed
    const db = new Database(file);
    try {
      const check = db.pragma("integrity_check", { simple: true });
      integrity.check(check === "ok", `cycle ${cycle}: integrity_check says ${String(check)}`);
      const hasOutbox = db.prepare("select 1 from sqlite_master where name = 'email_outbox'").get();
      const unsent = hasOutbox
        ? (db.prepare('select message from email_outbox where "sentAt" is null').all() as {
            message: string;
          }[])
        : [];
      for (const row of unsent) {
        const messageId = messageIdOf(row);
        const delivered = sink.delivered.filter((m) => m.messageId === messageId).length;
        if (delivered > 0) caughtInFlight.set(messageId, delivered);
      }
    } finally {
      db.close();
    }
  }

  // The last start: it runs until the outbox is empty, then stops cleanly.
  const last = startServer();
  const url = await last.ready;
  restarts.check(true, "final start");
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

  const db = new Database(path.join(dataDir, "studio.db"), { readonly: true });
  const bookings = db
    .prepare('select id, email, "customerReceiptSent", "adminNotificationSent" from bookings')
    .all() as {
    id: string;
    email: string;
    customerReceiptSent: number;
    adminNotificationSent: number;
  }[];
  const outbox = db.prepare('select id, kind, "bookingId", "sentAt", message from email_outbox').all() as {
    id: number;
    kind: string;
    bookingId: string;
    sentAt: string | null;
    message: string;
  }[];
  const finalIntegrity = db.pragma("integrity_check", { simple: true });
  db.close();
  integrity.check(finalIntegrity === "ok", `final: integrity_check says ${String(finalIntegrity)}`);

  const acked = sent.filter((s) => s.outcome === "acked");
  const kept = new Tally("crash", "acknowledged (201) booking present exactly once");
  for (const booking of acked) {
    const rows = bookings.filter((b) => b.id === booking.id || b.email === booking.email);
    kept.check(rows.length === 1, `${booking.email}: ${rows.length} rows`);
  }
  const phantoms = new Tally("crash", "stored booking was one sent (201 or cut off by the kill)");
  const sentEmails = new Map(sent.map((s) => [s.email, s]));
  for (const row of bookings) {
    const origin = sentEmails.get(row.email);
    phantoms.check(origin !== undefined && origin.outcome !== "refused", `${row.email}: ${origin?.outcome}`);
  }

  const mails = new Tally("crash", "mail of a stored booking delivered once (+ resend if caught in flight)");
  const bookingIds = new Set(bookings.map((b) => b.id));
  for (const booking of bookings) {
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
      const received = sink.delivered.filter((m) => m.messageId === messageId);
      const expected = 1 + (caughtInFlight.get(messageId) ?? 0);
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
  const strays = sink.delivered.filter((m) => {
    const row = outbox.find((o) => messageIdOf(o) === m.messageId);
    return !row || !bookingIds.has(row.bookingId);
  });
  mails.check(strays.length === 0, `${strays.length} mails of no stored booking`);

  const resends = [...caughtInFlight.values()].reduce((n, v) => n + v, 0);
  console.log(
    `crash: ${CYCLES} SIGKILLs (${STARTUP_KILLS.size} during start-up), ${sent.length} bookings sent, ` +
      `${acked.length} acknowledged, ${bookings.length} stored, ${sink.delivered.length} mails received, ` +
      `${resends} resent after a kill between "250 OK" and the outbox commit`,
  );
  expect(acked.length).toBeGreaterThanOrEqual(CYCLES - STARTUP_KILLS.size);
  expect([
    ...integrity.finish(),
    ...restarts.finish(),
    ...kept.finish(),
    ...phantoms.finish(),
    ...mails.finish(),
  ]).toEqual([]);
}, 330_000);
