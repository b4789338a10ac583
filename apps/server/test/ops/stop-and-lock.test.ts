// The server's hold on its DATA_DIR: one server per folder, a stop that leaves studio.db complete
// and ends within 10 s however the SMTP server behaves, and one-line refusals for a folder it
// cannot write. Each runs the built server (dist/main.js) as a child process.
import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postBooking, upcoming } from "../../../../packages/api/test/helpers.js";
import { expectMemorySettings } from "../memory-settings.js";
import { ensureBuilt, type Running, startServer } from "../resilience/server-process.js";

const work = mkdtempSync(path.join(tmpdir(), "studio-stop-lock-"));
const distMain = path.resolve(import.meta.dirname, "../../dist/main.js");
/** A start by hand, on the tests' profile. */
const handEnv = (dataDir: string) => ({
  PATH: process.env.PATH,
  DATA_DIR: dataDir,
  PORT: "0",
  ADMIN_PASSWORD: "a-long-password-1",
  STUDIO_PROFILE: path.resolve(import.meta.dirname, "../../../../packages/api/test/fixtures/studio.json"),
});
const running: Running[] = [];
beforeAll(() => ensureBuilt(), 180_000);
afterAll(async () => {
  for (const server of running) server.child.kill("SIGKILL");
  rmSync(work, { recursive: true, force: true });
});

