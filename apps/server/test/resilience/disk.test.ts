// Disk and backups: `pnpm backup` (the SQLite online backup API) takes a consistent snapshot while
// bookings are being written, and the README's restore steps bring it back; a full disk answers a
// clean 503 with no partial rows, and the server takes bookings again once space returns.
import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDays, londonToday } from "@studio/domain";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { backupDatabase } from "../../src/cli/backup.js";
import {
  type Answer,
  bookingPayload,
  call,
  login,
  startApp,
  type TestApp,
  trpc,
} from "../../../../packages/api/test/helpers.js";
import { Tally } from "./harness.js";

const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

/**
 * Admin bookings beyond the public horizon, eight two-hour sessions a night, inside the two years
 * ahead staff may book: thousands of free slots.
 */
const FAR_STARTS = ["12:00", "14:00", "16:00", "18:00", "20:00", "22:00", "00:00", "02:00"];
const farSlot = (i: number) => ({
  date: addDays(londonToday(new Date()), 100 + Math.floor(i / FAR_STARTS.length)),
  startTime: FAR_STARTS[i % FAR_STARTS.length]!,
});

function readBackup(file: string) {
  const db = new Database(file, { readonly: true });
  try {
    const integrity = db.pragma("integrity_check", { simple: true });
    const ids = new Set((db.prepare("select id from bookings").all() as { id: string }[]).map((r) => r.id));
    // A booking and its two e-mails are written in one transaction: a snapshot holds all or none.
    const torn = db
      .prepare(
        `select count(*) as n from bookings b
         where (select count(*) from email_outbox o where o."bookingId" = b.id) <> 2`,
      )
      .get() as { n: number };
    return { integrity, ids, torn: torn.n };
  } finally {
    db.close();
  }
}

