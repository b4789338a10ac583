// Seeds a migrated database straight through SQL: non-overlapping confirmed bookings over the
// past year, two per session night in the booking horizon (leaving a few hundred free slots).
import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { addDays, bookingHorizon, dayKind, sessionInterval } from "@studio/domain";

const PAST_STARTS = ["12:00", "14:00", "16:00", "18:00", "20:00", "22:00"];
const HORIZON_STARTS = ["14:00", "22:00"];

export function seedBookings(
  dbFile: string,
  total: number,
  now: Date,
): { seeded: number; horizonNights: string[] } {
  const db = new Database(dbFile);
  const insert =
    db.prepare(`insert into bookings (id, firstName, lastName, email, phone, date, startTime, engineer,
      duration, totalCost, projectDescription, status, customerReceiptSent, adminNotificationSent, createdAt, startMs, endMs)
    values (?, ?, ?, ?, ?, ?, ?, ?, 2, 7000, null, 'confirmed', 1, 1, ?, ?, ?)`);
  const { min, max } = bookingHorizon(now);
  const horizonNights: string[] = [];
  const rows: [string, string][] = [];
  for (let date = min; date <= max; date = addDays(date, 1)) {
    if (dayKind(date) !== "session") continue;
    horizonNights.push(date);
    for (const start of HORIZON_STARTS) rows.push([date, start]);
  }
  for (let date = addDays(min, -1); rows.length < total; date = addDays(date, -1)) {
    for (const start of PAST_STARTS) if (rows.length < total) rows.push([date, start]);
  }
  const createdAt = now.toISOString();
  db.transaction(() => {
    rows.forEach(([date, startTime], i) => {
      const interval = sessionInterval({ date, startTime, duration: 2 });
      if (!interval) return;
      const engineer = i % 2 === 0 ? "Marcus" : "Dre";
      insert.run(
        randomUUID(),
        `Seed${i}`,
        "Customer",
        `seed${i}@example.com`,
        "07700900000",
        date,
        startTime,
        engineer,
        createdAt,
        interval.startMs,
        interval.endMs,
      );
    });
  })();
  const seeded = (db.prepare("select count(*) as n from bookings").get() as { n: number }).n;
  db.close();
  return { seeded, horizonNights };
}

export function countBookings(dbFile: string): number {
  const db = new Database(dbFile, { readonly: true });
  const n = (
    db.prepare("select count(*) as n from bookings where status = 'confirmed'").get() as { n: number }
  ).n;
  db.close();
  return n;
}

/**
 * Marks every e-mail still waiting as sent: the loads leave thousands in the outbox, which a
 * server started afresh would send (without SMTP_URL, write to files) while it is measured, where
 * a studio's outbox is empty between bookings. Returns how many were waiting.
 */
export function settleOutbox(dbFile: string, now: Date): number {
  const db = new Database(dbFile);
  const { changes } = db
    .prepare(`update email_outbox set sentAt = ? where sentAt is null and abandonedAt is null`)
    .run(now.toISOString());
  db.close();
  return changes;
}
