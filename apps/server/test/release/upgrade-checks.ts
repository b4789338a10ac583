// docs/operations.md's upgrade and rollback, followed with real releases on a stand-in for the VPS
// (/opt/studio, /etc/studio, /var/lib/studio under the test's folder): the previous release,
// built from this repository's history, installed as section 2 says and taking bookings; then
// this release unpacked beside it and `current` pointed at it (section 6), which backs the database
// up, upgrades it and says so; every booking and every manage link the old release mailed still
// work; then back to the previous release from that backup, as section 6 says.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { migrations } from "@studio/api/store";
import { call, login, postBooking, upcoming } from "../../../../packages/api/test/helpers.js";
import { readMail } from "../../../../packages/api/test/mail-parse.js";
import { manageTokenOf } from "../../../../packages/api/test/notices/harness.js";
import { buildPreviousRelease, type PreviousRelease, whyNoPreviousRelease } from "./previous-release.js";
import type { Release } from "./release-build.js";
import { Vps } from "./vps.js";

interface Made {
  id: string;
  date: string;
  startTime: string;
}

const number = (migration: string) => migration.slice(0, 4);

/** The manage links in the mails of DATA_DIR/outbox (no SMTP_URL: each mail is an .eml file). */
async function manageLinks(dataDir: string): Promise<string[]> {
  const outbox = path.join(dataDir, "outbox");
  const tokens = new Set<string>();
  if (!existsSync(outbox)) return [];
  for (const file of readdirSync(outbox).filter((name) => name.endsWith(".eml"))) {
    const raw = readFileSync(path.join(outbox, file), "utf8");
    if (raw.includes("/booking/manage/")) tokens.add(manageTokenOf(await readMail(raw)));
  }
  return [...tokens];
}

/**
 * Every booking answers its manage link (REST and the page), and the staff's list holds them all;
 * returns that list.
 */
