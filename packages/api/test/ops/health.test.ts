// GET /api/health: what a monitor polls. 200 while the database takes writes; 503 when it cannot.
import { mkdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { call } from "../helpers.js";
import { useAppForEachTest } from "../shared-app.js";

const t = useAppForEachTest();

it("answers 200 with version, uptime, database ok and the outbox backlog, after a committed write", async () => {
  const { status, body } = await call(t.url, "GET", "/api/health");
  expect(status).toBe(200);
  expect(body).toEqual({
    version: "1.0.0",
    uptime: expect.any(Number),
    database: "ok",
    outboxBacklog: 0,
    checks: {
      database: { state: "ok", reason: "The database takes writes." },
      disk: { state: expect.stringMatching(/^(ok|warn)$/), reason: expect.stringMatching(/free of/) },
      mail: { state: "ok", reason: "Mail is being delivered." },
      backup: { state: "warn", reason: "No local backup has been taken yet." },
      offsiteBackup: { state: "ok", reason: "Off-site backups are not set up." },
    },
  });
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

it("turns its checks to warn and fail: a stale backup, mail failing for 30 minutes", async () => {
  const backups = path.join(t.dataDir, "backups");
  mkdirSync(backups);
  const file = path.join(backups, "studio-2026-11-20T03-15-00Z.db");
  writeFileSync(file, "");
  const old = new Date(Date.now() - 27 * 3_600_000);
  utimesSync(file, old, old);
  const queued = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const insert = t.store.sqlite.prepare(
    `insert into email_outbox (kind, message, attempts, nextAttemptAt, lastError, createdAt)
     values ('receipt', '{}', 3, ?, 'connect ECONNREFUSED 127.0.0.1:25', ?)`,
  );
  const later = Date.now() + 3_600_000; // the sender leaves them be: its next attempt is an hour away
  insert.run(later, queued(5));
  let checks = (await call(t.url, "GET", "/api/health")).body.checks;
  expect(checks.backup).toEqual({ state: "warn", reason: "The last local backup was taken 27 hours ago." });
  expect(checks.mail).toEqual({
    state: "warn",
    reason: "No mail has been delivered for 5 minutes (connect ECONNREFUSED 127.0.0.1:25).",
  });
  insert.run(later, queued(31));
  const answer = await call(t.url, "GET", "/api/health");
  expect(answer.status).toBe(200); // the checks tell; only a database that cannot be written is a 503
  checks = answer.body.checks;
  expect(checks.mail.state).toBe("fail");
  expect(checks.mail.reason).toMatch(/^No mail has been delivered for 31 minutes/);
});
