// A real full disk: the built server on a DATA_DIR of a 3 MB tmpfs, filled while bookings are made.
// Every acknowledged booking is kept, the log stays small (no stacks, no line a request), nothing is
// left half-written (no .partial file), and bookings are taken again once space frees. Mounting needs
// root (CAP_SYS_ADMIN): where the test cannot mount, it says so and is skipped.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  postBooking,
  type SmtpSink,
  startSmtpSink,
  upcoming,
} from "../../../../packages/api/test/helpers.js";
import { ensureBuilt, startServer } from "../resilience/server-process.js";

const work = mkdtempSync(path.join(tmpdir(), "studio-tmpfs-"));
const mountPoint = path.join(work, "disk");
mkdirSync(mountPoint);
const mount = spawnSync("mount", ["-t", "tmpfs", "-o", "size=3m,mode=0700", "tmpfs", mountPoint], {
  encoding: "utf8",
});
const mounted = mount.status === 0;
if (!mounted)
  console.warn(
    `tmpfs full-disk test skipped: cannot mount a 3 MB tmpfs here (${(mount.stderr || mount.error?.message || "").trim()}); it needs root`,
  );

let sink: SmtpSink;
beforeAll(async () => {
  if (!mounted) return;
  ensureBuilt();
  sink = await startSmtpSink();
}, 180_000);
afterAll(async () => {
  await sink?.close();
  if (mounted) spawnSync("umount", ["-l", mountPoint]);
  rmSync(work, { recursive: true, force: true });
});

/** Every file under a folder, by path. */
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

const SLOTS = [0, 1, 2, 3].flatMap((week) =>
  [1, 2, 3, 4, 5, 6].flatMap((weekday) =>
    ["12:00", "15:00", "18:00", "21:00"].map((startTime) => ({ date: upcoming(weekday, week), startTime })),
  ),
);

it.skipIf(!mounted)(
  "fills a 3 MB disk with bookings: nothing acknowledged lost, a quiet log, no .partial file, and recovery",
  async () => {
    const dataDir = path.join(mountPoint, "data");
    mkdirSync(dataDir);
    const server = startServer({ dataDir, smtpPort: sink.port });
    let log = "";
    server.child.stdout?.on("data", (chunk) => (log += chunk));
    server.child.stderr?.on("data", (chunk) => (log += chunk));
    const url = await server.ready;

    // Ballast leaves the disk a little room; bookings (and their mails, and the WAL) take the rest.
    const { bavail, bsize } = statfsSync(mountPoint);
    const ballast = path.join(mountPoint, "ballast");
    writeFileSync(ballast, Buffer.alloc(Math.max(0, bavail * bsize - 256 * 1024)));
    const acknowledged: string[] = [];
    let refused = 0;
    let slot = 0;
    for (; slot < SLOTS.length && refused < 3; slot++) {
      const answer = await postBooking(url, SLOTS[slot]!);
      if (answer.status === 201) acknowledged.push(answer.body.id);
      else if (answer.status === 503) refused += 1;
      else expect([400, 409], answer.text).toContain(answer.status); // a slot the producer does not work
    }
    expect(refused).toBe(3); // the disk did fill
    expect(acknowledged.length).toBeGreaterThan(0);

    // A stretch with the disk full: the sender and the loops back off (a line a minute, no stacks).
    const before = log.split("\n").length;
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    const quiet = log
      .split("\n")
      .slice(before - 1)
      .filter(Boolean);
    expect(quiet.length, quiet.join("\n")).toBeLessThanOrEqual(30); // 120 a minute at most
    expect(log).not.toMatch(/^\s+at \S+/m); // no stack anywhere
    expect(filesUnder(mountPoint).filter((file) => file.endsWith(".partial"))).toEqual([]);

    // Space frees: bookings are taken again.
    rmSync(ballast);
    const again = await postBooking(url, SLOTS[slot]!);
    expect(again.status).toBe(201);
    acknowledged.push(again.body.id);

    server.child.kill("SIGTERM");
    await server.exited;
    expect(server.child.exitCode).toBe(0);
    const db = new Database(path.join(dataDir, "studio.db"), { readonly: true });
    const kept = new Set(db.prepare("select id from bookings").pluck().all() as string[]);
    db.close();
    expect(acknowledged.filter((id) => !kept.has(id))).toEqual([]);
    expect(filesUnder(mountPoint).filter((file) => file.endsWith(".partial"))).toEqual([]);
  },
  120_000,
);
