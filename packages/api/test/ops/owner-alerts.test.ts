// The owner is e-mailed when the server needs a look: once a day at most per problem (the schedule
// kept in the database), and the E-mail tab's checks give each state and reason.
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, expect, it } from "vitest";
import type { ServiceContext } from "../../src/services/context.js";
import { tellOwnerOfProblems } from "../../src/services/owner-alerts.js";
import { readMail } from "../mail-parse.js";
import { eventually, login, profile, trpc } from "../helpers.js";
import { useAppForEachTest } from "../shared-app.js";

const HOUR = 3_600_000;
const t = useAppForEachTest();
let now: Date;
beforeEach(() => {
  now = new Date();
});

const ctx = (): ServiceContext => ({
  store: t.store,
  profile,
  clock: () => now,
  mailer: t.mailer,
  publicUrl: "http://localhost",
  dataDir: t.dataDir,
});

/** A database first migrated three days ago, its last backup 27 hours old, a mail failing for 31 minutes. */
function serverInTrouble(): void {
  const threeDaysAgo = new Date(now.getTime() - 72 * HOUR).toISOString();
  t.store.sqlite.prepare("update kysely_migration set timestamp = ?").run(threeDaysAgo);
  mkdirSync(path.join(t.dataDir, "backups"));
  const backup = path.join(t.dataDir, "backups", "studio-2026-11-20T03-15-00Z.db");
  writeFileSync(backup, "");
  const old = new Date(now.getTime() - 27 * HOUR);
  utimesSync(backup, old, old);
  t.store.sqlite
    .prepare(
      `insert into email_outbox (kind, message, attempts, nextAttemptAt, lastError, createdAt)
       values ('receipt', '{}', 3, ?, '421 4.3.0 Try again later', ?)`,
    )
    .run(now.getTime() + 10 * HOUR, new Date(now.getTime() - 31 * 60_000).toISOString());
}

function alertFiles(): string[] {
  const folder = path.join(t.dataDir, "outbox");
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((f) => f.isFile() && f.name.endsWith(".eml"))
    .map((f) => readFileSync(path.join(folder, f.name), "utf8"));
}

it("e-mails the owner once about a stale backup and failing mail, and again only a day later", async () => {
  serverInTrouble();
  expect(tellOwnerOfProblems(ctx())).toEqual(["mail", "backup"]);
  await eventually(() => alertFiles().length === 1, "the owner's mail is sent");
  const raw = alertFiles()[0]!;
  const mail = await readMail(raw);
  expect(mail.subject).toBe(
    "Leyton Sound Studio booking server: a problem with mail delivery, the local backups",
  );
  expect(mail.text).toContain("The local backups: The last local backup was taken 27 hours ago.");
  expect(mail.text).toMatch(/Mail delivery: No mail has been delivered for 31 minutes \(421 4\.3\.0 Try/);
  expect(raw).toMatch(new RegExp(`^To: ${profile.notificationRecipients[0]}`, "m"));

  // Every later look the same day tells nothing, nor does a restart (the schedule is in the database).
  now = new Date(now.getTime() + 5 * 60_000);
  expect(tellOwnerOfProblems(ctx())).toEqual([]);
  now = new Date(now.getTime() + 20 * HOUR);
  expect(tellOwnerOfProblems(ctx())).toEqual([]);
  // A day on, the backup is still stale: told again (the mail went out, so mail is no longer a problem).
  now = new Date(now.getTime() + 5 * HOUR);
  expect(tellOwnerOfProblems(ctx())).toEqual(["backup"]);
  // (queued for the test's clock, a day ahead of the sender's)
  const queued = t.store.sqlite.prepare("select count(*) from email_outbox where kind = 'summary'").pluck();
  expect(queued.get()).toBe(2);
});

it("tells nothing on a new server's first day, before its first nightly backup is due", () => {
  expect(tellOwnerOfProblems(ctx())).toEqual([]);
  expect(t.store.sqlite.prepare("select count(*) from email_outbox").pluck().get()).toBe(0);
});

it("gives the E-mail tab every check with its state and reason, to a signed-in admin only", async () => {
  serverInTrouble();
  expect((await trpc(t.url, "query", "admin.email.checks")).status).toBe(401);
  const cookie = await login(t.url);
  const answer = await trpc(t.url, "query", "admin.email.checks", undefined, { cookie });
  expect(answer.status).toBe(200);
  const checks = answer.body.result?.data as Record<string, { state: string; reason: string }>;
  expect(Object.keys(checks)).toEqual(["database", "disk", "mail", "backup", "offsiteBackup"]);
  expect(checks.backup).toEqual({ state: "warn", reason: "The last local backup was taken 27 hours ago." });
  expect(checks.mail?.state).toBe("fail");
});
