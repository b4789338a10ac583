// The process itself (src/main.ts): first-start password, env contract, graceful SIGTERM.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { type RunningServer, runningServer, stopServer } from "./child-server.js";
import { call, cookieFrom } from "../../../packages/api/test/helpers.js";

const serverDir = path.resolve(import.meta.dirname, "..");
const tsxLoader = path.join(serverDir, "node_modules", "tsx", "dist", "loader.mjs");
const profilePath = path.join(import.meta.dirname, "fixtures", "studio.json");
const dataDir = mkdtempSync(path.join(tmpdir(), "studio-main-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string> = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, ["--import", tsxLoader, path.join(serverDir, "src", "main.ts")], {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH ?? "",
      PORT: "0",
      DATA_DIR: dataDir,
      STUDIO_PROFILE: profilePath,
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return runningServer(child);
}

const stop = stopServer;

let generated = "";

it("on first start generates a password, prints it once, keeps only its hash", async () => {
  const running = await start();
  try {
    const match = /It is shown once:\s+(\S+)/.exec(running.output());
    expect(match?.[1]).toBeTruthy();
    generated = match![1]!;
    expect(generated.length).toBeGreaterThanOrEqual(20);
    const hash = readFileSync(path.join(dataDir, "admin-password.hash"), "utf8");
    expect(hash).toMatch(/^scrypt\$8192\$8\$10\$/);
    expect(hash).not.toContain(generated);
    expect(existsSync(path.join(dataDir, "session.key"))).toBe(true);
    expect(existsSync(path.join(dataDir, "studio.db"))).toBe(true);
    const login = await call(running.url, "POST", "/api/admin/login", { password: generated });
    expect(login.status).toBe(200);
    expect(running.output()).toContain(`.eml files in ${path.join(dataDir, "outbox")}`);
  } finally {
    expect(await stop(running)).toBe(0);
  }
  expect(running.output()).toContain("SIGTERM: finishing in-flight requests");
  // The database was closed: the WAL was checkpointed away.
  expect(existsSync(path.join(dataDir, "studio.db-wal"))).toBe(false);
});

it("on the next start prints no password and keeps the old one; SIGTERM lets an in-flight request finish", async () => {
  const running = await start();
  expect(running.output()).not.toContain("shown once");
  // The start-up work (rendering the pages, the first retention sweep) is done once a request has
  // had its answer; then a login spends its scrypt check (~0.1-0.2 s at N=2^13, p=10) while SIGTERM arrives.
  expect((await call(running.url, "GET", "/api/health")).status).toBe(200);
  const login = call(running.url, "POST", "/api/admin/login", { password: generated });
  await new Promise((resolve) => setTimeout(resolve, 40));
  const code = stop(running);
  expect((await login).status).toBe(200);
  expect(await code).toBe(0);
});

it("a SIGTERM while the pages are being rendered ends cleanly, with no error logged", async () => {
  const running = await start();
  // The pages are rendered 2 s after listening, on the renderer's thread (a few hundred ms).
  await new Promise((resolve) => setTimeout(resolve, 2150));
  expect(await stop(running)).toBe(0);
  expect(running.output()).toContain("SIGTERM: finishing in-flight requests");
  expect(running.output()).not.toContain('"level":50');
});

it("ADMIN_PASSWORD replaces the stored password and revokes existing sessions", async () => {
  let cookie: string;
  const first = await start();
  try {
    cookie = cookieFrom((await call(first.url, "POST", "/api/admin/login", { password: generated })).headers);
    expect((await call(first.url, "GET", "/api/admin/bookings", undefined, { cookie })).status).toBe(200);
  } finally {
    await stop(first);
  }
  const second = await start({ ADMIN_PASSWORD: "a-brand-new-password" });
  try {
    expect((await call(second.url, "GET", "/api/admin/bookings", undefined, { cookie })).status).toBe(401);
    expect((await call(second.url, "POST", "/api/admin/login", { password: generated })).status).toBe(401);
    expect(
      (await call(second.url, "POST", "/api/admin/login", { password: "a-brand-new-password" })).status,
    ).toBe(200);
  } finally {
    await stop(second);
  }
});

it("exits 1 with one readable line when the configuration is wrong", async () => {
  await expect(start({ PORT: "not-a-port" })).rejects.toThrow(
    /exited with 1: Configuration error: Invalid environment: PORT/,
  );
});
