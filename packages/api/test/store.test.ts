// The SQLite store: pragmas, migrations, and the trigger that refuses overlaps whatever the path.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrate } from "../src/store/migrate.js";
import { openStore, type Store } from "../src/store/store.js";
import { findOverlap, overlapQuery, publicDayQuery, publicRowsOn } from "../src/store/bookings.js";
import { overlapQueryOf } from "../src/store/overlap.js";
import { listProducers, syncProducers } from "../src/store/producers.js";
import { openTestStore, type TestStore } from "./test-store.js";

let data: TestStore;
let store: Store;
beforeEach(async () => {
  data = await openTestStore();
  store = data.store;
});
afterEach(async () => {
  await data.close();
});

const HOUR = 3_600_000;
const row = (id: string, startMs: number, hours: number, status = "confirmed") => ({
  id,
  firstName: "A",
  lastName: "B",
  email: "a@example.com",
  phone: "07700900123",
  date: "2030-01-04",
  startTime: "12:00",
  engineer: "Marcus",
  duration: hours,
  totalCost: 7000,
  projectDescription: null,
  status,
  customerReceiptSent: 0,
  adminNotificationSent: 0,
  receiptEmailSentAt: null,
  adminEmailSentAt: null,
  cancelledAt: null,
  createdAt: new Date().toISOString(),
  startMs,
  endMs: startMs + hours * HOUR,
});

const insert = (s: Store, r: ReturnType<typeof row>) =>
  s.sqlite
    .prepare(
      `insert into bookings (id, firstName, lastName, email, phone, date, startTime, engineer, duration, totalCost,
        projectDescription, status, customerReceiptSent, adminNotificationSent, receiptEmailSentAt, adminEmailSentAt,
        cancelledAt, createdAt, startMs, endMs)
       values (@id, @firstName, @lastName, @email, @phone, @date, @startTime, @engineer, @duration, @totalCost,
        @projectDescription, @status, @customerReceiptSent, @adminNotificationSent, @receiptEmailSentAt, @adminEmailSentAt,
        @cancelledAt, @createdAt, @startMs, @endMs)`,
    )
    .run(r);

