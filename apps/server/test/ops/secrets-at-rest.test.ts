// What a copy of the data folder or of the log gives away: no manage link's or calendar feed's
// token, in the database file, its WAL or the request log, even for links mangled on the way in;
// and the folder and its files are the owner's only under the usual umask 022.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupDatabase } from "../../src/cli/backup.js";
import {
  bookingPayload,
  call,
  cookieFrom,
  eventually,
  upcoming,
} from "../../../../packages/api/test/helpers.js";
import { type RunningServer, runningServer, stopServer } from "../child-server.js";
import { readMail } from "../../../../packages/api/test/mail-parse.js";
import { manageTokenOf } from "../../../../packages/api/test/notices/harness.js";
import { ensureBuilt } from "../resilience/server-process.js";

const serverDir = path.resolve(import.meta.dirname, "..", "..");
const PASSWORD = "a long enough owner password";
let root: string;
let dataDir: string;
let server: RunningServer;
let manageToken: string;
let feedToken: string;

const modeOf = (file: string) => statSync(file).mode & 0o777;
const outboxFiles = () => {
  const outbox = path.join(dataDir, "outbox");
  return existsSync(outbox) ? readdirSync(outbox).map((name) => path.join(outbox, name)) : [];
};

/** The database file and its WAL as bytes on the disk, in latin1 so any ASCII token shows. */
const databaseBytes = () =>
  ["studio.db", "studio.db-wal"]
    .map((name) => path.join(dataDir, name))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file).toString("latin1"))
    .join("\n");

beforeAll(async () => {
  ensureBuilt();
  root = mkdtempSync(path.join(tmpdir(), "studio-at-rest-"));
  dataDir = path.join(root, "data"); // the server makes its own folder
  // The usual umask: new files would be 0644 and folders 0755 unless the server says otherwise.
  const child = spawn("sh", ["-c", 'umask 022 && exec "$0" "$@"', process.execPath, "dist/main.js"], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? "",
      PORT: "0",
      DATA_DIR: dataDir,
      STUDIO_PROFILE: path.join(serverDir, "test", "fixtures", "studio.json"),
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server = await runningServer(child);
  const made = await call(server.url, "POST", "/api/bookings", bookingPayload({ date: upcoming(5, 2) }));
  expect(made.status).toBe(201);
  let receipt = "";
  await eventually(() => {
    receipt =
      outboxFiles()
        .map((file) => readFileSync(file, "utf8"))
        .find((raw) => raw.includes("/booking/manage/")) ?? "";
    return receipt !== "";
  }, "the customer's receipt as an .eml file");
  manageToken = manageTokenOf(await readMail(receipt));
  const login = await call(server.url, "POST", "/api/admin/login", { password: PASSWORD });
  expect(login.status).toBe(200);
  const feed = await call(
    server.url,
    "POST",
    "/api/admin/calendar-feeds/studio",
    {},
    {
      cookie: cookieFrom(login.headers),
    },
  );
  expect(feed.status).toBe(201);
  feedToken = /\/calendar\/([A-Za-z0-9_-]{43})\.ics/.exec(feed.body.url)?.[1] ?? "";
  expect(feedToken).toHaveLength(43);
}, 60_000);

afterAll(async () => {
  if (server) await stopServer(server);
  rmSync(root, { recursive: true, force: true });
});

describe("a secret link's token is never at rest in clear", () => {
  it("the manage link from the receipt opens the booking", async () => {
    expect((await call(server.url, "GET", `/api/manage/${manageToken}`)).status).toBe(200);
    expect((await call(server.url, "GET", `/calendar/${feedToken}.ics`)).status).toBe(200);
  });

  it("the log names no token, whatever trails the link", async () => {
    const odd = [
      `/booking/manage/${manageToken}.`,
      `/booking/manage/${manageToken})`,
      `/booking/manage/${manageToken}>`,
      `/booking/manage/${manageToken}'`,
      `/booking/manage/${manageToken}%0A`,
      `/api/manage/${manageToken}A`,
      `/api/manage/${manageToken}/cancel.`,
      `/calendar/${feedToken}.ics/`,
      `/calendar/${feedToken}.ics.`,
      `/api/waitlist/${manageToken}x`,
      `//api/manage/${manageToken}`,
    ];
    for (const pathname of odd) await call(server.url, "GET", pathname);
    await eventually(
      () =>
        server
          .stdout()
          .split("\n")
          .filter((line) => line.includes("[token]")).length >= odd.length,
      "a log line for each odd link",
    );
    const log = server.output();
    expect(log).not.toContain(manageToken);
    expect(log).not.toContain(feedToken);
  });

  it("the data folder is 0700 and its files 0600 under umask 022 (the WAL and its index while running)", () => {
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, "outbox"))).toBe(0o700);
    const names = ["studio.db", "studio.db-wal", "studio.db-shm", "session.key", "admin-password.hash"];
    for (const file of names.map((name) => path.join(dataDir, name)))
      expect([file, modeOf(file)]).toEqual([file, 0o600]);
    expect(outboxFiles().length).toBeGreaterThanOrEqual(2);
    for (const file of outboxFiles()) expect([file, modeOf(file)]).toEqual([file, 0o600]);
  });

  it("neither the database file nor its WAL holds a token, while running and after a stop", async () => {
    await eventually(() => databaseBytes().length > 0, "the database on disk");
    for (const token of [manageToken, feedToken]) expect(databaseBytes()).not.toContain(token);
    expect(await stopServer(server)).toBe(0);
    for (const token of [manageToken, feedToken]) expect(databaseBytes()).not.toContain(token);
  });

  it("a backup is the owner's only under umask 022, and holds no token either", async () => {
    const before = process.umask(0o022);
    try {
      const { file } = await backupDatabase(dataDir);
      expect(modeOf(path.dirname(file))).toBe(0o700);
      expect(modeOf(file)).toBe(0o600);
      const bytes = readFileSync(file).toString("latin1");
      for (const token of [manageToken, feedToken]) expect(bytes).not.toContain(token);
    } finally {
      process.umask(before);
    }
  });
});
