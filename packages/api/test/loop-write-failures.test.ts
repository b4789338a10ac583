// The server's other loops on a database that cannot be written (a full disk, an I/O error, a
// read-only file): reminders, hold lapses and retention say so in one line (no stack) at most once a
// minute, and go on by themselves when writes work again (store/write-failures.ts). The real
// SQLite file refuses writes with `PRAGMA query_only` (SQLITE_READONLY, the family of SQLITE_FULL).
import { afterEach, beforeEach, expect, it } from "vitest";
import type { ServiceContext } from "../src/services/context.js";
import { startHoldLapses } from "../src/services/hold-lapses.js";
import { startReminders } from "../src/services/reminders.js";
import { RetentionJob } from "../src/services/retention.js";
import { loopErrors } from "../src/store/write-failures.js";
import type { Store } from "../src/store/store.js";
import { profile } from "./helpers.js";
import { openTestStore, type TestStore } from "./test-store.js";

let data: TestStore;
let store: Store;
let ctx: ServiceContext;
const lines: { level: string; details: Record<string, unknown>; message: string }[] = [];
const logTo = (level: string) => (details: object, message: string) => {
  lines.push({ level, details: details as Record<string, unknown>, message });
};
const log = { info: logTo("info"), warn: logTo("warn"), error: logTo("error") };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const of = (level: string) => lines.filter((l) => l.level === level);

beforeEach(async () => {
  data = await openTestStore();
  store = data.store;
  lines.length = 0;
  ctx = {
    store,
    profile,
    clock: () => new Date(),
    mailer: { wake: () => {}, deliver: async () => ({ ok: true }), noteRequest: () => {} },
    publicUrl: "http://127.0.0.1",
  };
});
afterEach(async () => {
  store.sqlite.pragma("query_only = 0");
  await data.close();
});

it("reminders and hold lapses: one warning line each over a stretch of failing looks, no stack", async () => {
  store.sqlite.pragma("query_only = 1");
  // Looks every 10 ms for a second: a hundred failed writes each.
  const stops = [
    startReminders(ctx, loopErrors("reminders", "cannot queue", log), 10),
    startHoldLapses(ctx, loopErrors("holds", "cannot lapse", log), 10),
  ];
  await pause(1_000);
  for (const stop of stops) stop();
  expect(of("warn").map((l) => l.message)).toEqual([
    "reminders: the database cannot be written (SQLITE_READONLY); will retry",
    "holds: the database cannot be written (SQLITE_READONLY); will retry",
  ]);
  expect(of("error")).toEqual([]);
  expect(lines.some((l) => "err" in l.details)).toBe(false);
});

it("any other failure of a loop is still logged with its error", () => {
  loopErrors("holds", "cannot lapse", log)(new Error("a bug"));
  expect(of("error")).toEqual([
    { level: "error", details: { err: expect.any(Error) }, message: "holds: cannot lapse" },
  ]);
});

it("retention: one warning line while the sweep cannot write, then it runs by itself", async () => {
  store.sqlite.pragma("query_only = 1");
  const job = new RetentionJob(ctx, { log, pollMs: 10 });
  job.start();
  await pause(1_000);
  expect(of("warn").map((l) => l.message)).toEqual([
    "privacy: retention: the database cannot be written (SQLITE_READONLY); will retry",
  ]);
  expect(of("error")).toEqual([]);
  store.sqlite.pragma("query_only = 0");
  await expect.poll(() => of("info").map((l) => l.message)).toContain("privacy: retention sweep done");
  job.stop();
  expect(of("info").map((l) => l.message)).toContain(
    "privacy: retention: the database can be written again; resumed",
  );
});
