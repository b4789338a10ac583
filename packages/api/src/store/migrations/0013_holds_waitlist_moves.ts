// Frozen in time: never import app code here.
// - booking_moves: one row per move a customer made of their own booking (the policy counts them).
// - holds: staff pencil a named artist in for a night until `expiresMs`. A hold while 'held' takes
//   its interval exactly as a confirmed booking does: triggers refuse a hold over a booking or
//   another hold, and a booking over a hold, whichever path writes them.
// - waitlist: a visitor waiting for time on a full night; only the SHA-256 of the leave link's
//   token is kept, and one open entry per e-mail per night.
import { type Kysely, sql } from "kysely";

const overlapping = (table: string, status: string) => `
  select 1 from ${table} o
  where o.status = '${status}' and o.id <> new.id
    and o."startMs" > new."startMs" - 86400000
    and o."startMs" < new."endMs" and o."endMs" > new."startMs"`;

const TRIGGERS = [
  // A hold over an active booking or another hold.
  [
    "holds_no_overlap_insert",
    "insert on holds",
    "held",
    "hold overlaps an active booking",
    ["bookings", "confirmed"],
    ["holds", "held"],
  ],
  [
    "holds_no_overlap_update",
    `update of status, "startMs", "endMs" on holds`,
    "held",
    "hold overlaps an active booking",
    ["bookings", "confirmed"],
    ["holds", "held"],
  ],
  // A booking over a hold (the booking-over-booking triggers stand as they are).
  [
    "bookings_no_hold_insert",
    "insert on bookings",
    "confirmed",
    "booking overlaps a hold",
    ["holds", "held"],
  ],
  [
    "bookings_no_hold_update",
    `update of status, "startMs", "endMs" on bookings`,
    "confirmed",
    "booking overlaps a hold",
    ["holds", "held"],
  ],
] as const;

async function createTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("booking_moves")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("bookingId", "text", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("booking_moves_booking").on("booking_moves").column("bookingId").execute();

  await db.schema
    .createTable("holds")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("startTime", "text", (c) => c.notNull())
    .addColumn("duration", "integer", (c) => c.notNull())
    .addColumn("engineer", "text", (c) => c.notNull())
    .addColumn("firstName", "text", (c) => c.notNull())
    .addColumn("lastName", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("startMs", "integer", (c) => c.notNull())
    .addColumn("endMs", "integer", (c) => c.notNull())
    .addColumn("expiresMs", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('held', 'confirmed', 'released', 'lapsed')`),
    )
    .addColumn("bookingId", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("endedAt", "text")
    .addCheckConstraint("holds_under_a_day", sql`"endMs" - "startMs" < 86400000`)
    .execute();
  await sql`create index holds_held_start on holds ("startMs") where status = 'held'`.execute(db);
  await sql`create index holds_held_expiry on holds ("expiresMs") where status = 'held'`.execute(db);

  await db.schema
    .createTable("waitlist")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tokenHash", "text", (c) => c.notNull().unique())
    .addColumn("firstName", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("engineer", "text")
    .addColumn("minDuration", "integer", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("offeredAt", "text")
    .addColumn("endedAt", "text")
    .addColumn("endReason", "text")
    .execute();
  await sql`create unique index waitlist_one_per_night on waitlist (lower(email), date) where "endedAt" is null`.execute(
    db,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db);
  for (const [name, event, status, message, ...others] of TRIGGERS) {
    const clauses = others.map(([table, otherStatus]) => `exists (${overlapping(table, otherStatus)})`);
    await sql`
      create trigger ${sql.raw(name)} before ${sql.raw(event)}
      when new.status = ${sql.lit(status)} and (${sql.raw(clauses.join(" or "))})
      begin select raise(abort, ${sql.lit(message)}); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of TRIGGERS) await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
  await db.schema.dropTable("waitlist").ifExists().execute();
  await db.schema.dropTable("holds").ifExists().execute();
  await db.schema.dropTable("booking_moves").ifExists().execute();
}
