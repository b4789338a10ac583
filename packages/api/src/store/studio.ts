// The studio's settings: its sections (studio_sections), its producers (the engineers table, by
// their stable id) and the audit of every save (studio_settings_audit). Migration 0020.
import { randomUUID } from "node:crypto";
import type { SettingChange } from "@studio/domain";
import type { ProducerRow } from "./producers.js";
import type { Store } from "./store.js";

/** The sections as saved, by name; empty before the first start seeds them. */
export function readSections(store: Store): Record<string, unknown> {
  const rows = store.all(store.db.selectFrom("studio_sections").select(["section", "value"]));
  return Object.fromEntries(rows.map((row) => [row.section, JSON.parse(row.value) as unknown]));
}

export function writeSection(store: Store, section: string, value: unknown, at: string): void {
  const json = JSON.stringify(value ?? null);
  store.run(
    store.db
      .insertInto("studio_sections")
      .values({ section, value: json, updatedAt: at })
      .onConflict((oc) => oc.column("section").doUpdateSet({ value: json, updatedAt: at })),
  );
}

/** Every producer, retired ones included, in the owner's order. */
export function producerRows(store: Store): ProducerRow[] {
  return store.all(
    store.db
      .selectFrom("engineers")
      .selectAll()
      .orderBy("position")
      .orderBy("rowid" as never),
  );
}

export function producerRow(store: Store, id: string): ProducerRow | undefined {
  return store.get(store.db.selectFrom("engineers").selectAll().where("id", "=", id));
}

/** A producer's page fields as the table keeps them. */
export interface ProducerFields {
  name: string;
  title: string;
  bio: string;
  link: string | null;
  bookable: boolean;
  image: string | null;
  imageAlt: string | null;
  /** "he", "she" or "they"; null or left out: none recorded. */
  pronoun?: string | null;
  prices: Record<string, number>;
}

type ProducerColumns = Partial<
  Omit<ProducerFields, "bookable" | "prices"> & { bookable: number; prices: string }
>;

function columns(fields: Partial<ProducerFields>): ProducerColumns {
  const { bookable, prices, ...rest } = fields;
  return {
    ...rest,
    ...(bookable === undefined ? {} : { bookable: bookable ? 1 : 0 }),
    ...(prices === undefined ? {} : { prices: JSON.stringify(prices) }),
  };
}

/** A new producer, or one of the file's on the first start (kept by name: their id stays). */
export function upsertProducer(store: Store, fields: ProducerFields, position: number): string {
  const existing = store.get(store.db.selectFrom("engineers").select("id").where("name", "=", fields.name));
  const values = {
    ...columns(fields),
    name: fields.name,
    bookable: fields.bookable ? 1 : 0,
    active: 1,
    position,
  };
  if (existing) {
    store.run(store.db.updateTable("engineers").set(values).where("id", "=", existing.id));
    return existing.id;
  }
  const id = randomUUID();
  store.run(store.db.insertInto("engineers").values({ id, ...values }));
  return id;
}

export function nextProducerPosition(store: Store): number {
  const row = store.get(store.db.selectFrom("engineers").select((eb) => eb.fn.max("position").as("last")));
  return (row?.last ?? -1) + 1;
}

export function updateProducer(
  store: Store,
  id: string,
  fields: Partial<ProducerFields> & { active?: number },
): void {
  const values = columns(fields);
  // A move alone changes no column here (moveProducer numbers the places).
  if (Object.keys(values).length === 0) return;
  store.run(store.db.updateTable("engineers").set(values).where("id", "=", id));
}

/** Puts the producer at `position` (0 first, retired ones counted) and numbers every one again. */
export function moveProducer(store: Store, id: string, position: number): void {
  const others = producerRows(store).filter((row) => row.id !== id);
  const order = others.map((row) => row.id).toSpliced(Math.min(position, others.length), 0, id);
  for (const [place, each] of order.entries())
    store.run(store.db.updateTable("engineers").set({ position: place }).where("id", "=", each));
}

/** Retires every producer not among `ids` (a seed from the file: the ones it dropped). */
export function retireOthers(store: Store, ids: readonly string[]): void {
  if (ids.length === 0) return;
  store.run(store.db.updateTable("engineers").set({ active: 0 }).where("id", "not in", ids));
}

/**
 * A rename: every row that names the producer (bookings, archived bookings, leave, holds, the
 * waitlist, their own calendars, a staff person's link) takes the new name in the same transaction
 * as the producer.
 * Calendar feeds name the producer by id and need nothing.
 */
export function renameProducerEverywhere(store: Store, from: string, to: string): void {
  const tables = [
    "bookings",
    "archived_bookings",
    "producer_leave",
    "holds",
    "waitlist",
    "producer_calendars",
  ] as const;
  for (const table of tables) {
    store.run(store.db.updateTable(table).set({ engineer: to }).where("engineer", "=", from));
  }
  store.run(store.db.updateTable("staff_members").set({ producer: to }).where("producer", "=", from));
}

/** Upcoming confirmed sessions of one producer: what stops them being retired. */
export function upcomingConfirmedOf(store: Store, name: string, nowMs: number) {
  return store.all(
    store.db
      .selectFrom("bookings")
      .select(["id", "date", "startTime", "duration"])
      .where("engineer", "=", name)
      .where("status", "=", "confirmed")
      .where("endMs", ">", nowMs)
      .orderBy("startMs"),
  );
}

/** One save's audit: a row per field, all under one new save id (above every earlier row's). */
export function auditChanges(
  store: Store,
  entry: {
    at: string;
    actor: string;
    section: string;
    changes: readonly SettingChange[];
    restoreOf?: number;
  },
): void {
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  const last = store.get(
    store.db.selectFrom("studio_settings_audit").select((eb) => eb.fn.max("id").as("id")),
  );
  const saveId = (last?.id ?? 0) + 1;
  for (const change of entry.changes) {
    store.run(
      store.db.insertInto("studio_settings_audit").values({
        at: entry.at,
        actor: entry.actor,
        section: entry.section,
        field: change.field,
        before: json(change.before),
        after: json(change.after),
        saveId,
        restoreOf: entry.restoreOf ?? null,
      }),
    );
  }
}
