import { describe, expect, it } from "vitest";
import {
  backupCheck,
  backupsDueBy,
  diskCheck,
  mailCheck,
  offsiteBackupCheck,
  problemsToTell,
} from "./ops-health.js";

const GB = 1024 ** 3;
const MB = 1024 ** 2;
const now = Date.parse("2026-11-29T12:00:00Z");
const minutes = (n: number) => n * 60_000;
const hours = (n: number) => n * 3_600_000;

describe("diskCheck", () => {
  it("warns under 500 MB or a tenth free, and is ok above both", () => {
    expect(diskCheck({ freeBytes: 20 * GB, totalBytes: 40 * GB }).state).toBe("ok");
    expect(diskCheck({ freeBytes: 499 * MB, totalBytes: 2 * GB })).toEqual({
      state: "warn",
      reason: "The disk is nearly full: 499 MB free of 2.0 GB.",
    });
    expect(diskCheck({ freeBytes: 3 * GB, totalBytes: 40 * GB }).state).toBe("warn");
    expect(diskCheck(null).state).toBe("warn");
  });
});

describe("mailCheck", () => {
  it("is ok with nothing failing, or a mail sent since the failure", () => {
    expect(mailCheck({ failingSinceMs: null, lastSentMs: null, lastError: null }, now).state).toBe("ok");
    expect(
      mailCheck({ failingSinceMs: now - minutes(40), lastSentMs: now - minutes(5), lastError: "x" }, now)
        .state,
    ).toBe("ok");
  });
  it("warns as soon as a mail has failed and none has gone since, and fails after 30 minutes of that", () => {
    const failing = (since: number) =>
      mailCheck(
        { failingSinceMs: now - since, lastSentMs: now - hours(2), lastError: "connect ECONNREFUSED" },
        now,
      );
    expect(failing(minutes(1))).toEqual({
      state: "warn",
      reason: "No mail has been delivered for 1 minute (connect ECONNREFUSED).",
    });
    expect(failing(minutes(29)).state).toBe("warn");
    expect(failing(minutes(30)).state).toBe("fail");
    // A failure with no error kept says only how long.
    expect(mailCheck({ failingSinceMs: now - minutes(2), lastSentMs: null, lastError: null }, now)).toEqual({
      state: "warn",
      reason: "No mail has been delivered for 2 minutes.",
    });
  });
});

describe("backupCheck and offsiteBackupCheck", () => {
  it("warns for a local backup over 26 hours old, or none", () => {
    expect(backupCheck(now - hours(25), now).state).toBe("ok");
    expect(backupCheck(now - hours(27), now)).toEqual({
      state: "warn",
      reason: "The last local backup was taken 27 hours ago.",
    });
    expect(backupCheck(null, now).state).toBe("warn");
  });
  it("judges off-site backups only when they are set up: failed is a failure, over 48 hours a warning", () => {
    expect(offsiteBackupCheck({ configured: false, last: null }, now).state).toBe("ok");
    expect(offsiteBackupCheck({ configured: true, last: null }, now).state).toBe("warn");
    expect(
      offsiteBackupCheck({ configured: true, last: { atMs: now - hours(47), ok: true } }, now).state,
    ).toBe("ok");
    expect(offsiteBackupCheck({ configured: true, last: { atMs: now - hours(73), ok: true } }, now)).toEqual({
      state: "warn",
      reason: "The last off-site backup was taken 3 days ago.",
    });
    expect(
      offsiteBackupCheck(
        {
          configured: true,
          last: { atMs: now - hours(1), ok: false, reason: "restic backup failed: wrong password" },
        },
        now,
      ),
    ).toEqual({
      state: "fail",
      reason: "The last off-site backup failed: restic backup failed: wrong password.",
    });
    expect(offsiteBackupCheck({ configured: true, last: { atMs: now, ok: false } }, now).reason).toBe(
      "The last off-site backup failed: unknown reason.",
    );
  });
});

describe("problemsToTell", () => {
  const good = { state: "ok" as const, reason: "fine" };
  const all = {
    database: good,
    disk: good,
    mail: good,
    backup: good,
    offsiteBackup: good,
  };
  it("tells nothing while every check is ok, nor of mail only warning", () => {
    expect(problemsToTell(all, true)).toEqual([]);
    expect(problemsToTell({ ...all, mail: { state: "warn", reason: "w" } }, true)).toEqual([]);
  });
  it("tells of a nearly full disk, mail failing, a database refusing writes", () => {
    const checks = {
      ...all,
      database: { state: "fail" as const, reason: "db" },
      disk: { state: "warn" as const, reason: "The disk is nearly full: 400 MB free of 2.0 GB." },
      mail: { state: "fail" as const, reason: "No mail has been delivered for 31 minutes." },
    };
    expect(problemsToTell(checks, false)).toEqual([
      { name: "database", title: "the database", reason: "db" },
      { name: "disk", title: "the disk", reason: "The disk is nearly full: 400 MB free of 2.0 GB." },
      { name: "mail", title: "mail delivery", reason: "No mail has been delivered for 31 minutes." },
    ]);
  });
  it("tells of a missing or stale backup only once backups are due; a failed one always", () => {
    const checks = {
      ...all,
      backup: { state: "warn" as const, reason: "No local backup has been taken yet." },
      offsiteBackup: { state: "fail" as const, reason: "The last off-site backup failed: x." },
    };
    expect(problemsToTell(checks, false).map((p) => p.name)).toEqual(["offsiteBackup"]);
    expect(problemsToTell(checks, true).map((p) => p.name)).toEqual(["backup", "offsiteBackup"]);
  });
  it("counts backups due once the database is older than 26 hours", () => {
    expect(backupsDueBy(now - hours(27), now)).toBe(true);
    expect(backupsDueBy(now - hours(25), now)).toBe(false);
  });
});
