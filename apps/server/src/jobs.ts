// The loops the process runs beside the server, once it listens: retention, on the schedule kept
// in the database (it logs counts only), and the reminders, the holds' lapses, the owner's alerts
// and the producers' calendar reads.
import path from "node:path";
import type { CalendarReader } from "@studio/api/calendars";
import type { MailSender } from "@studio/api/mail";
import {
  RetentionJob,
  startCalendarReads,
  startHoldLapses,
  startOwnerAlerts,
  startReminders,
} from "@studio/api/services";
import { loopErrors, type Store } from "@studio/api/store";
import type { FastifyBaseLogger } from "fastify";
import type { loadConfig } from "./env.js";

const JOBS_FIRST_LOOK_AFTER_MS = 1_000;

interface Running {
  store: Store;
  mailer: MailSender;
  log: FastifyBaseLogger;
  /** Reads producers' calendars off the server's thread (calendars/reader-thread.ts). */
  calendarReader?: CalendarReader;
}

/**
 * Starts the loops. The first look of the reminders, the lapses, the alerts and the calendars
 * (catching up on what fell due while the server was down: queries over a year's bookings) comes a moment after listening, once the first requests can be answered.
 * Returns what stops them all.
 */
export function startJobs(
  config: ReturnType<typeof loadConfig>,
  { store, mailer, log, calendarReader }: Running,
): () => void {
  const clock = () => new Date();
  const { profile, publicUrl } = config;
  const retention = new RetentionJob(
    { store, profile, clock, mailer, publicUrl, outboxDir: path.join(config.dataDir, "outbox") },
    { log },
  );
  retention.start();
  const checked = {
    dataDir: config.dataDir,
    offsiteBackups: config.offsiteBackups,
    calendarAllowHosts: config.calendarAllowHosts,
    ...(calendarReader ? { calendarReader } : {}),
  };
  const jobs = { store, profile, clock, mailer, publicUrl, ...checked };
  const stops: (() => void)[] = [() => retention.stop()];
  const timer = setTimeout(() => {
    // A database that cannot be written (full disk): one line a minute, no stack (store/write-failures.ts).
    stops.push(startReminders(jobs, loopErrors("reminders", "cannot queue", log)));
    stops.push(startHoldLapses(jobs, loopErrors("holds", "cannot lapse", log)));
    stops.push(startOwnerAlerts(jobs, loopErrors("checks", "cannot tell the owner", log)));
    stops.push(startCalendarReads(jobs, loopErrors("calendars", "cannot read", log)));
  }, JOBS_FIRST_LOOK_AFTER_MS);
  timer.unref();
  return () => {
    clearTimeout(timer);
    for (const stop of stops) stop();
  };
}
