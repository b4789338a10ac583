// The SQLite store: one better-sqlite3 connection, Kysely for typed SQL. Queries are built with
// Kysely and run synchronously on the same connection, so a write transaction (BEGIN IMMEDIATE via
// better-sqlite3: Kysely's own SQLite transactions issue a plain BEGIN) never awaits anything.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { type Compilable, Kysely, SqliteDialect } from "kysely";
import { type GroupCommit, groupCommit, type Syncer, threadSyncer } from "./durability.js";
import type { DB } from "./tables.js";

export interface Store {
  /** The one connection; used directly for the serialized write transactions. */
  sqlite: Database.Database;
  /** Typed query builder and migrator over the same connection. */
  db: Kysely<DB>;
  file: string;
  /** Runs `fn` in BEGIN IMMEDIATE ... COMMIT; `fn` must be synchronous. */
  transaction<T>(fn: () => T): T;
  /**
   * Runs `hook` once the write transaction now open has committed, before `transaction` returns
   * (at once when none is open); never if it rolls back. What follows a change without being part
   * of it (the waitlist seeing freed time) goes here, in a transaction of its own.
   */
  afterCommit(hook: () => void): void;
  /**
   * Settles once every change committed so far is on disk (undefined when it already is). A commit
   * returns before that: an answer that follows a write waits for this (plugins/durability.ts).
   */
  synced: GroupCommit["synced"];
  all<R>(query: Compilable<R>): R[];
  get<R>(query: Compilable<R>): R | undefined;
  run(query: Compilable<unknown>): { changes: number };
  /**
   * A hot query that Kysely builds and compiles once, on first use; later calls only bind their
   * arguments to the prepared statement (building and compiling cost more than running it). `build`
   * must be a module-level function whose every argument appears in the query as a bound value.
   */
  compiled<A extends unknown[], R>(build: (db: Kysely<DB>, ...args: A) => Compilable<R>): CompiledQuery<A, R>;
  /** Syncs what is left to the disk, then closes the connection. */
  close(): Promise<void>;
}

interface CompiledQuery<A extends unknown[], R> {
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

export interface StoreOptions {
  fileName?: string;
  /** What makes the WAL durable (tests pass one they control); a thread of its own by default. */
  syncer?: Syncer;
}

export function openStore(dataDir: string, options: StoreOptions = {}): Store {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, options.fileName ?? "studio.db");
  ownerOnly(file);
  const sqlite = openDatabase(file);
  for (const companion of [`${file}-wal`, `${file}-shm`])
    if (existsSync(companion)) chmodSync(companion, 0o600);
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  const prepare = statementCache(sqlite);
  // Rows inserted, updated or deleted on this connection since it opened, triggers' included.
  const changes = sqlite.prepare("select total_changes()").pluck();
  // A closed connection writes nothing more: what it wrote was synced when the store closed.
  const changed = () => (sqlite.open ? (changes.get() as number) : 0);
  const durability = groupCommit(changed, options.syncer ?? threadSyncer(`${file}-wal`));
  return {
    sqlite,
    db,
    file,
    compiled: compiledQueries(sqlite, db),
    ...committedTransactions(sqlite),
    synced: durability.synced,
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
      const changes = statement.reader
        ? statement.all(...(c.parameters as unknown[])).length // INSERT ... RETURNING and friends
        : statement.run(...(c.parameters as unknown[])).changes;
      return { changes };
    },
    close: async () => {
      try {
        await durability.close();
        // studio.db alone then holds everything (a copy of it, or a restore that drops the WAL).
        if (sqlite.open) sqlite.pragma("wal_checkpoint(TRUNCATE)");
      } finally {
        await db.destroy(); // closes the better-sqlite3 connection too
      }
    },
  };
}

/**
 * The database readable by its owner only, whatever the umask: SQLite gives the -wal and -shm files
 * it creates the database file's mode, so setting it before the first open covers all three.
 */
function ownerOnly(file: string): void {
  if (existsSync(file)) chmodSync(file, 0o600);
  else closeSync(openSync(file, "a", 0o600));
}

function openDatabase(file: string): Database.Database {
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  // NORMAL: a commit is written to the WAL, not fsynced on the main thread. Durability comes from
  // group commit (durability.ts): an answer waits for an fdatasync of the WAL, on a thread of its
  // own, that covers its commit; the figures that decided it are in docs/durability.md.
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // SQLite's own default page cache, 2 MB (better-sqlite3 builds it with 16 MB a connection). The
  // hot pages (the bookings, their indexes) fit; the rest is one read from the OS's file cache away.
  // The cache is the process's own memory, and the mails' outbox rows fill it under a load of
  // bookings: the bench's full loads peak about 10 MB lower with it (docs/performance.md).
  sqlite.pragma("cache_size = -2000");
  return sqlite;
}

/** Store.transaction and Store.afterCommit: the hooks a transaction gathered run after its commit. */
function committedTransactions(sqlite: Database.Database): Pick<Store, "transaction" | "afterCommit"> {
  const hooks: (() => void)[] = [];
  return {
    transaction: (fn) => {
      const outermost = !sqlite.inTransaction;
      const mark = hooks.length;
      let result: ReturnType<typeof fn>;
      try {
        result = sqlite.transaction(fn).immediate(); // inside another: a savepoint
      } catch (error) {
        hooks.length = mark; // what rolled back has nothing to follow it
        throw error;
      }
      if (outermost) for (const hook of hooks.splice(0)) hook();
      return result;
    },
    afterCommit: (hook) => {
      if (sqlite.inTransaction) hooks.push(hook);
      else hook();
    },
  };
}

/** Each SQL text prepared once on the connection, then reused. */
function statementCache(sqlite: Database.Database): (sql: string) => Database.Statement {
  const statements = new Map<string, Database.Statement>();
  return (sql) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = sqlite.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
}

/** Store.compiled: each builder's query compiled once, on first use (see the interface). */
function compiledQueries(sqlite: Database.Database, db: Kysely<DB>): Store["compiled"] {
  // biome-ignore lint/suspicious/noExplicitAny: keyed by builders of any signature
  const cache = new Map<(...args: any[]) => unknown, CompiledQuery<unknown[], unknown>>();
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
  return (build) => {
    let query = cache.get(build);
    if (!query) {
      query = compile(build) as CompiledQuery<unknown[], unknown>;
      cache.set(build, query);
    }
    return query as never;
  };
}
