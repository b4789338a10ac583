// Group commit's contract (docs/durability.md): whatever path writes through the store, the change
// is waited for until a sync that covers it returns; and the sync runs on a thread of its own, not
// on libuv's pool where scrypt runs.
import { pbkdf2 } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { UNCONFIRMED_WRITE_TEXT } from "../src/errors.js";
import { type Store, storageFailureCode } from "../src/store/store.js";
import {
  bookingPayload,
  call,
  gatedSyncer,
  loginOverTrpc,
  openTestStore,
  postBooking,
  startApp,
  type TestStore,
  trpc,
} from "./helpers.js";

/** Whether `promise` settles within a few event-loop turns (a gated sync never does). */
async function settlesSoon(promise: Promise<unknown>): Promise<boolean> {
  const settled = promise.then(() => true).catch(() => true);
  return Promise.race([settled, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 30))]);
}

const job = (name: string) => ({ name, nextRunAt: 1, lastRunAt: null });

/** Every way a write reaches the connection: each must leave something to sync. */
const writePaths = (store: () => Store): [string, () => unknown][] => [
  [
    "a Kysely query through store.run",
    () => store().run(store().db.insertInto("scheduled_jobs").values(job("a"))),
  ],
  [
    "a transaction",
    () => store().transaction(() => store().run(store().db.insertInto("scheduled_jobs").values(job("b")))),
  ],
  [
    "INSERT ... RETURNING through store.get",
    () => store().get(store().db.insertInto("scheduled_jobs").values(job("c")).returning("name")),
  ],
  [
    "an UPDATE through store.all",
    () => store().all(store().db.updateTable("scheduled_jobs").set({ nextRunAt: 2 }).returning("name")),
  ],
  [
    "better-sqlite3 directly",
    () => store().sqlite.prepare("insert into scheduled_jobs values ('d', 1, null)").run(),
  ],
  ["a script through exec", () => store().sqlite.exec("delete from scheduled_jobs")],
  ["Kysely's own executor", () => store().db.insertInto("scheduled_jobs").values(job("e")).execute()],
];

describe("the store's group commit, with a sync the test controls", () => {
  let data: TestStore;
  let store: Store;
  let gate: ReturnType<typeof gatedSyncer>;
  beforeEach(async () => {
    gate = gatedSyncer();
    data = await openTestStore({ syncer: gate.syncer });
    store = data.store;
    store.run(store.db.insertInto("scheduled_jobs").values(job("kept"))); // for the UPDATE and the DELETE
    const first = store.synced();
    gate.release();
    await first;
  });
  afterEach(async () => {
    gate.release();
    const closing = data.close();
    gate.release();
    await closing;
  });

  it.each(writePaths(() => store))(
    "waits for a sync after %s, and answers at once once it returned",
    async (_name, write) => {
      expect(store.synced()).toBeUndefined();
      await write();
      const waiting = store.synced();
      expect(waiting).toBeDefined();
      expect(await settlesSoon(waiting!)).toBe(false);
      gate.release();
      await waiting;
      expect(store.synced()).toBeUndefined();
    },
  );

  it("does not wait after a read", () => {
    store.all(store.db.selectFrom("scheduled_jobs").selectAll());
    store.sqlite.prepare("select count(*) from bookings").get();
    expect(store.synced()).toBeUndefined();
  });

  it("lets the writes made during a sync share the next one", async () => {
    store.run(store.db.insertInto("scheduled_jobs").values(job("a")));
    const first = store.synced()!;
    store.run(store.db.insertInto("scheduled_jobs").values(job("b")));
    store.run(store.db.insertInto("scheduled_jobs").values(job("c")));
    const second = store.synced()!;
    const third = store.synced()!;
    expect(gate.syncs()).toBe(2); // the first, and the one after
    gate.release();
    await first;
    expect(await settlesSoon(second)).toBe(false); // it began before b and c
    await Promise.resolve();
    gate.release();
    await Promise.all([second, third]);
    expect(gate.syncs()).toBe(3);
  });

  it("reports a refused sync as a storage failure, and tries again for the next answer", async () => {
    store.run(store.db.insertInto("scheduled_jobs").values(job("a")));
    const refused = store.synced()!;
    gate.fail(Object.assign(new Error("EIO: i/o error, fdatasync"), { code: "EIO" }));
    const error = await refused.catch((e: unknown) => e);
    expect(storageFailureCode(error)).toBe("SQLITE_IOERR");
    const again = store.synced();
    expect(again).toBeDefined(); // still not known to be durable
    gate.release();
    await again;
  });
});