/** An SMTP server that takes a message's envelope and DATA, then never answers the message. */
async function smtpStallingAfterData(): Promise<{ port: number; close: () => void }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.write("220 stall.example ESMTP\r\n");
    let inData = false;
    socket.on("data", (chunk) => {
      for (const line of chunk.toString("latin1").split("\r\n")) {
        if (inData || line === "") continue; // the message, then nothing more is answered
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 stall.example\r\n");
        else if (verb === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

function start(dataDir: string, smtpPort: number): Running {
  mkdirSync(dataDir, { recursive: true });
  const server = startServer({ dataDir, smtpPort });
  running.push(server);
  return server;
}

describe("one server per DATA_DIR", () => {
  it("refuses a second server on the same folder in one line naming the folder and the first", async () => {
    const dataDir = path.join(work, "shared");
    const first = start(dataDir, 9);
    await first.ready;
    const second = spawnSync(process.execPath, [distMain], {
      env: handEnv(dataDir),
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(second.status).toBe(1);
    const lines = second.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`another server is already running on the data folder ${dataDir}`);
    expect(lines[0]).toContain(`process ${first.child.pid}`);
    // The first is untouched and still serves, and says which build it is.
    const url = await first.ready;
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { version: string }).version).toMatch(
      /^\d+\.\d+\.\d+\+\d{8}\.[0-9a-f]{7,}$/,
    );
    first.child.kill("SIGKILL");
    await first.exited;
    // A crash leaves nothing to clean up: the next server takes the folder.
    const next = start(dataDir, 9);
    expect((await fetch(`${await next.ready}/api/health`)).status).toBe(200);
    next.child.kill("SIGTERM");
    await next.exited;
  }, 90_000);
});

describe("a stop", () => {
  it("ends within 10 s with the SMTP server stalled after DATA, and studio.db alone holds every booking", async () => {
    const smtp = await smtpStallingAfterData();
    const dataDir = path.join(work, "stalled");
    const server = start(dataDir, smtp.port);
    const url = await server.ready;
    const ids: string[] = [];
    for (const startTime of ["14:00", "17:00", "20:00"]) {
      const answer = await postBooking(url, { date: upcoming(6, 2), startTime });
      expect(answer.status).toBe(201);
      ids.push(answer.body.id);
    }
    await new Promise((resolve) => setTimeout(resolve, 1500)); // a receipt is on the stalled wire
    const stoppedAt = Date.now();
    server.child.kill("SIGTERM");
    await server.exited;
    smtp.close();
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(server.child.exitCode).toBe(0);
    expect(existsSync(path.join(dataDir, "studio.db-wal"))).toBe(false);
    // The docs' copy: studio.db alone, in a folder of its own.
    const copy = path.join(work, "copy");
    mkdirSync(copy);
    copyFileSync(path.join(dataDir, "studio.db"), path.join(copy, "studio.db"));
    const db = new Database(path.join(copy, "studio.db"), { readonly: true });
    const found = db.prepare("select id from bookings").pluck().all() as string[];
    const unsent = db
      .prepare("select count(*) from email_outbox where sentAt is null")
      .pluck()
      .get() as number;
    db.close();
    expect(found.sort()).toEqual([...ids].sort());
    expect(unsent).toBeGreaterThan(0); // the stalled mails wait in the outbox for the next start
  }, 60_000);
});

describe("npm start", () => {
  it("runs the server with the memory settings the bench measures, and passes SIGTERM to it: nothing is left running", async () => {
    const dataDir = path.join(work, "npm-start");
    const npm = spawn("npm", ["start"], {
      cwd: path.resolve(import.meta.dirname, "../../../.."),
      env: { ...handEnv(dataDir), PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    npm.stdout.on("data", (chunk) => (output += chunk));
    npm.stderr.on("data", (chunk) => (output += chunk));
    const exited = new Promise<void>((resolve) => npm.on("exit", () => resolve()));
    const deadline = Date.now() + 150_000;
    let url: string | undefined;
    while (!url && Date.now() < deadline && npm.exitCode === null) {
      url = /Studio site running at (http:\/\/\S+)/.exec(output)?.[1];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(url, output).toBeDefined();
    try {
      // npm's shell execs the server: its one child is the server's process.
      const children = readFileSync(`/proc/${npm.pid}/task/${npm.pid}/children`, "utf8");
      expectMemorySettings(Number(children.trim().split(" ")[0]));
    } finally {
      npm.kill("SIGTERM");
      await exited;
    }
    // The folder is free again at once: the server itself stopped, not only npm.
    const health = await fetch(`${url}/api/health`).catch(() => undefined);
    expect(health).toBeUndefined();
    const again = start(dataDir, 9);
    expect((await fetch(`${await again.ready}/api/health`)).status).toBe(200);
    again.child.kill("SIGTERM");
    await again.exited;
  }, 180_000);
});

describe("a DATA_DIR it cannot write", () => {
  it.skipIf(process.getuid?.() !== 0)("says so in one line naming the folder, not the port", () => {
    const parent = path.join(work, "root-only");
    mkdirSync(parent);
    letOthersReach(work);
    chmodSync(parent, 0o755); // another user (nobody) may enter, not write
    for (const dataDir of [parent, path.join(parent, "missing")]) {
      const run = spawnSync(process.execPath, [distMain], {
        env: handEnv(dataDir),
        encoding: "utf8",
        uid: 65534,
        gid: 65534,
        timeout: 30_000,
      });
      expect(run.status).toBe(1);
      const lines = run.stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Cannot start: the data folder .* cannot be (written|created)/);
      expect(lines[0]).toContain(dataDir);
      expect(lines[0]).not.toMatch(/PORT|listen/);
    }
  });

  it.skipIf(process.getuid?.() !== 0)(
    "names a database owned by another user in one line, with no stack",
    () => {
      letOthersReach(work); // the server user may reach the folder
      const dataDir = path.join(work, "owned-by-root");
      mkdirSync(dataDir);
      chownSync(dataDir, 65534, 65534); // the folder is the server user's, its database root's
      const db = new Database(path.join(dataDir, "studio.db"));
      db.exec("create table earlier (id integer)");
      db.close();
      chmodSync(path.join(dataDir, "studio.db"), 0o644);
      const run = spawnSync(process.execPath, [distMain], {
        env: handEnv(dataDir),
        encoding: "utf8",
        uid: 65534,
        gid: 65534,
        timeout: 30_000,
      });
      expect(run.status).toBe(1);
      const lines = run.stderr.trim().split("\n");
      expect(lines).toEqual([
        `Cannot start: ${path.join(dataDir, "studio.db")} belongs to another user (uid 0) than the one running ` +
          "the server (uid 65534). Run the server as the user that owns DATA_DIR, or give this user its files (chown -R).",
      ]);
    },
  );
});

/**
 * Lets another user (nobody) pass through `dir` and every folder above it that this user owns: the
 * test runner's own temporary folder is private (0700), and a server run as nobody under it would
 * meet that folder, not the one the test means.
 */
function letOthersReach(dir: string): void {
  for (let at = dir; at !== path.dirname(at); at = path.dirname(at)) {
    const stat = statSync(at);
    if (stat.uid === process.getuid?.()) chmodSync(at, (stat.mode & 0o7777) | 0o011);
  }
}
