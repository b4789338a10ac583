// GET /api/health: what a monitor polls. 200 while the database takes writes; 503 when it cannot.
import { afterEach, beforeEach, expect, it } from "vitest";
import { call, startApp, type TestApp } from "../helpers.js";

let t: TestApp;
beforeEach(async () => {
  t = await startApp();
});
afterEach(() => t.close());

it("answers 200 with version, uptime, database ok and the outbox backlog, after a committed write", async () => {
  const { status, body } = await call(t.url, "GET", "/api/health");
  expect(status).toBe(200);
  expect(body).toEqual({ version: "1.0.0", uptime: expect.any(Number), database: "ok", outboxBacklog: 0 });
  const beat = t.store.sqlite.prepare("select beatAt from heartbeat where id = 1").get() as {
    beatAt: string;
  };
  expect(Date.now() - Date.parse(beat.beatAt)).toBeLessThan(60_000);
});

it("answers 503 naming the database when it cannot be written, and 200 again once it can", async () => {
  // What a read-only remount or a permissions mistake looks like from inside: reads work, writes fail.
  t.store.sqlite.pragma("query_only = ON");
  const refused = await call(t.url, "GET", "/api/health");
  expect(refused.status).toBe(503);
  expect(refused.body.error).toBe("The database cannot be written");
  expect(refused.body.issues).toEqual([{ path: "database", message: expect.stringMatching(/readonly/) }]);
  expect(refused.text).not.toMatch(/\bat \S+ \(/); // no stack trace
  t.store.sqlite.pragma("query_only = OFF");
  expect((await call(t.url, "GET", "/api/health")).status).toBe(200);
});

it("answers 503 when the database connection is gone", async () => {
  expect((await call(t.url, "GET", "/api/health")).status).toBe(200);
  t.store.sqlite.close();
  const refused = await call(t.url, "GET", "/api/health");
  expect(refused.status).toBe(503);
  expect(refused.body.error).toBe("The database cannot be written");
});
