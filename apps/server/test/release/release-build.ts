// The release artefact as a studio owner gets it: built by `pnpm release`, unpacked into an empty
// folder outside the repository and run by its own start.sh with a PATH that has no node at all.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type RunningServer, runningServer, stopServer } from "../child-server.js";

export const root = path.resolve(import.meta.dirname, "../../../..");

/** Builds the release with scripts/release.mjs into `out` and unpacks it; returns its folder and tarball. */
function buildAndUnpack(work: string): { folder: string; tarball: string } {
  const out = path.join(work, "built");
  // The web build is the workspace's (test-all builds it first); the server is bundled afresh.
  const reuseWeb = existsSync(path.join(root, "dist", "web", "index.html")) ? ["--no-build"] : [];
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
  return { folder: path.join(unpacked, folder!), tarball: path.join(out, tarball) };
}

/** The unpacked release of one test run, and how to run it as a bare machine would. */
export class Release {
  readonly work = mkdtempSync(path.join(tmpdir(), "studio-release-"));
  readonly dataDir = path.join(this.work, "data");
  // A PATH with nothing on it: this machine has a node in /usr/bin, a studio's server need not.
  private readonly emptyBin = path.join(this.work, "bin");
  private folder = "";
  private packed = "";

  constructor() {
    mkdirSync(this.emptyBin);
  }

  /** The unpacked release folder (built in beforeAll). */
  get app(): string {
    if (!this.folder) throw new Error("the release is built in beforeAll");
    return this.folder;
  }

  /** The release's tarball, as an owner copies it to the server (built in beforeAll). */
  get tarball(): string {
    if (!this.packed) throw new Error("the release is built in beforeAll");
    return this.packed;
  }

  /** The version the release is named by (studio-<version>): the package's, the commit's day and id. */
  get version(): string {
    return path.basename(this.app).replace(/^studio-/, "");
  }

  /** Registers the build before the file's tests and the clean-up after them. */
  register(): this {
    afterAll(() => rmSync(this.work, { recursive: true, force: true }));
    beforeAll(() => {
      ({ folder: this.folder, tarball: this.packed } = buildAndUnpack(this.work));
    }, 180_000);
    return this;
  }

  /** Only what a bare machine has: no node, no NODE_PATH, NODE_OPTIONS or anything from the tests. */
  envFor(extra: Record<string, string> = {}): Record<string, string> {
    return { PATH: this.emptyBin, HOME: this.work, PORT: "0", DATA_DIR: this.dataDir, ...extra };
  }

  /** Starts the server through start.sh and waits until it listens. */
  start(extra: Record<string, string> = {}): Promise<RunningServer> {
    const child = spawn(path.join(this.app, "start.sh"), [], {
      cwd: this.app,
      env: this.envFor(extra),
      stdio: "pipe",
    });
    return runningServer(child);
  }

  stop(running: RunningServer): Promise<number | null> {
    return stopServer(running);
  }

  /** A command of the release through its start.sh (or a start that must fail), run to its end. */
  run(args: string[], extra: Record<string, string> = {}, input?: string) {
    const result = spawnSync(path.join(this.app, "start.sh"), args, {
      cwd: this.app,
      env: this.envFor(extra),
      encoding: "utf8",
      timeout: 30_000,
      ...(input === undefined ? {} : { input }),
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  /** Every file of the release, relative to its folder. */
  files(dir = this.app): string[] {
    return readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? this.files(full) : [path.relative(this.app, full)];
    });
  }
}
