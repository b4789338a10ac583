// The tests of "running it": the site served by the release's own Node.js, its request log free of
// personal data, its picture copies, and the owner's commands beside the running server.
import { readdirSync, realpathSync, type Stats, statSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, it } from "vitest";
import type { RunningServer } from "../child-server.js";
import { expectMemorySettings } from "../memory-settings.js";
import { call, cookieFrom, postBooking, upcoming } from "../../../../packages/api/test/helpers.js";
import type { Release } from "./release-build.js";

const customer = {
  firstName: "Zebedee",
  lastName: "Quillfeather",
  email: "zebedee.quill@example.org",
  phone: "07700 900 456",
};

// Printed once by the first start, then used by the password test.
let generatedPassword = "";
/** The admin password from the password test on. */
export const CHANGED_PASSWORD = "release-test-password";

/** The home page, its script and the health check answer. */
async function expectSiteServes(url: string, version: string): Promise<void> {
  const home = await call(url, "GET", "/");
  expect(home.status).toBe(200);
  expect(home.headers.get("content-type")).toMatch(/^text\/html/);
  expect(home.text).toContain('id="root"');
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(home.text)?.[1];
  expect((await call(url, "GET", script!)).status).toBe(200);

  const health = await call(url, "GET", "/api/health");
  expect(health.body).toMatchObject({ version, database: "ok", outboxBacklog: 0 });
}

/** One JSON line per request, with only the request's own fields, and no personal data anywhere. */
function expectRequestLog(running: RunningServer, cookie: string): void {
  const output = running.stdout() + running.stderr();
  const lines = running
    .stdout()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const requests = lines.filter((line) => line.msg === "request");
  expect(requests.map((r) => `${r.method} ${r.path} ${r.statusCode}`)).toEqual([
    "GET / 200",
    expect.stringMatching(/^GET \/assets\/.+\.js 200$/),
    "GET /api/health 200",
    "POST /api/bookings 201",
    `GET /api/bookings/date/${upcoming(5, 1)} 200`,
    "POST /api/admin/login 200",
    "GET /api/admin/bookings 200",
    "GET /api/nothing-here 404",
  ]);
  for (const line of requests) {
    expect(Object.keys(line).sort()).toEqual(
      ["hostname", "level", "method", "ms", "msg", "path", "pid", "reqId", "statusCode", "time"].sort(),
    );
  }
  for (const secret of [
    customer.firstName,
    customer.lastName,
    customer.email,
    customer.phone,
    customer.phone.replace(/\s/g, ""),
    "example.org",
    cookie.split("=")[1]!,
  ]) {
    expect(output, secret).not.toContain(secret);
  }
}

/** A booking, the admin's view of it and a 404, on the release's own Node.js; then the log. */
export function servingTheSite(r: Release): void {
  it("serves the site, takes a booking, and logs one JSON line per request with no personal data", async () => {
    const running = await r.start({ LOG_LEVEL: "info" });
    let cookie = "";
    try {
      // start.sh execs the release's own runtime: the process serving is node/bin/node.
      expect(realpathSync(`/proc/${running.child.pid}/exe`)).toBe(
        realpathSync(path.join(r.app, "node", "bin", "node")),
      );
      // ... with V8's and glibc's memory settings, as the bench measures them.
      expectMemorySettings(running.child.pid!);
      generatedPassword = /It is shown once:\s+(\S+)/.exec(running.stdout())?.[1] ?? "";
      expect(generatedPassword.length).toBeGreaterThanOrEqual(20);

      await expectSiteServes(running.url, r.version);

      const date = upcoming(5, 1);
      const booked = await postBooking(running.url, { ...customer, date });
      expect(booked.status).toBe(201);
      expect(booked.body).toMatchObject({ ...customer, date, status: "confirmed" });
      const day = await call(running.url, "GET", `/api/bookings/date/${date}`);
      expect(day.body).toEqual([expect.objectContaining({ startTime: "14:00", engineer: "Marcus" })]);

      const login = await call(running.url, "POST", "/api/admin/login", { password: generatedPassword });
      expect(login.status).toBe(200);
      cookie = cookieFrom(login.headers);
      const admin = await call(running.url, "GET", "/api/admin/bookings", undefined, { cookie });
      expect(admin.text).toContain(customer.email); // the admin sees it; the log must not
      expect((await call(running.url, "GET", "/api/nothing-here?email=x")).status).toBe(404);
    } finally {
      expect(await r.stop(running)).toBe(0);
    }

    expectRequestLog(running, cookie);
  });
}

