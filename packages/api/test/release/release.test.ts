// The release artefact as a studio owner gets it: built by `pnpm release`, unpacked into an empty
// folder outside the repository and run by its own start.sh on the Node.js inside it, with a PATH
// that has no node at all (no pnpm, no source, no node_modules).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { isBuiltin } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realpathSync } from "node:fs";
import { migrations } from "../../src/store/migrations/index.js";
import { appliedMigrations, migrate } from "../../src/store/migrate.js";
import { openStore } from "../../src/store/store.js";
import { bookingPayload, call, cookieFrom, upcoming } from "../helpers.js";

const root = path.resolve(import.meta.dirname, "../../../..");
const work = mkdtempSync(path.join(tmpdir(), "studio-release-"));
const dataDir = path.join(work, "data");
let app = ""; // the unpacked release folder
let generatedPassword = "";

afterAll(() => rmSync(work, { recursive: true, force: true }));

beforeAll(() => {
  const out = path.join(work, "built");
  // The web build is the workspace's (test-all builds it first); the server is bundled afresh.
  const reuseWeb = existsSync(path.join(root, "packages", "web", "dist", "index.html")) ? ["--no-build"] : [];
  const built = spawnSync(
    process.execPath,
    [path.join(root, "scripts", "release.mjs"), "--out", out, ...reuseWeb],
    {
      cwd: root,
      encoding: "utf8",
    },
  );
  if (built.status !== 0) throw new Error(`pnpm release failed:\n${built.stdout}\n${built.stderr}`);
  const tarball = readdirSync(out).find((f) => f.endsWith(".tar.gz"));
  if (!tarball) throw new Error(`no tarball in ${out}`);
  const unpacked = path.join(work, "unpacked");
  mkdirSync(unpacked);
  const tar = spawnSync("tar", ["-xzf", path.join(out, tarball), "-C", unpacked], { encoding: "utf8" });
  if (tar.status !== 0) throw new Error(tar.stderr);
  const [folder] = readdirSync(unpacked);
  app = path.join(unpacked, folder!);
}, 180_000);

// A PATH with nothing on it: this machine has a node in /usr/bin, a studio's server need not.
const emptyBin = path.join(work, "bin");
mkdirSync(emptyBin);

/** Only what a bare machine has: no node, no NODE_PATH, NODE_OPTIONS or anything from the tests. */
function envFor(extra: Record<string, string> = {}): Record<string, string> {
  return { PATH: emptyBin, HOME: work, PORT: "0", DATA_DIR: dataDir, ...extra };
}

interface Running {
  child: ChildProcess;
  url: string;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

async function start(extra: Record<string, string> = {}): Promise<Running> {
  const child = spawn(path.join(app, "start.sh"), [], { cwd: app, env: envFor(extra), stdio: "pipe" });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Studio site running at (http:\/\/\S+)/.exec(stdout);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 25);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`exited with ${code}: ${stdout}${stderr}`));
    });
  });
  return { child, url, stdout: () => stdout, stderr: () => stderr, exited };
}

async function stop(running: Running): Promise<number | null> {
  running.child.kill("SIGTERM");
  return running.exited;
}

