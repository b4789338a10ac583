// The night's public answers are kept in memory (services/night-cache.ts): every write, through the
// app or through another connection on the same file (the CLI, a second server), shows in the
// very next read, over REST and tRPC alike.
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CACHED_ANSWERS, nightCache } from "../src/services/night-cache.js";
import { bookingPayload, call, type Json, postBooking, trpc, upcoming } from "./helpers.js";
import { useAdminApp } from "./shared-app.js";

const t = useAdminApp();

/** The night's public answer over REST and tRPC (they must agree), as start times and statuses. */
async function dayRead(date: string): Promise<string[]> {
  const rest = await call(t.url, "GET", `/api/bookings/date/${date}`);
  expect(rest.status).toBe(200);
  const viaTrpc = await trpc(t.url, "query", "bookings.byDate", { date });
  expect(viaTrpc.body.result?.data).toEqual(rest.body);
  return rest.body.map((s: Json) => `${s.startTime} ${s.duration}h ${s.engineer} ${s.status}`);
}

const notice = async (date: string) =>
  (await trpc(t.url, "query", "bookings.notice", { date })).body.result?.data;

describe("the day read after a write through the app", () => {
  it("shows a booking, its move and its cancellation at once", async () => {
    const date = upcoming(5, 2);
    expect(await dayRead(date)).toEqual([]); // kept empty
    const made = await postBooking(t.url, { date, startTime: "14:00", duration: 2 });
    expect(made.status, made.text).toBe(201);
    expect(await dayRead(date)).toEqual(["14:00 2h Marcus confirmed"]);
    const moved = await t.admin("PUT", `/api/admin/bookings/${made.body.id}`, { startTime: "18:00" });
    expect(moved.status, moved.text).toBe(200);
    expect(await dayRead(date)).toEqual(["18:00 2h Marcus confirmed"]);
    expect((await t.setStatus(made.body.id, "cancelled")).status).toBe(200);
    expect(await dayRead(date)).toEqual([]);
    expect((await t.setStatus(made.body.id, "confirmed")).status).toBe(200);
    expect(await dayRead(date)).toEqual(["18:00 2h Marcus confirmed"]);
  });

  it("shows a staff booking moved to another night on both nights", async () => {
    const [from, to] = [upcoming(6, 2), upcoming(6, 3)];
    expect([await dayRead(from), await dayRead(to)]).toEqual([[], []]);
    const made = await t.bookAsAdmin({ date: from, startTime: "20:00", engineer: "Dre" });
    expect(made.status, made.text).toBe(201);
    expect(await dayRead(from)).toEqual(["20:00 2h Dre confirmed"]);
    expect((await t.admin("PUT", `/api/admin/bookings/${made.body.id}`, { date: to })).status).toBe(200);
    expect([await dayRead(from), await dayRead(to)]).toEqual([[], ["20:00 2h Dre confirmed"]]);
  });

  it("shows a hold as held, and frees its time when it is released", async () => {
    const date = upcoming(0, 2);
    expect(await dayRead(date)).toEqual([]);
    const hold = await t.admin("POST", "/api/admin/holds", {
      ...bookingPayload({ date, startTime: "16:00", duration: 3, engineer: "Dre" }),
      note: "Deposit by Friday",
    });
    expect(hold.status, hold.text).toBe(201);
    expect(await dayRead(date)).toEqual(["16:00 3h Dre held"]);
    expect((await t.admin("DELETE", `/api/admin/holds/${hold.body.id}`)).status).toBe(200);
    expect(await dayRead(date)).toEqual([]);
  });

  it("shows a closure and a producer's leave in the night's notice, and their removal", async () => {
    const date = upcoming(4, 2);
    expect(await notice(date)).toEqual({ closed: null, away: [], busy: [] });
    const closure = await t.admin("POST", "/api/admin/closures", {
      startDate: date,
      endDate: date,
      reason: "Boiler service",
      publicText: "Closed for maintenance",
    });
    expect(closure.status, closure.text).toBe(201);
    expect(await notice(date)).toEqual({ closed: "Closed for maintenance", away: [], busy: [] });
    const leave = await t.admin("POST", "/api/admin/leave", {
      engineer: "Dre",
      startDate: date,
      endDate: date,
    });
    expect(leave.status, leave.text).toBe(201);
    expect(await notice(date)).toEqual({ closed: "Closed for maintenance", away: ["Dre"], busy: [] });
    expect((await t.admin("DELETE", `/api/admin/closures/${closure.body.closure.id}`)).status).toBe(200);
    expect((await t.admin("DELETE", `/api/admin/leave/${leave.body.id}`)).status).toBe(200);
    expect(await notice(date)).toEqual({ closed: null, away: [], busy: [] });
  });
});

