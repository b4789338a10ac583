// The SQLite store: one better-sqlite3 connection, Kysely for typed SQL and migrations.
// Queries are built with Kysely and run synchronously on the same connection, so a write
// transaction (BEGIN IMMEDIATE via better-sqlite3, kysely#1152) never awaits anything.
import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import {
  type Compilable,
  type Generated,
  Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  SqliteDialect,
} from "kysely";
import { StartupError } from "../startup-error.js";
import { migrations } from "./migrations/index.js";

export interface BookingsTable {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  date: string;
  startTime: string;
  engineer: string;
  duration: number;
  totalCost: number;
  projectDescription: string | null;
  status: "confirmed" | "cancelled";
  customerReceiptSent: number;
  adminNotificationSent: number;
  receiptEmailSentAt: string | null;
  adminEmailSentAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
  startMs: number;
  endMs: number;
}

export interface ArchivedBookingsTable extends Omit<BookingsTable, "startMs" | "endMs" | "status"> {
  originalBookingId: string;
  status: string;
  archivedAt: string;
}

export interface ContactMessagesTable {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: "unread" | "read" | "replied";
  createdAt: string;
}

export interface EngineersTable {
  id: string;
  name: string;
  active: number;
  bookable: number;
  availability: Generated<string>;
}

export type OutboxKind = "receipt" | "staff-notification" | "summary" | "test";

export interface EmailOutboxTable {
  id: Generated<number>;
  kind: OutboxKind;
  bookingId: string | null;
  message: string;
  attempts: Generated<number>;
  nextAttemptAt: number;
  sentAt: string | null;
  abandonedAt: string | null;
  lastError: string | null;
  createdAt: string;
}

export interface AdminSessionsTable {
  id: string;
  createdAt: number;
  lastSeenAt: number;
}

/** One row, rewritten by the health check to prove the database takes writes. */
export interface HeartbeatTable {
  id: number;
  beatAt: string;
}

export interface DB {
  bookings: BookingsTable;
  archived_bookings: ArchivedBookingsTable;
  contact_messages: ContactMessagesTable;
  engineers: EngineersTable;
  email_outbox: EmailOutboxTable;
  admin_sessions: AdminSessionsTable;
  heartbeat: HeartbeatTable;
}

export interface Store {
  /** The one connection; used directly for the serialized write transactions. */
  sqlite: Database.Database;
  /** Typed query builder and migrator over the same connection. */
  db: Kysely<DB>;
  file: string;
  /** Runs `fn` in BEGIN IMMEDIATE ... COMMIT; `fn` must be synchronous. */
  transaction<T>(fn: () => T): T;
  all<R>(query: Compilable<R>): R[];
  get<R>(query: Compilable<R>): R | undefined;
  run(query: Compilable<unknown>): { changes: number };
  close(): Promise<void>;
}

const STORAGE_FAILURES = ["SQLITE_FULL", "SQLITE_IOERR", "SQLITE_READONLY", "SQLITE_BUSY"] as const;
export type StorageFailureCode = (typeof STORAGE_FAILURES)[number];

/** The family of a SQLite error that is the storage's fault, not the query's (e.g. SQLITE_IOERR_WRITE -> SQLITE_IOERR). */
export function storageFailureCode(error: unknown): StorageFailureCode | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return null;
  return STORAGE_FAILURES.find((family) => code === family || code.startsWith(`${family}_`)) ?? null;
}

class StaticMigrations implements MigrationProvider {
  constructor(private readonly set: Record<string, Migration>) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return this.set;
  }
}

export function openStore(dataDir: string, fileName = "studio.db"): Store {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, fileName);
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  // FULL: a confirmed booking must survive a power cut; writes are a few an hour, so fsync is free.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");

  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  const statements = new Map<string, Database.Statement>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = sqlite.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };

  return {
    sqlite,
    db,
    file,
    transaction: (fn) => sqlite.transaction(fn).immediate(),
    all: (query) => {
      const c = query.compile();
      return prepare(c.sql).all(...(c.parameters as unknown[])) as never[];
    },
    get: (query) => {
      const c = query.compile();
      return prepare(c.sql).get(...(c.parameters as unknown[])) as never;
    },
    run: (query) => {
      const c = query.compile();
      const statement = prepare(c.sql);
      if (!statement.reader) return { changes: statement.run(...(c.parameters as unknown[])).changes };
      // INSERT ... RETURNING and friends are readers.
      return { changes: statement.all(...(c.parameters as unknown[])).length };
    },
    close: async () => {
      await db.destroy(); // closes the better-sqlite3 connection too
    },
  };
}

/** Names of the migrations this database has run (none for a new file). */
export function appliedMigrations(store: Store): string[] {
  const table = store.sqlite
    .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
    .get();
  if (!table) return [];
  return (
    store.sqlite.prepare("select name from kysely_migration order by name").all() as { name: string }[]
  ).map((row) => row.name);
}

/**
 * Brings the schema up to date in one transaction: every pending migration applies, or none does.
 * A database that has run a migration this code does not know was upgraded by a newer version;
 * it is refused untouched rather than run by code that does not understand it.
 */
export async function migrate(store: Store, set: Record<string, Migration> = migrations): Promise<void> {
  const unknown = appliedMigrations(store).filter((name) => !(name in set));
  if (unknown.length > 0) {
    throw new StartupError(
      `The database ${store.file} was upgraded by a newer version of this software ` +
        `(it has run migration ${unknown.join(", ")}, which this version does not know), so this version will not ` +
        "open it. Start the newer version again, or restore a backup made before the upgrade.",
    );
  }
  const migrator = new Migrator({ db: store.db, provider: new StaticMigrations(set) });
  // Kysely runs SQLite migrations outside a transaction; SQLite's DDL is transactional, so wrap
  // them. IMMEDIATE takes the write lock first: a second process starting at once waits, then finds
  // nothing left to do.
  store.sqlite.exec("BEGIN IMMEDIATE");
  let outcome: Awaited<ReturnType<Migrator["migrateToLatest"]>>;
  try {
    outcome = await migrator.migrateToLatest();
  } catch (error) {
    if (store.sqlite.inTransaction) store.sqlite.exec("ROLLBACK");
    throw error;
  }
  if (outcome.error) {
    if (store.sqlite.inTransaction) store.sqlite.exec("ROLLBACK");
    const failed =
      outcome.results?.find((r) => r.status === "Error")?.migrationName ?? "(before any migration)";
    const reason = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    throw new StartupError(
      `Upgrading the database ${store.file} failed at migration ${failed} (${reason}). Nothing was changed: ` +
        "the database is as it was before this start.",
    );
  }
  store.sqlite.exec("COMMIT");
}