/** A command of the release through its start.sh (or a start that must fail), run to its end. */
function run(args: string[], extra: Record<string, string> = {}, input?: string) {
  const result = spawnSync(path.join(app, "start.sh"), args, {
    cwd: app,
    env: envFor(extra),
    encoding: "utf8",
    timeout: 30_000,
    ...(input === undefined ? {} : { input }),
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [path.relative(app, full)];
  });

describe("the artefact", () => {
  it("is unpacked outside the repository, where no node_modules can be found", () => {
    expect(path.relative(root, app).startsWith("..")).toBe(true);
    for (let dir = app; ; dir = path.dirname(dir)) {
      expect(existsSync(path.join(dir, "node_modules")), dir).toBe(false);
      if (path.dirname(dir) === dir) break;
    }
  });

  it("runs on the Node.js 24 inside it, with no node on PATH", () => {
    expect(spawnSync("/bin/sh", ["-c", "command -v node"], { env: envFor() }).status).not.toBe(0);
    const node = path.join(app, "node", "bin", "node");
    const version = spawnSync(node, ["--version"], { env: envFor(), encoding: "utf8" });
    expect(version.stdout).toMatch(/^v24\./);
    expect(statSync(node).mode & 0o111).not.toBe(0);
  });

  it("holds one bundled server file and its picture converter, the native addons (and libvips), the web app, the sample profile and a README", () => {
    const all = files(app);
    expect(all.filter((f) => f.endsWith(".mjs") || (f.endsWith(".js") && !f.startsWith("web/")))).toEqual([
      "pictures-worker.mjs",
      "server.mjs",
    ]);
    expect(all.filter((f) => f.startsWith("native/")).sort()).toEqual([
      "native/better_sqlite3.node",
      expect.stringMatching(/^native\/sharp\/sharp-libvips-linux-x64\/lib\/libvips-cpp\.so\.[\d.]+$/),
      expect.stringMatching(/^native\/sharp\/sharp-linux-x64\/lib\/sharp-linux-x64-[\d.]+\.node$/),
      "native/sodium-native.node",
    ]);
    expect(all).toEqual(
      expect.arrayContaining([
        "web/index.html",
        "data/studio.json",
        "README.md",
        "start.sh",
        "node/bin/node",
        "node/LICENSE",
        "THIRD-PARTY-LICENSES.txt",
      ]),
    );
    expect(all.some((f) => f.split("/").includes("node_modules"))).toBe(false);
  });

  it("loads nothing at run time but Node's own modules and its ./native addons", () => {
    const bundle = ["server.mjs", "pictures-worker.mjs"]
      .map((file) => readFileSync(path.join(app, file), "utf8"))
      .join("\n");
    const loaded = [
      ...[...bundle.matchAll(/\b__require\("([^"]+)"\)/g)].map((m) => m[1]!),
      ...[...bundle.matchAll(/^import\s.*?from\s+"([^"]+)";$/gm)].map((m) => m[1]!),
      ...[...bundle.matchAll(/\bimport\("([^"]+)"\)/g)].map((m) => m[1]!),
    ];
    expect(loaded.length).toBeGreaterThan(10);
    expect([...new Set(loaded.filter((name) => !isBuiltin(name)))].sort()).toEqual([
      "./native/better_sqlite3.node",
      expect.stringMatching(/^\.\/native\/sharp\/sharp-linux-x64\/lib\/sharp-linux-x64-[\d.]+\.node$/),
      "./native/sodium-native.node",
    ]);
  });

  it("tells its version", () => {
    expect(run(["--version"]).stdout.trim()).toBe("1.0.0");
  });

  it("is strict: an unknown command or extra word prints usage and exits 2, starting nothing", () => {
    for (const args of [["nonsense"], ["start", "now"], ["--version", "x"]]) {
      const result = run(["server.mjs", ...args]);
      expect(result.status, args.join(" ")).toBe(2);
      expect(result.stderr).toContain("Usage: node server.mjs");
    }
  });
});

describe("running it", () => {
  const customer = {
    firstName: "Zebedee",
    lastName: "Quillfeather",
    email: "zebedee.quill@example.org",
    phone: "07700 900 456",
  };

  it("serves the site, takes a booking, and logs one JSON line per request with no personal data", async () => {
    const running = await start({ LOG_LEVEL: "info" });
    let cookie = "";
    try {
      // start.sh execs the release's own runtime: the process serving is node/bin/node.
      expect(realpathSync(`/proc/${running.child.pid}/exe`)).toBe(
        realpathSync(path.join(app, "node", "bin", "node")),
      );
      generatedPassword = /It is shown once:\s+(\S+)/.exec(running.stdout())?.[1] ?? "";
      expect(generatedPassword.length).toBeGreaterThanOrEqual(20);

      const home = await call(running.url, "GET", "/");
      expect(home.status).toBe(200);
      expect(home.headers.get("content-type")).toMatch(/^text\/html/);
      expect(home.text).toContain('id="root"');
      const script = /src="(\/assets\/[^"]+\.js)"/.exec(home.text)?.[1];
      expect((await call(running.url, "GET", script!)).status).toBe(200);

      const health = await call(running.url, "GET", "/api/health");
      expect(health.body).toMatchObject({ version: "1.0.0", database: "ok", outboxBacklog: 0 });

      const date = upcoming(5, 1);
      const booked = await call(running.url, "POST", "/api/bookings", bookingPayload({ ...customer, date }));
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
      expect(await stop(running)).toBe(0);
    }

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
  });

  it("makes the pictures' AVIF and WebP copies with the sharp inside it", async () => {
    const running = await start({ LOG_LEVEL: "warn" });
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
      expect(await stop(running)).toBe(0);
    }
    expect(running.stdout() + running.stderr()).not.toMatch(/sharp|cannot be read|could not be converted/);
  });

  it("LOG_LEVEL=warn keeps request lines out", async () => {
    const running = await start({ LOG_LEVEL: "warn" });
    try {
      expect((await call(running.url, "GET", "/api/health")).status).toBe(200);
    } finally {
      expect(await stop(running)).toBe(0);
    }
    expect(running.stdout()).not.toContain('"msg":"request"');
  });

  it("changes the admin password beside the running server, ending its sessions, and backs it up", async () => {
    const running = await start();
    try {
      const cookie = cookieFrom(
        (await call(running.url, "POST", "/api/admin/login", { password: generatedPassword })).headers,
      );
      const changed = run(["admin-password"], {}, "release-test-password\n");
      expect(changed.stderr).toBe("");
      expect(changed.status).toBe(0);
      expect(changed.stdout).toMatch(/[1-9] admin session\(s\) ended/);
      expect((await call(running.url, "GET", "/api/admin/bookings", undefined, { cookie })).status).toBe(401);
      expect(
        (await call(running.url, "POST", "/api/admin/login", { password: generatedPassword })).status,
      ).toBe(401);
      expect(
        (await call(running.url, "POST", "/api/admin/login", { password: "release-test-password" })).status,
      ).toBe(200);

      const backups = path.join(work, "backups");
      const backup = run(["backup", `${backups}/`]);
      expect(backup.stderr).toBe("");
      expect(backup.stdout).toMatch(/^Backed up 1 booking\(s\) to .*\(\d+ KiB, integrity ok\)\.\n$/);
      const [copy] = readdirSync(backups);
      const db = new Database(path.join(backups, copy!), { readonly: true });
      expect(db.prepare("select firstName from bookings").pluck().all()).toEqual(["Zebedee"]);
      db.close();
    } finally {
      expect(await stop(running)).toBe(0);
    }
  });
});