describe("the day read after a write through another connection on the same file", () => {
  let other: Database.Database;
  beforeAll(() => {
    other = new Database(t.store.file);
    other.pragma("busy_timeout = 5000");
  });
  afterAll(() => other.close());

  /** Rows the app's own connection has written: still, so only data_version can tell of the change. */
  const appWrites = () => t.store.sqlite.prepare("select total_changes()").pluck().get();
  /** Waits until the app's mail sender has nothing left to mark, so its connection writes nothing. */
  async function outboxSettled(): Promise<void> {
    const pending = other.prepare(
      "select count(*) from email_outbox where sentAt is null and abandonedAt is null",
    );
    for (let i = 0; i < 200 && pending.pluck().get() !== 0; i++) await new Promise((r) => setTimeout(r, 25));
  }

  it("shows a booking cancelled and restored by another process", async () => {
    const date = upcoming(5, 3);
    const made = await postBooking(t.url, { date, startTime: "19:00", duration: 2 });
    expect(made.status, made.text).toBe(201);
    await outboxSettled();
    expect(await dayRead(date)).toEqual(["19:00 2h Marcus confirmed"]);
    const before = appWrites();
    other.prepare("update bookings set status = 'cancelled' where id = ?").run(made.body.id);
    expect(await dayRead(date)).toEqual([]);
    expect(appWrites()).toBe(before);
    other.prepare("update bookings set status = 'confirmed' where id = ?").run(made.body.id);
    expect(await dayRead(date)).toEqual(["19:00 2h Marcus confirmed"]);
  });

  it("looks for another process's commits once a turn: the turn's answers are as at its start", async () => {
    await outboxSettled();
    const cache = nightCache(t.store);
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    const addClosure = other.prepare(
      "insert into studio_closures (id, startDate, endDate, reason, publicText, createdAt) values (?, ?, ?, ?, ?, ?)",
    );
    await nextTurn();
    const before = appWrites();
    let loads = 0;
    cache.get("a turn", () => ++loads);
    const night = upcoming(3, 4);
    addClosure.run("closure-mid-turn", night, night, "Leak", "Closed", new Date().toISOString());
    expect(cache.get("a turn", () => ++loads)).toBe(1); // the same turn: kept
    await nextTurn();
    expect(cache.get("a turn", () => ++loads)).toBe(2); // the next turn: the commit is seen
    expect(appWrites()).toBe(before); // seen through data_version alone
    other.prepare("delete from studio_closures where id = ?").run("closure-mid-turn");
  });

  it("shows a closure added and removed by another process in the night's notice", async () => {
    const date = upcoming(4, 3);
    expect(await notice(date)).toEqual({ closed: null, away: [], busy: [] });
    other
      .prepare(
        "insert into studio_closures (id, startDate, endDate, reason, publicText, createdAt) values (?, ?, ?, ?, ?, ?)",
      )
      .run("closure-from-cli", date, date, "Flood", "Closed today", new Date().toISOString());
    expect(await notice(date)).toEqual({ closed: "Closed today", away: [], busy: [] });
    other.prepare("delete from studio_closures where id = ?").run("closure-from-cli");
    expect(await notice(date)).toEqual({ closed: null, away: [], busy: [] });
  });
});

describe("the cache itself", () => {
  it("keeps at most its bound, dropping the least recently used answer first", () => {
    const cache = nightCache(t.store);
    const loads: string[] = [];
    const get = (key: string) => cache.get(key, () => loads.push(key));
    // One synchronous run: nothing can write in between and drop the cache.
    get("first");
    get("second");
    for (let i = 0; i < MAX_CACHED_ANSWERS - 2; i++) get(`filler ${i}`);
    get("first"); // used again: "second" is now the oldest
    get("one more"); // past the bound
    get("first");
    get("second");
    expect(loads.filter((key) => key === "first")).toHaveLength(1);
    expect(loads.filter((key) => key === "second")).toHaveLength(2);
  });

  it("keeps nothing read inside a transaction, which may yet roll back", () => {
    const cache = nightCache(t.store);
    let loads = 0;
    t.store.transaction(() => {
      cache.get("inside", () => ++loads);
      cache.get("inside", () => ++loads);
    });
    expect(loads).toBe(2);
    expect(cache.get("inside", () => ++loads)).toBe(3);
  });

  it("gives a kept answer inside a transaction only until the transaction writes", () => {
    const cache = nightCache(t.store);
    let loads = 0;
    const night = upcoming(3, 5);
    expect(cache.get("kept", () => ++loads)).toBe(1);
    const rolledBack = () =>
      t.store.transaction(() => {
        expect(cache.get("kept", () => ++loads)).toBe(1); // nothing written yet: as kept
        t.store.sqlite
          .prepare(
            "insert into studio_closures (id, startDate, endDate, reason, publicText, createdAt) values (?, ?, ?, ?, ?, ?)",
          )
          .run("closure-rolled-back", night, night, "Test", "Closed", new Date().toISOString());
        expect(cache.get("kept", () => ++loads)).toBe(2); // its own write: read afresh
        throw new Error("rolled back");
      });
    expect(rolledBack).toThrow("rolled back");
    expect(cache.get("kept", () => ++loads)).toBe(3); // what was read inside was not kept
  });
});
