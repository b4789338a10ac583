// The SQLite store: one better-sqlite3 connection, Kysely for typed SQL and migrations.
// Queries are built with Kysely and run synchronously on the same connection, so a write
// transaction (BEGIN IMMEDIATE via better-sqlite3, kysely#1152) never awaits anything.
import { mkdirSync, statSync } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
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
  /** Why staff cancelled it, if they said (migration 0005). */
  cancelReason: string | null;
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

/** One admin change to a booking (migration 0005). `changes` is JSON: [{ field, from, to }]. */
export interface BookingAuditTable {
  id: Generated<number>;
  bookingId: string;
  at: string;
  actor: string;
  action: "created" | "edited" | "cancelled" | "restored";
  changes: string;
  note: string | null;
}

/** Nights the studio is closed, both ends included (migration 0005). */
export interface StudioClosuresTable {
  id: string;
  startDate: string;
  endDate: string;
  reason: string;
  publicText: string;
  createdAt: string;
}

/** Nights a producer is away, both ends included (migration 0005). */
export interface ProducerLeaveTable {
  id: string;
  engineer: string;
  startDate: string;
  endDate: string;
  note: string | null;
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
  booking_audit: BookingAuditTable;
  studio_closures: StudioClosuresTable;
  producer_leave: ProducerLeaveTable;
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
  /**
   * A hot query that Kysely builds and compiles once, on first use; later calls only bind their
   * arguments to the prepared statement (building and compiling cost more than running it). `build`
   * must be a module-level function whose every argument appears in the query as a bound value.
   */
  compiled<A extends unknown[], R>(build: (db: Kysely<DB>, ...args: A) => Compilable<R>): CompiledQuery<A, R>;
  /**
   * Resolves once every write committed so far is on disk (group commit: one fdatasync of the WAL,
   * off the main thread, covers every commit made before it began). Rejects with an
   * SQLITE_IOERR-coded error when the disk refuses.
   */
  synced(): Promise<void>;
  close(): Promise<void>;
}

export interface CompiledQuery<A extends unknown[], R> {
  readonly sql: string;
  all(...args: A): R[];
  get(...args: A): R | undefined;
}

const STORAGE_FAILURES = ["SQLITE_FULL", "SQLITE_IOERR", "SQLITE_READONLY", "SQLITE_BUSY"] as const;
export type StorageFailureCode = (typeof STORAGE_FAILURES)[number];

/** The family of a SQLite error that is the storage's fault, not the query's (e.g. SQLITE_IOERR_WRITE -> SQLITE_IOERR). */
export function storageFailureCode(error: unknown): StorageFailureCode | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return null;
  return STORAGE_FAILURES.find((family) => code === family || code.startsWith(`${family}_`)) ?? null;
}

export interface Syncer {
  datasync(): Promise<void>;
  close(): Promise<void>;
}

/** fdatasync of a file through a kept handle, reopened if the file at the path was replaced. */
function fileSyncer(file: string): Syncer {
  let handle: { fh: FileHandle; ino: number } | undefined;
  const close = async () => {
    const fh = handle?.fh;
    handle = undefined;
    await fh?.close().catch(() => {});
  };
  return {
    async datasync() {
      if (handle && statSync(file, { throwIfNoEntry: false })?.ino !== handle.ino) await close();
      if (!handle) {
        const fh = await open(file, "r");
        handle = { fh, ino: (await fh.stat()).ino };
      }
      await handle.fh.datasync();
    },
    close,
  };
}

/**
 * Group commit: commits are counted; synced() waits for an fdatasync that began after the
 * caller's last commit. One flush runs at a time; callers arriving during it share the next.
 */