/** Admin bookings one after another until `stop()`: the ids of every 201. */
function keepBooking(t: TestApp, cookie: string) {
  const acknowledged: string[] = [];
  let writing = true;
  const writer = (async () => {
    for (let i = 0; writing && i < 2000; i++) {
      const answer = await call(t.url, "POST", "/api/admin/bookings", bookingPayload(farSlot(i)), {
        cookie,
      });
      if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${answer.text}`);
      acknowledged.push(answer.body.id);
    }
  })();
  return {
    acknowledged,
    stop: async () => {
      writing = false;
      await writer;
    },
  };
}

/** Four online backups while the writer runs, each with the bookings acknowledged before it began. */
async function backupsDuringWrites(t: TestApp, backups: string, acknowledged: string[]) {
  const snapshots: { file: string; ackedBefore: string[] }[] = [];
  while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 10));
  for (let n = 0; n < 4; n++) {
    const ackedBefore = [...acknowledged];
    const result = await backupDatabase(t.dataDir, path.join(backups, `snapshot-${n}.db`));
    snapshots.push({ file: result.file, ackedBefore });
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  return snapshots;
}

/**
 * Restores a backup as the README says: stop, move the live file aside, drop its WAL and
 * shared-memory files, copy the backup in, start.
 */
function restoreByReadme(t: TestApp, backup: string): Promise<void> {
  return t.restart((dataDir) => {
    const live = path.join(dataDir, "studio.db");
    renameSync(live, `${live}.before-restore`);
    rmSync(`${live}-wal`, { force: true });
    rmSync(`${live}-shm`, { force: true });
    copyFileSync(backup, live);
  });
}

describe("backups while bookings are written", () => {
  it("snapshots a consistent moment, and the README's restore steps bring exactly it back", async () => {
    const backups = mkdtempSync(path.join(tmpdir(), "studio-backups-"));
    cleanup.push(() => rmSync(backups, { recursive: true, force: true }));
    const t = await startApp();
    cleanup.push(() => t.close());
    const writer = keepBooking(t, await login(t.url));
    const tally = new Tally(
      "disk",
      "online backup during writes: integrity ok, holds every earlier 201, no torn booking",
    );
    const snapshots = await backupsDuringWrites(t, backups, writer.acknowledged);
    await writer.stop();

    const everAcked = new Set(writer.acknowledged);
    for (const { file, ackedBefore } of snapshots) {
      const copy = readBackup(file);
      tally.check(copy.integrity === "ok", `${file}: integrity ${String(copy.integrity)}`);
      tally.check(
        ackedBefore.every((id) => copy.ids.has(id)),
        `${file}: misses a booking acknowledged before the backup began`,
      );
      tally.check(
        [...copy.ids].every((id) => everAcked.has(id)),
        `${file}: holds a booking never acknowledged`,
      );
      tally.check(copy.torn === 0, `${file}: ${copy.torn} bookings without their two e-mails`);
    }
    expect(tally.finish()).toEqual([]);
    // The writes really overlapped the backups: later snapshots hold more than earlier ones.
    expect(readBackup(snapshots.at(-1)!.file).ids.size).toBeGreaterThan(snapshots[0]!.ackedBefore.length);

    // Restore the second snapshot.
    const chosen = snapshots[1]!;
    const expected = readBackup(chosen.file).ids;
    await restoreByReadme(t, chosen.file);
    const restored = await call(t.url, "GET", "/api/admin/bookings", undefined, {
      cookie: await login(t.url),
    });
    const restoredIds = new Set((restored.body as { id: string }[]).map((b) => b.id));
    const restore = new Tally(
      "disk",
      "restore from a backup by the README's steps: exactly its bookings back",
    );
    restore.check(restored.status === 200, `list after restore: ${restored.status}`);
    restore.check(
      restoredIds.size === expected.size && [...expected].every((id) => restoredIds.has(id)),
      `restored ${restoredIds.size} bookings, the backup held ${expected.size}`,
    );
    expect(restore.finish()).toEqual([]);
    expect(existsSync(path.join(t.dataDir, "studio.db.before-restore"))).toBe(true);
  }, 120_000);
});

describe("a full disk", () => {
  it("answers 503 with nothing half-written, and takes bookings again once space returns", async () => {
    const t = await startApp();
    cleanup.push(() => t.close());
    const cookie = await login(t.url);
    const count = (table: string) =>
      (t.store.sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    // The database may not grow by a single page from here: the next page it needs is "no space".
    const pages = t.store.sqlite.pragma("page_count", { simple: true }) as number;
    t.store.sqlite.pragma(`max_page_count = ${pages}`);

    const tally = new Tally("disk", "full disk: every create 201 or a clean 503, no partial rows, recovery");
    let created = 0;
    let refused: Answer | undefined;
    for (let i = 0; i < 500 && !refused; i++) {
      const answer = await call(t.url, "POST", "/api/admin/bookings", bookingPayload(farSlot(3000 + i)), {
        cookie,
      });
      if (answer.status === 201) created += 1;
      else refused = answer;
      tally.check(
        answer.status === 201 || answer.status === 503,
        `create ${i}: ${answer.status} ${answer.text}`,
      );
    }
    tally.check(refused?.status === 503, `no 503 before the 500th create (${refused?.status})`);
    tally.check(
      /no room left/.test(refused?.body?.error ?? "") && !/SQLITE|at .*\.js/.test(refused?.text ?? ""),
      `503 body: ${refused?.text}`,
    );
    tally.check(count("bookings") === created, `${count("bookings")} rows for ${created} acknowledged`);
    tally.check(
      count("email_outbox") === 2 * created,
      `${count("email_outbox")} e-mails for ${created} bookings`,
    );

    const viaTrpc = await trpc(t.url, "mutation", "admin.bookings.create", bookingPayload(farSlot(4000)), {
      cookie,
    });
    tally.check(
      viaTrpc.status === 503 && viaTrpc.body.error?.data?.code === "SERVICE_UNAVAILABLE",
      `tRPC: ${viaTrpc.text}`,
    );
    const reads = await call(t.url, "GET", "/api/admin/bookings", undefined, { cookie });
    tally.check(reads.status === 200 && reads.body.length === created, `reads while full: ${reads.status}`);

    // Space returns.
    t.store.sqlite.pragma("max_page_count = 1073741823");
    const again = await call(t.url, "POST", "/api/admin/bookings", bookingPayload(farSlot(5000)), {
      cookie,
    });
    tally.check(again.status === 201, `after space returns: ${again.status} ${again.text}`);
    tally.check(count("bookings") === created + 1, `rows after recovery: ${count("bookings")}`);
    expect(tally.finish()).toEqual([]);
  }, 120_000);
});