it("opens with WAL, foreign keys, NORMAL sync (group commit syncs the WAL: durability.test.ts), a busy timeout and a 2 MB page cache", () => {
  expect(store.sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
  expect(store.sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
  expect(store.sqlite.pragma("synchronous", { simple: true })).toBe(1);
  expect(store.sqlite.pragma("busy_timeout", { simple: true })).toBe(5000);
  expect(store.sqlite.pragma("cache_size", { simple: true })).toBe(-2000);
});

it("migrates once and again without change", async () => {
  await migrate(store);
  const tables = store.sqlite
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'kysely%' and name not like 'sqlite%' order by name",
    )
    .all()
    .map((r) => (r as { name: string }).name);
  expect(tables).toEqual([
    "admin_sessions",
    "archived_bookings",
    "artist_notes",
    "booking_audit",
    "booking_calendar",
    "booking_cancel_terms",
    "booking_deposits",
    "booking_moves",
    "bookings",
    "busy_clash_notices",
    "calendar_feed_audit",
    "calendar_feeds",
    "contact_messages",
    "email_outbox",
    "engineers",
    "heartbeat",
    "holds",
    "manage_tokens",
    "passkeys",
    "payments",
    "privacy_audit",
    "producer_busy",
    "producer_calendars",
    "producer_leave",
    "scheduled_jobs",
    "staff_enrolments",
    "staff_members",
    "studio_closures",
    "studio_sections",
    "studio_settings",
    "studio_settings_audit",
    "waitlist",
    "waitlist_tokens",
    "webauthn_challenges",
  ]);
});

it("refuses an overlapping active booking at the database, from any connection", () => {
  const start = Date.UTC(2030, 0, 4, 12);
  insert(store, row("a", start, 2));
  const other = openStore(data.dataDir); // a second connection, as a second process would have
  try {
    expect(() => insert(other, row("b", start + HOUR, 2))).toThrow(/overlaps an active booking/);
    expect(() => insert(other, row("c", start + 2 * HOUR, 2))).not.toThrow(); // back to back
    expect(() => insert(other, row("d", start, 2, "cancelled"))).not.toThrow(); // cancelled never blocks
    expect(() =>
      other.sqlite.prepare("update bookings set status = 'confirmed' where id = 'd'").run(),
    ).toThrow(/overlaps an active booking/);
    expect(() =>
      other.sqlite.prepare("update bookings set startMs = startMs - 3600000 where id = 'c'").run(),
    ).toThrow(/overlaps an active booking/);
  } finally {
    void other.close();
  }
});

it("still sees an overlap that starts many hours earlier, and refuses a session of a day or more", () => {
  const start = Date.UTC(2030, 0, 4, 12);
  insert(store, row("long", start, 10)); // the longest session, 12:00 to 22:00
  expect(() => insert(store, row("late", start + 9 * HOUR, 2))).toThrow(/overlaps an active booking/);
  expect(() => insert(store, row("day", start - 30 * HOUR, 24))).toThrow(/a day or more/);
  insert(store, row("after", start + 10 * HOUR, 2));
  expect(() =>
    store.sqlite.prepare("update bookings set endMs = startMs + 86400000 where id = 'after'").run(),
  ).toThrow(/a day or more/);
});

it("refuses a status outside confirmed/cancelled and a session that ends before it starts", () => {
  const start = Date.UTC(2030, 0, 5, 12);
  expect(() => insert(store, row("x", start, 2, "pending"))).toThrow(/CHECK/);
  expect(() => insert(store, { ...row("y", start, 2), endMs: start })).toThrow(/CHECK/);
});

it("seeds engineers from the profile and deactivates the ones it drops", () => {
  syncProducers(store, [
    { name: "Marcus", bookable: true },
    { name: "Kofi", bookable: false },
  ]);
  const firstIds = listProducers(store).map((e) => e.id);
  syncProducers(store, [{ name: "Marcus", bookable: true }]);
  const active = listProducers(store);
  expect(active.map((e) => e.name)).toEqual(["Marcus"]);
  expect(active[0]!.id).toBe(firstIds[0]); // ids are stable across starts
  expect(listProducers(store, false).find((e) => e.name === "Kofi")?.active).toBe(0);
});

describe("compiled hot queries", () => {
  it("answer like the built query, with the arguments of each call, on the indexes", () => {
    const night = Date.UTC(2030, 0, 4, 12);
    store.transaction(() => {
      insert(store, row("a", night, 2));
      insert(store, row("b", night + 4 * HOUR, 2));
      insert(store, row("c", night + 8 * HOUR, 2, "cancelled"));
    });
    expect(findOverlap(store, { startMs: night + HOUR, endMs: night + 2 * HOUR })?.id).toBe("a");
    expect(findOverlap(store, { startMs: night + HOUR, endMs: night + 5 * HOUR }, "a")?.id).toBe("b");
    expect(findOverlap(store, { startMs: night + 2 * HOUR, endMs: night + 4 * HOUR })).toBeUndefined();
    expect(findOverlap(store, { startMs: night + 8 * HOUR, endMs: night + 9 * HOUR })).toBeUndefined();
    expect(publicRowsOn(store, "2030-01-04").map((r) => r.startTime)).toHaveLength(2);
    expect(publicRowsOn(store, "2030-01-05")).toEqual([]);

    const compiled = [
      store.compiled(overlapQuery),
      store.compiled(publicDayQuery),
      store.compiled(overlapQueryOf("holds")),
    ];
    const plans = compiled.map(({ sql }) => {
      const explain = store.sqlite.prepare(`explain query plan ${sql}`);
      const values = Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => 1);
      return (explain.all(...values) as { detail: string }[]).map((step) => step.detail).join("; ");
    });
    expect(plans[0]).toMatch(/USING INDEX bookings_active_start/);
    expect(plans[1]).toMatch(/USING INDEX bookings_date/);
    // Holds share the one overlap query, on their own partial index.
    expect(plans[2]).toMatch(/USING INDEX holds_held_start/);
  });

  it("refuses a builder whose argument is not a bound value", () => {
    const unbound = (db: Store["db"], _unused: string) => db.selectFrom("bookings").select("id");
    expect(() => store.compiled(unbound)).toThrow(/every argument of unbound/);
  });
});
