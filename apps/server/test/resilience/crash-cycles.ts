// The crash test's load and kills: a stream of public bookings into dist/main.js, SIGKILL at a
// random moment (or during start-up), and what each kill left behind in DATA_DIR.
import { existsSync } from "node:fs";
import path from "node:path";
import { addDays, bookingHorizon, dayKind, sessionInterval } from "@studio/domain";
import Database from "better-sqlite3";
import { bookingPayload, profile } from "../../../../packages/api/test/helpers.js";
import type { FaultySmtp } from "./faulty-smtp.js";
import { sleep, Tally } from "./harness.js";
import { type Running, startServer } from "./server-process.js";

export const CYCLES = 10;
/** Cycles whose kill lands while the process is still starting (before it listens). */
export const STARTUP_KILLS = new Set([0, 4, 7]);
const MAIL_DOMAIN = /@([^>\s]+)/.exec(profile.mailFrom ?? "")?.[1] ?? "studio.local";
/** The Message-ID an outbox row is sent with: its random key, fixed when it was queued. */
export const messageIdOf = (row: { message: string }) =>
  `<${(JSON.parse(row.message) as { messageKey: string }).messageKey}@${MAIL_DOMAIN}>`;

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

export interface Sent {
  email: string;
  outcome: "acked" | "refused" | "unknown";
  id?: string;
}

/** Everything the kills have done so far, for the final audit. */
export class KillRun {
  readonly slots = freeSlots();
  nextSlot = 0;
  readonly sent: Sent[] = [];
  /** Deliveries of a message the kill caught before its row was marked sent: each is resent. */
  readonly caughtInFlight = new Map<string, number>();
  readonly integrity = new Tally("crash", `PRAGMA integrity_check after each of ${CYCLES} SIGKILLs`);
  readonly restarts = new Tally("crash", "restart on the same DATA_DIR after SIGKILL");
  startupMs = 1500;

  constructor(
    readonly sink: FaultySmtp,
    readonly dataDir: string,
  ) {}

  start(): Running {
    return startServer({ dataDir: this.dataDir, smtpPort: this.sink.port });
  }

  acked(): number {
    return this.sent.filter((s) => s.outcome === "acked").length;
  }
}

/** One booking sent; its outcome stays "unknown" when the kill cuts the request off. */
async function sendOne(run: KillRun, url: string): Promise<boolean> {
  const slot = run.slots[run.nextSlot]!;
  run.nextSlot += 1;
  const payload = bookingPayload({ ...slot, duration: 2 });
  const entry: Sent = { email: payload.email, outcome: "unknown" };
  run.sent.push(entry);
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
    return false; // the kill: this request's fate is unknown
  }
  return true;
}

/** Starts the server, streams bookings at it and SIGKILLs it; false when it failed to start. */
async function killWhileBooking(
  run: KillRun,
  server: Running,
  cycle: number,
  began: number,
): Promise<boolean> {
  let url: string;
  try {
    url = await server.ready;
  } catch (error) {
    run.restarts.check(false, `cycle ${cycle}: ${(error as Error).message}`);
    return false;
  }
  run.startupMs = Date.now() - began;
  run.restarts.check(true, `cycle ${cycle}`);
  const budget = Math.floor((run.slots.length - run.nextSlot) / (CYCLES - cycle));
  const flow = { stop: false };
  const worker = async () => {
    while (!flow.stop && run.nextSlot < run.slots.length && budget > 0) {
      if (!(await sendOne(run, url))) return;
      await sleep(Math.random() * 15);
    }
  };
  const firstOfCycle = run.nextSlot;
  const workers = [worker(), worker(), worker()];
  // Kill while bookings stream in (or just after, while the outbox drains).
  const limit = setInterval(() => {
    if (run.nextSlot - firstOfCycle >= budget) flow.stop = true;
  }, 5);
  // Once the stream flows (a first 201 this cycle, however loaded the machine), at a random moment.
  const ackedBefore = run.acked();
  const flowing = Date.now() + 10_000;
  while (run.acked() === ackedBefore && Date.now() < flowing) await sleep(5);
  await sleep(Math.random() * 700);
  server.child.kill("SIGKILL");
  clearInterval(limit);
  flow.stop = true;
  await Promise.all(workers);
  return true;
}

/** After a kill: the database is intact, and mails it still holds unsent but the sink got are noted. */
function inspectAfterKill(run: KillRun, cycle: number): void {
  const file = path.join(run.dataDir, "studio.db");
  if (!existsSync(file)) return; // killed before the database existed
  const db = new Database(file);
  try {
    const check = db.pragma("integrity_check", { simple: true });
    run.integrity.check(check === "ok", `cycle ${cycle}: integrity_check says ${String(check)}`);
    const hasOutbox = db.prepare("select 1 from sqlite_master where name = 'email_outbox'").get();
    const unsent = hasOutbox
      ? (db.prepare('select message from email_outbox where "sentAt" is null').all() as {
          message: string;
        }[])
      : [];
    for (const row of unsent) {
      const messageId = messageIdOf(row);
      const delivered = run.sink.delivered.filter((m) => m.messageId === messageId).length;
      if (delivered > 0) run.caughtInFlight.set(messageId, delivered);
    }
  } finally {
    db.close();
  }
}

/** One start and SIGKILL; false when the server did not come up (the run stops there). */
export async function killCycle(run: KillRun, cycle: number): Promise<boolean> {
  const began = Date.now();
  const server = run.start();
  if (STARTUP_KILLS.has(cycle)) {
    // Somewhere in start-up: opening and migrating the database, writing the key and the hash.
    await sleep(Math.random() * run.startupMs);
  } else if (!(await killWhileBooking(run, server, cycle, began))) {
    return false;
  }
  server.child.kill("SIGKILL");
  await server.exited;
  await sleep(150); // let the SMTP sink finish recording what it was given
  inspectAfterKill(run, cycle);
  return true;
}
