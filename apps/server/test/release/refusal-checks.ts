// The tests of "refusing to start": bad environment, broken profile, a database from the future;
// and the upgrade of one from the previous release.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, it } from "vitest";
import { appliedMigrations, migrate, migrations, openStore } from "@studio/api/store";
import { call } from "../../../../packages/api/test/helpers.js";
import type { Release } from "./release-build.js";

export function refusalsToStart(r: Release): void {
  /** One paragraph on stderr, exit 1, no stack trace. */
  function refusal(extra: Record<string, string>) {
    const result = r.run([], extra);
    expect(result.status).toBe(1);
    const message = result.stderr.trim();
    expect(message).not.toContain("\n");
    expect(message).not.toMatch(/\bat .*:\d+:\d+/);
    return message;
  }

  it("names a bad environment variable", () => {
    expect(refusal({ PORT: "abc" })).toMatch(
      /^Configuration error: Invalid environment: PORT: must be a whole number from 0 to 65535 \(got "abc"\)/,
    );
    expect(refusal({ LOG_LEVEL: "loud" })).toContain("LOG_LEVEL");
    expect(refusal({ ADMIN_PASSWORD: "short-1" })).toMatch(/ADMIN_PASSWORD: must be at least 8 characters\./);
    expect(refusal({ ADMIN_PASSWORD: "short-1" })).not.toContain("short-1");
  });

  it("names the bad field of a broken studio profile, or the file it cannot read", () => {
    const profile = JSON.parse(readFileSync(path.join(r.app, "data", "studio.json"), "utf8"));
    profile.producers[0].link = "not a link";
    delete profile.bookingsEmail;
    const broken = path.join(r.work, "broken-studio.json");
    writeFileSync(broken, JSON.stringify(profile));
    const message = refusal({ STUDIO_PROFILE: broken });
    expect(message).toContain(`The studio profile at ${broken} is invalid`);
    expect(message).toContain("bookingsEmail");
    expect(message).toContain("producers.0.link");
    writeFileSync(broken, "{ not json");
    expect(refusal({ STUDIO_PROFILE: broken })).toContain("is not valid JSON");
    expect(refusal({ STUDIO_PROFILE: path.join(r.work, "missing.json") })).toContain(
      `Cannot read the studio profile at ${path.join(r.work, "missing.json")} (ENOENT)`,
    );
  });

  it("refuses a database from a newer version, and upgrades one from the previous version", async () => {
    const future = new Database(path.join(r.dataDir, "studio.db"));
    future
      .prepare("insert into kysely_migration (name, timestamp) values ('9999_from_the_future', ?)")
      .run(new Date().toISOString());
    future.close();
    expect(refusal({})).toMatch(
      /^Cannot start: The database .*studio\.db was upgraded by a newer version of this software \(it has run migration 9999_from_the_future/,
    );

    // A database made by the previous migration set, as the previous release left it.
    const oldDir = path.join(r.work, "old-data");
    const names = Object.keys(migrations).sort();
    const store = openStore(oldDir);
    await migrate(store, Object.fromEntries(names.slice(0, -1).map((n) => [n, migrations[n]!])));
    await store.close();
    const running = await r.start({ DATA_DIR: oldDir, ADMIN_PASSWORD: "an-upgrade-password" });
    try {
      expect((await call(running.url, "GET", "/api/health")).status).toBe(200);
    } finally {
      expect(await r.stop(running)).toBe(0);
    }
    const upgraded = openStore(oldDir);
    expect(appliedMigrations(upgraded)).toEqual(names);
    await upgraded.close();
  });
}
