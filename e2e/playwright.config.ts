import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { ADMIN_PASSWORD, BASE_URL, PORT, PUBLIC_URL, STAFF_UNDO_SECONDS } from "./support/server";

// The server is started the way the README starts it (`node scripts/start.mjs`, which builds
// when needed), on its own port and a fresh data folder, so the tests never touch ./data.
// A folder made here is removed by the global teardown when the run ends.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), "studio-e2e-"));
  process.env.E2E_OWN_DATA_DIR = process.env.E2E_DATA_DIR;
}
const dataDir = process.env.E2E_DATA_DIR;
// Every spec counts its nights from one moment, the run's start (support/dates.ts): in a run that
// crosses midnight a spec loaded after it would otherwise take other nights than those the specs
// before it booked, and meet their bookings.
process.env.E2E_RUN_STARTED_MS ??= String(Date.now());

export default defineConfig({
  testDir: "./tests",
  // A scratch spec (git-ignored) would book nights the real specs own.
  testIgnore: "**/.scratch-*",
  globalTeardown: "./support/teardown.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // The dashboard's specs test what staff do, not how it moves: under reduced motion (which the
    // product honours) its dialogs and toasts come and go at once, which took 15-20% off three of
    // its specs' time and CPU on two cores. The public specs keep the motion most visitors see.
    {
      name: "admin",
      testDir: "./tests/admin",
      use: { ...devices["Desktop Chrome"], channel: undefined, reducedMotion: "reduce" },
    },
    { name: "public", testDir: "./tests/public", use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
  webServer: {
    command: "node ../scripts/start.mjs",
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: "warn",
      // The suite books many sessions from one address for a few customers.
      PUBLIC_BOOKINGS_PER_HOUR: "1000",
      UPCOMING_BOOKINGS_PER_CUSTOMER: "1000",
      STAFF_UNDO_SECONDS: String(STAFF_UNDO_SECONDS),
      // Producers' calendars are served by the specs themselves, on loopback.
      CALENDAR_FETCH_ALLOW_HOSTS: "127.0.0.1",
    },
  },
});