export function groupCommit(syncer: Syncer) {
  let commits = 0; // writes committed so far
  let durable = 0; // writes known to be on disk
  let flushing = false;
  const waiting: { upTo: number; resolve: () => void; reject: (error: Error) => void }[] = [];

  const flush = async () => {
    flushing = true;
    while (waiting.length > 0) {
      const upTo = commits;
      try {
        await syncer.datasync();
        durable = upTo;
        for (let i = waiting.length - 1; i >= 0; i--) {
          const waiter = waiting[i]!;
          if (waiter.upTo <= durable) {
            waiting.splice(i, 1);
            waiter.resolve();
          }
        }
      } catch (cause) {
        // The commits stay in the WAL (and readable) but are not known to be durable: every
        // waiter is told, and the next commit's flush tries again.
        const error = Object.assign(new Error(`Cannot flush the database to disk: ${String(cause)}`), {
          code: "SQLITE_IOERR_FSYNC",
          cause,
        });
        for (const waiter of waiting.splice(0)) waiter.reject(error);
      }
    }
    flushing = false;
  };

  return {
    committed(): void {
      commits += 1;
    },
    synced(): Promise<void> {
      if (durable >= commits) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        waiting.push({ upTo: commits, resolve, reject });
        if (!flushing) void flush();
      });
    },
    close: () => syncer.close(),
  };
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
  // NORMAL: a commit is written to the WAL but not fsynced on the main thread. Durability comes
  // from synced(): a state-changing request is answered only after an fdatasync of the WAL that
  // covers its commit, so a confirmed booking still survives a power cut; requests in flight
  // together share one fsync, and the outbox's bookkeeping commits ride along with the next.
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const durability = groupCommit(fileSyncer(`${file}-wal`));

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

  // biome-ignore lint/suspicious/noExplicitAny: keyed by builders of any signature
  const compiledQueries = new Map<(...args: any[]) => unknown, CompiledQuery<unknown[], unknown>>();
  const compile = <A extends unknown[], R>(
    build: (db: Kysely<DB>, ...args: A) => Compilable<R>,
  ): CompiledQuery<A, R> => {
    const slots = Array.from({ length: build.length - 1 }, (_, i) => Symbol(`argument ${i}`));
    const query = build(db, ...(slots as unknown as A)).compile();
    if (slots.some((slot) => !query.parameters.includes(slot)))
      throw new Error(`compiled(): every argument of ${build.name} must be a bound value of the query`);
    // Each bound value: the caller's argument at that index (>= 0), or a constant of the query.
    const binds = query.parameters.map((p) => slots.indexOf(p as symbol));
    const constants = query.parameters;
    const statement = sqlite.prepare(query.sql);
    const values = (args: A) => binds.map((index, i) => (index >= 0 ? args[index] : constants[i]));
    return {
      sql: query.sql,
      all: (...args) => statement.all(...values(args)) as R[],
      get: (...args) => statement.get(...values(args)) as R | undefined,
    };
  };

  return {
    sqlite,
    db,
    file,
    compiled: (build) => {
      let query = compiledQueries.get(build);
      if (!query) {
        query = compile(build) as CompiledQuery<unknown[], unknown>;
        compiledQueries.set(build, query);
      }
      return query as never;
    },
    transaction: (fn) => {
      const result = sqlite.transaction(fn).immediate();
      durability.committed();
      return result;
    },
    all: (query) => {
      const c = query.compile();
      const statement = prepare(c.sql);
      const rows = statement.all(...(c.parameters as unknown[])) as never[];
      if (!statement.readonly) durability.committed(); // INSERT ... RETURNING: a write too
      return rows;
    },
    get: (query) => {
      const c = query.compile();
      const statement = prepare(c.sql);
      const row = statement.get(...(c.parameters as unknown[])) as never;
      if (!statement.readonly) durability.committed(); // INSERT ... RETURNING: a write too
      return row;
    },
    run: (query) => {
      const c = query.compile();
      const statement = prepare(c.sql);
      const changes = statement.reader
        ? statement.all(...(c.parameters as unknown[])).length // INSERT ... RETURNING and friends
        : statement.run(...(c.parameters as unknown[])).changes;
      if (changes > 0) durability.committed(); // a write outside store.transaction commits at once
      return { changes };
    },
    synced: () => durability.synced(),
    close: async () => {
      await durability.close();
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
