// The previous release, built as it was released: its own sources from this repository's history
// (a shared clone checked out at its commit, so it is named as it was), its web app built by its
// own build script and its artefact made by its own scripts/release.mjs, over the workspace's
// installed packages (one it has since dropped is linked from pnpm's store). Nothing is downloaded.
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  symlinkSync,
} from "node:fs";
import path from "node:path";
import { root } from "./release-build.js";

/**
 * The release an owner upgrades from: the newest released commit whose database this one upgrades
 * (1492d95 of 2026-11-28, named studio-1.0.0, its database at migration 0016; the release after
 * it, fd2b517, already has this one's migrations, so an upgrade from it backs nothing up). When a
 * release adds a migration, pin the last release before it here.
 */
const PREVIOUS_RELEASE = "1492d957f88b8221ac75cc034fc0ea39b1abd9b4";

// The workspace packages the release is built from (release.mjs bundles their sources).
const PACKAGES = ["packages/domain", "packages/api", "packages/web", "apps/server"];

const git = (args: string[]) => spawnSync("git", ["-C", root, ...args], { encoding: "utf8" });

/**
 * Why the previous release cannot be built from this checkout, or undefined when it can: only
 * without git or its history (a copy of the sources, a shallow clone). A full clone that lacks
 * the commit is not a reason: the build then fails, for the pin is wrong.
 */
export function whyNoPreviousRelease(): string | undefined {
  const found = git(["cat-file", "-e", `${PREVIOUS_RELEASE}^{commit}`]);
  if (found.error) return `git cannot be run here (${found.error.message})`;
  if (found.status === 0) return undefined;
  const shallow = git(["rev-parse", "--is-shallow-repository"]);
  if (shallow.status !== 0) {
    const said = shallow.stderr.trim().split("\n")[0];
    return `${root} is not a git clone (git: ${said}), so it has no earlier release to build`;
  }
  if (shallow.stdout.trim() === "true") {
    return `this clone is shallow and lacks the previous release's commit ${PREVIOUS_RELEASE}; a full clone (or \`git fetch --unshallow\`) has it`;
  }
  return undefined;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): void {
  const done = spawnSync(command, args, { cwd, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (done.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} (in ${cwd}) failed:\n${done.stdout}\n${done.stderr}`);
  }
}

/**
 * A dependency the old package listed and this one has since dropped (apps/server's `pino`, now
 * only Fastify's): linked from pnpm's store, where it is still installed for whoever depends on it.
 */
function linkDroppedDependencies(oldPackage: string, into: string): void {
  const manifest = JSON.parse(readFileSync(path.join(oldPackage, "package.json"), "utf8"));
  const store = path.join(root, "node_modules", ".pnpm");
  for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
    if (name.startsWith("@studio/") || existsSync(path.join(into, name))) continue;
    const prefix = `${name.replace("/", "+")}@`;
    const found = readdirSync(store).filter((entry) => entry.startsWith(prefix));
    if (found.length !== 1) {
      throw new Error(`the previous release needs ${name}, which the store holds ${found.length} times`);
    }
    mkdirSync(path.dirname(path.join(into, name)), { recursive: true });
    symlinkSync(path.join(store, found[0] as string, "node_modules", name), path.join(into, name));
  }
}

/**
 * The workspace's installed packages under the old sources, as a pnpm install would lay them out:
 * every dependency linked to the one installed here, and @studio/* to the old sources' own.
 */
function linkInstalledPackages(sources: string): void {
  symlinkSync(realpathSync(path.join(root, "node_modules")), path.join(sources, "node_modules"));
  for (const pkg of PACKAGES) {
    const installed = path.join(root, pkg, "node_modules");
    if (!existsSync(installed)) continue;
    const into = path.join(sources, pkg, "node_modules");
    mkdirSync(into, { recursive: true });
    for (const entry of readdirSync(installed)) {
      if (entry === "@studio") continue;
      symlinkSync(realpathSync(path.join(installed, entry)), path.join(into, entry));
    }
    linkDroppedDependencies(path.join(sources, pkg), into);
    if (!existsSync(path.join(installed, "@studio"))) continue;
    mkdirSync(path.join(into, "@studio"));
    for (const workspacePackage of readdirSync(path.join(installed, "@studio"))) {
      // pnpm's links are relative (../../../../packages/api): the same link points at the old sources.
      const target = readlinkSync(path.join(installed, "@studio", workspacePackage));
      symlinkSync(target, path.join(into, "@studio", workspacePackage));
    }
  }
}

/** Its web app, by its own build script (as `turbo run build` would), for production. */
function buildWeb(sources: string): void {
  const web = path.join(sources, "packages", "web");
  const { scripts } = JSON.parse(readFileSync(path.join(web, "package.json"), "utf8"));
  const bin = [path.join(web, "node_modules", ".bin"), path.dirname(process.execPath)];
  run("sh", ["-c", scripts.build], web, {
    PATH: [...bin, process.env.PATH].join(path.delimiter),
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: "production",
  });
}

export interface PreviousRelease {
  /** Its tarball, as its owner copied it to the server. */
  tarball: string;
  /** The migrations its database has run, in order. */
  migrations: string[];
}

/** Builds the previous release under `work` (about a minute: the web app, then the bundle). */
export function buildPreviousRelease(work: string): PreviousRelease {
  const sources = path.join(work, "previous-sources");
  run("git", ["clone", "--quiet", "--shared", "--no-checkout", root, sources], work);
  run("git", ["checkout", "--quiet", "--detach", PREVIOUS_RELEASE], sources);
  linkInstalledPackages(sources);
  buildWeb(sources);
  const out = path.join(work, "previous-built");
  run(process.execPath, [path.join("scripts", "release.mjs"), "--out", out, "--no-build"], sources);
  const tarball = readdirSync(out).find((file) => file.endsWith(".tar.gz"));
  if (!tarball) throw new Error(`the previous release's release.mjs wrote no tarball into ${out}`);
  const migrationsDir = path.join(sources, "packages", "api", "src", "store", "migrations");
  const migrations = readdirSync(migrationsDir)
    .filter((file) => /^\d{4}_.+\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ""))
    .sort();
  return { tarball: path.join(out, tarball), migrations };
}