describe("refusing to start", () => {
  /** One paragraph on stderr, exit 1, no stack trace. */
  function refusal(extra: Record<string, string>) {
    const result = run([], extra);
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
    const profile = JSON.parse(readFileSync(path.join(app, "data", "studio.json"), "utf8"));
    profile.producers[0].link = "not a link";
    delete profile.bookingsEmail;
    const broken = path.join(work, "broken-studio.json");
    writeFileSync(broken, JSON.stringify(profile));
    const message = refusal({ STUDIO_PROFILE: broken });
    expect(message).toContain(`The studio profile at ${broken} is invalid`);
    expect(message).toContain("bookingsEmail");
    expect(message).toContain("producers.0.link");
    writeFileSync(broken, "{ not json");
    expect(refusal({ STUDIO_PROFILE: broken })).toContain("is not valid JSON");
    expect(refusal({ STUDIO_PROFILE: path.join(work, "missing.json") })).toContain(
      `Cannot read the studio profile at ${path.join(work, "missing.json")} (ENOENT)`,
    );
  });

  it("refuses a database from a newer version, and upgrades one from the previous version", async () => {
    const future = new Database(path.join(dataDir, "studio.db"));
    future
      .prepare("insert into kysely_migration (name, timestamp) values ('9999_from_the_future', ?)")
      .run(new Date().toISOString());
    future.close();
    expect(refusal({})).toMatch(
      /^Cannot start: The database .*studio\.db was upgraded by a newer version of this software \(it has run migration 9999_from_the_future/,
    );

    // A database made by the previous migration set, as the previous release left it.
    const oldDir = path.join(work, "old-data");
    const names = Object.keys(migrations).sort();
    const store = openStore(oldDir);
    await migrate(store, Object.fromEntries(names.slice(0, -1).map((n) => [n, migrations[n]!])));
    await store.close();
    const running = await start({ DATA_DIR: oldDir, ADMIN_PASSWORD: "an-upgrade-password" });
    try {
      expect((await call(running.url, "GET", "/api/health")).status).toBe(200);
    } finally {
      expect(await stop(running)).toBe(0);
    }
    const upgraded = openStore(oldDir);
    expect(appliedMigrations(upgraded)).toEqual(names);
    await upgraded.close();
  });
});