describe("the store's own sync thread", () => {
  it("syncs while every thread of libuv's pool is busy with key stretching", async () => {
    const { store, close } = await openTestStore();
    try {
      await store.synced();
      // Four long PBKDF2 runs fill libuv's four threads, as scrypt's password checks would.
      const stretching = Array.from(
        { length: 4 },
        () =>
          new Promise<string>((resolve) =>
            pbkdf2("pw", "salt", 3_000_000, 32, "sha512", () => resolve("pool")),
          ),
      );
      store.run(store.db.insertInto("scheduled_jobs").values(job("a")));
      const synced = store.synced()!.then(() => "synced");
      expect(await Promise.race([synced, ...stretching])).toBe("synced");
      await Promise.all(stretching);
    } finally {
      await close();
    }
  });
});

describe("answers over HTTP", () => {
  let gate: ReturnType<typeof gatedSyncer>;
  let t: Awaited<ReturnType<typeof startApp>>;
  beforeEach(async () => {
    gate = gatedSyncer();
    const starting = startApp({ syncer: gate.syncer });
    // The start-up writes (migrations, producers) are synced like any other.
    const released = setInterval(gate.release, 5);
    t = await starting;
    clearInterval(released);
    gate.release();
  });
  afterEach(async () => {
    const released = setInterval(gate.release, 5);
    await t.close();
    clearInterval(released);
  });

  /** Sends a request; checks that it waits for the sync that covers its write, then answers. */
  async function heldUntilSynced<T>(send: () => Promise<T>): Promise<T> {
    gate.release();
    const answer = send();
    await expect.poll(gate.waiting).toBeGreaterThan(0);
    expect(await settlesSoon(answer)).toBe(false);
    gate.release();
    const released = setInterval(gate.release, 5); // and any sync the mail sender's marks start
    try {
      return await answer;
    } finally {
      clearInterval(released);
    }
  }

  it("holds a public booking, a contact message and a tRPC mutation until their writes are on disk", async () => {
    const booking = await heldUntilSynced(() => postBooking(t.url));
    expect(booking.status).toBe(201);
    const message = await heldUntilSynced(() =>
      call(t.url, "POST", "/api/contact", {
        firstName: "Grace",
        lastName: "Hopper",
        email: "grace@example.com",
        subject: "pricing",
        message: "How much is a ten hour night?",
      }),
    );
    expect(message.status).toBe(201);
    const cookie = await heldUntilSynced(() => loginOverTrpc(t.url));
    const cancelled = await heldUntilSynced(() =>
      trpc(
        t.url,
        "mutation",
        "admin.bookings.setStatus",
        { id: booking.body.id, status: "cancelled" },
        { cookie },
      ),
    );
    expect(cancelled.status).toBe(200);
  });

  it("answers 503 with the storage failure's message when the disk refuses the sync, and holds the next answer until one succeeds", async () => {
    await t.mailer.stop(); // its own syncs aside
    gate.release();
    const answer = postBooking(t.url, bookingPayload({ startTime: "14:00" }));
    await expect.poll(gate.waiting).toBeGreaterThan(0);
    gate.fail(Object.assign(new Error("EIO: i/o error, fdatasync"), { code: "EIO" }));
    const refused = await answer;
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ error: UNCONFIRMED_WRITE_TEXT }); // the booking was committed, maybe kept
    const read = await heldUntilSynced(() => call(t.url, "GET", "/api/health"));
    expect(read.status).toBe(200);
  });
});