async function expectEveryBooking(url: string, made: Made[], tokens: string[]): Promise<string> {
  const seen: Made[] = [];
  for (const token of tokens) {
    const view = await call(url, "GET", `/api/manage/${token}`);
    expect(view.status, view.text).toBe(200);
    expect(view.body.status).toBe("confirmed");
    seen.push({ id: view.body.id, date: view.body.date, startTime: view.body.startTime });
    const page = await call(url, "GET", `/booking/manage/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  }
  expect(seen.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
    [...made].sort((a, b) => a.id.localeCompare(b.id)),
  );
  const list = await call(url, "GET", "/api/admin/bookings", undefined, { cookie: await login(url) });
  expect(list.status).toBe(200);
  for (const booking of made) expect(list.text).toContain(booking.id);
  return list.text;
}

/** What one step leaves for the next: the releases, the stand-in VPS and what the customers hold. */
interface Drill {
  r: Release;
  previous: PreviousRelease;
  vps: Vps;
  oldFolder: string;
  made: Made[];
  /** The manage links the previous release mailed. */
  tokens: string[];
  /** The backup the upgrade named. */
  backup: string;
  /** The booking made after the upgrade, which the rollback gives up. */
  lost: string;
}

/** Section 2 with the previous release; three bookings and their receipts' manage links. */
async function installPreviousAndBook(d: Drill): Promise<void> {
  d.oldFolder = d.vps.install(d.previous.tarball);
  d.vps.point(d.oldFolder);
  d.vps.copyProfile();
  const running = await d.vps.start();
  try {
    for (const [date, startTime] of [
      [upcoming(5, 2), "14:00"],
      [upcoming(6, 2), "14:00"],
      [upcoming(5, 3), "14:00"],
    ] as const) {
      const booked = await postBooking(running.url, { date, startTime });
      expect(booked.status, booked.text).toBe(201);
      d.made.push({ id: booked.body.id, date, startTime });
    }
    // Each customer's receipt, with its manage link (no SMTP_URL: an .eml file in DATA_DIR/outbox).
    await expect.poll(() => manageLinks(d.vps.dataDir), { timeout: 15_000 }).toHaveLength(d.made.length);
    d.tokens = await manageLinks(d.vps.dataDir);
    await expectEveryBooking(running.url, d.made, d.tokens);
  } finally {
    expect(await d.r.stop(running)).toBe(0);
  }
}

/** Section 6's upgrade: unpacked beside the previous one, `current` moved, started. */
async function upgrade(d: Drill): Promise<void> {
  const { r, vps, previous } = d;
  const newFolder = vps.install(r.tarball);
  expect(newFolder).toBe(`studio-${r.version}`);
  expect(vps.folders()).toEqual([d.oldFolder, newFolder].sort()); // the previous one is kept
  vps.point(newFolder);
  // The pinned release must be one whose database this release upgrades (previous-release.ts).
  const names = Object.keys(migrations).sort();
  expect(names.slice(0, previous.migrations.length)).toEqual(previous.migrations);
  expect(names.length, "pin a previous release with an older database").toBeGreaterThan(
    previous.migrations.length,
  );
  const running = await vps.start();
  try {
    const line = /Upgraded the database from (\d{4}) to (\d{4}) \(backup: (\S+)\)/.exec(running.stdout());
    expect(line, running.output()).not.toBeNull();
    expect(line!.slice(1, 3)).toEqual([number(previous.migrations.at(-1)!), number(names.at(-1)!)]);
    d.backup = line![3]!;
    expect(path.dirname(d.backup)).toBe(path.join(vps.dataDir, "backups"));
    expect(running.stdout()).toContain(`(version ${r.version}, mail: `);
    expect((await call(running.url, "GET", "/api/health")).body.version).toBe(r.version);
    await expectEveryBooking(running.url, d.made, d.tokens);
    // What the older release left is the studio user's only.
    expect(statSync(vps.dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(vps.dataDir, "studio.db")).mode & 0o777).toBe(0o600);
    const after = await postBooking(running.url, { date: upcoming(6, 3), startTime: "14:00" });
    expect(after.status, after.text).toBe(201);
    d.lost = after.body.id;
  } finally {
    expect(await r.stop(running)).toBe(0);
  }
}

/** Section 6's way back: `current` at the older folder, the upgrade's backup restored as in section 5. */
async function rollBack(d: Drill): Promise<void> {
  d.vps.point(d.oldFolder);
  // Without the backup the previous release refuses the upgraded database, and says what to do.
  const refused = d.vps.startRefused();
  expect(refused.status).not.toBe(0);
  expect(refused.output).toMatch(/was upgraded by a newer version of this software/);
  expect(refused.output).toContain("restore a backup made before the upgrade");
  d.vps.restore(d.backup);
  const running = await d.vps.start();
  try {
    const health = await call(running.url, "GET", "/api/health");
    expect(health.status).toBe(200);
    expect(health.body.version).toBe(d.oldFolder.replace(/^studio-/, ""));
    expect(await expectEveryBooking(running.url, d.made, d.tokens)).not.toContain(d.lost);
  } finally {
    expect(await d.r.stop(running)).toBe(0);
  }
}

export function upgradeFromThePrevious(r: Release): void {
  const missing = whyNoPreviousRelease();
  if (missing) {
    // Loud, never silent: the run's output and the test's own name say why.
    console.warn(`\n*** SKIPPED: the upgrade from the previous release: ${missing} ***\n`);
    it.skip(`upgrades from the previous release and rolls back (SKIPPED: ${missing})`, () => {});
    return;
  }
  // previous and vps come with the build, before the first step.
  const d = { r, made: [], tokens: [], oldFolder: "", backup: "", lost: "" } as Partial<Drill> as Drill;
  beforeAll(() => {
    d.previous = buildPreviousRelease(r.work);
    d.vps = new Vps(r);
  }, 300_000);

  it(
    "installs the previous release as docs/operations.md says, and it takes bookings",
    () => installPreviousAndBook(d),
    60_000,
  );
  describe("then this release", () => {
    it(
      "is unpacked beside it, backs the database up, upgrades it and names both in the log",
      () => upgrade(d),
      60_000,
    );
    it(
      "rolls back to the previous release from the upgrade's backup, with every booking it took",
      () => rollBack(d),
      60_000,
    );
  });
}