/** The picture copies, and a quiet log at LOG_LEVEL=warn. */
export function itsPicturesAndLog(r: Release): void {
  it("makes the pictures' AVIF and WebP copies with the sharp inside it", async () => {
    const running = await r.start({ LOG_LEVEL: "warn" });
    try {
      const studio = await call<{ pictures: Record<string, { avif: string; webp: string }> }>(
        running.url,
        "GET",
        "/api/studio",
      );
      const copies = Object.values(studio.body.pictures);
      expect(copies.length).toBeGreaterThan(0);
      for (const format of ["avif", "webp"] as const) {
        const url = copies[0]![format].split(" ")[0]!;
        const copy = await fetch(running.url + url);
        expect(copy.status, url).toBe(200);
        expect(copy.headers.get("content-type")).toBe(`image/${format}`);
      }
    } finally {
      expect(await r.stop(running)).toBe(0);
    }
    expect(running.stdout() + running.stderr()).not.toMatch(/sharp|cannot be read|could not be converted/);
  });

  it("LOG_LEVEL=warn keeps request lines out", async () => {
    const running = await r.start({ LOG_LEVEL: "warn" });
    try {
      expect((await call(running.url, "GET", "/api/health")).status).toBe(200);
    } finally {
      expect(await r.stop(running)).toBe(0);
    }
    expect(running.stdout()).not.toContain('"msg":"request"');
  });
}

/** admin-password and backup beside the running server. */
export function ownerCommands(r: Release): void {
  it("changes the admin password beside the running server, ending its sessions, and backs it up", async () => {
    const running = await r.start();
    try {
      const cookie = cookieFrom(
        (await call(running.url, "POST", "/api/admin/login", { password: generatedPassword })).headers,
      );
      const changed = r.run(["admin-password"], {}, `${CHANGED_PASSWORD}\n`);
      expect(changed.stderr).toBe("");
      expect(changed.status).toBe(0);
      expect(changed.stdout).toMatch(/[1-9] admin session\(s\) ended/);
      expect((await call(running.url, "GET", "/api/admin/bookings", undefined, { cookie })).status).toBe(401);
      expect(
        (await call(running.url, "POST", "/api/admin/login", { password: generatedPassword })).status,
      ).toBe(401);
      expect(
        (await call(running.url, "POST", "/api/admin/login", { password: CHANGED_PASSWORD })).status,
      ).toBe(200);

      const backups = path.join(r.work, "backups");
      const backup = r.run(["backup", `${backups}/`]);
      expect(backup.stderr).toBe("");
      expect(backup.stdout).toMatch(/^Backed up 1 booking\(s\) to .*\(\d+ KiB, integrity ok\)\.\n$/);
      const [copy] = readdirSync(backups);
      const db = new Database(path.join(backups, copy!), { readonly: true });
      expect(db.prepare("select firstName from bookings").pluck().all()).toEqual(["Zebedee"]);
      db.close();
    } finally {
      expect(await r.stop(running)).toBe(0);
    }
  });
}

/** The server's compiled code, kept in DATA_DIR by Node's compile cache for the next start (src/compile-cache.ts). */
export function itsCompiledCode(r: Release): void {
  it("keeps the server's compiled code in DATA_DIR, even when stopped at once, and the next start runs from it", async () => {
    const dataDir = path.join(r.work, "data-compiled");
    const codeCache = () =>
      readdirSync(path.join(dataDir, ".cache", "node-compile"), { recursive: true })
        .map(String)
        .map((file) => ({ file, ...pick(statSync(path.join(dataDir, ".cache", "node-compile", file))) }))
        .filter((entry) => entry.size > 0 && !entry.isDirectory)
        .map(({ isDirectory: _, ...entry }) => entry)
        .sort((a, b) => a.file.localeCompare(b.file));
    const pick = (stat: Stats) => ({
      ino: stat.ino,
      mtimeMs: stat.mtimeMs,
      size: stat.size,
      isDirectory: stat.isDirectory(),
    });

    const first = await r.start({ DATA_DIR: dataDir });
    expect((await call(first.url, "GET", "/api/health")).status).toBe(200);
    expect(await r.stop(first)).toBe(0); // within the second after listening: Node writes it as it exits
    const kept = codeCache();
    // The server's bundle among the entries: the largest by far.
    expect(Math.max(...kept.map((entry) => entry.size))).toBeGreaterThan(300_000);

    const next = await r.start({ DATA_DIR: dataDir });
    try {
      expect((await call(next.url, "GET", "/api/health")).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1500)); // past the second: written only if not used
    } finally {
      expect(await r.stop(next)).toBe(0);
    }
    expect(codeCache()).toEqual(kept); // used as it was: not written again
  });
}
