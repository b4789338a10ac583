// A stand-in for the studio's VPS under a test's folder, worked with docs/operations.md's own
// commands: releases unpacked side by side in opt/studio with `current` pointing at one, the
// profile in etc/studio, the data in var/lib/studio, and the server started as the systemd unit
// starts it (current/start.sh, from that folder, with the unit's settings).
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { PASSWORD } from "../../../../packages/api/test/helpers.js";
import { type RunningServer, runningServer } from "../child-server.js";
import type { Release } from "./release-build.js";

export class Vps {
  readonly opt: string;
  readonly current: string;
  readonly profile: string;
  readonly dataDir: string;

  constructor(private readonly release: Release) {
    const at = (...parts: string[]) => path.join(release.work, "vps", ...parts);
    this.opt = at("opt", "studio");
    this.current = path.join(this.opt, "current");
    this.profile = at("etc", "studio", "studio.json");
    this.dataDir = at("var", "lib", "studio");
    mkdirSync(this.opt, { recursive: true });
    mkdirSync(path.dirname(this.profile), { recursive: true });
  }

  /** The release folders in /opt/studio. */
  folders(): string[] {
    return readdirSync(this.opt)
      .filter((name) => name !== "current")
      .sort();
  }

  /** `tar -xzf <tarball> -C /opt/studio`; returns the folder it added. */
  install(tarball: string): string {
    const before = new Set(this.folders());
    this.sh("tar", ["-xzf", tarball, "-C", this.opt]);
    const added = this.folders().filter((name) => !before.has(name));
    if (added.length !== 1) throw new Error(`unpacking ${tarball} added ${JSON.stringify(added)}`);
    return added[0]!;
  }

  /** `ln -sfn /opt/studio/<folder> /opt/studio/current`. */
  point(folder: string): void {
    this.sh("ln", ["-sfn", path.join(this.opt, folder), this.current]);
  }

  /** `cp /opt/studio/current/data/studio.json /etc/studio/studio.json` (section 2). */
  copyProfile(): void {
    copyFileSync(path.join(this.current, "data", "studio.json"), this.profile);
  }

  /** The unit's settings (section 3), on a free port, with no node on the PATH. */
  private env(): Record<string, string> {
    return this.release.envFor({
      HOST: "127.0.0.1",
      DATA_DIR: this.dataDir,
      STUDIO_PROFILE: this.profile,
      ADMIN_PASSWORD: PASSWORD,
    });
  }

  /** `systemctl start studio`: current/start.sh from that folder; resolves once it listens. */
  start(): Promise<RunningServer> {
    const child = spawn(path.join(this.current, "start.sh"), [], {
      cwd: this.current,
      env: this.env(),
      stdio: "pipe",
    });
    return runningServer(child);
  }

  /** A start that must fail: its exit status and its output. */
  startRefused(): { status: number | null; output: string } {
    const result = spawnSync(path.join(this.current, "start.sh"), [], {
      cwd: this.current,
      env: this.env(),
      encoding: "utf8",
      timeout: 30_000,
    });
    return { status: result.status, output: result.stdout + result.stderr };
  }

  /** Section 5's restore: the live database set aside, its WAL and SHM removed, the backup copied in. */
  restore(backup: string): void {
    const live = path.join(this.dataDir, "studio.db");
    renameSync(live, `${live}.before-restore`);
    rmSync(`${live}-wal`, { force: true });
    rmSync(`${live}-shm`, { force: true });
    copyFileSync(backup, live);
  }

  private sh(command: string, args: string[]): void {
    const done = spawnSync(command, args, { encoding: "utf8" });
    if (done.status !== 0) throw new Error(`${command} ${args.join(" ")} failed: ${done.stderr}`);
  }
}
