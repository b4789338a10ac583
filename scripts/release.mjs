// `pnpm release`: one self-contained folder and tarball under release/ that runs on a machine with
// nothing installed: no Node.js, no pnpm, no source, no node_modules:
//
//   studio-<version>/start.sh          starts the site, or runs a command (backup, admin-password)
//   studio-<version>/node/bin/node     the Node.js 24 runtime this release was built and tested on
//   studio-<version>/server.mjs        its commands, and the start of the server (esbuild)
//   studio-<version>/studio.mjs        the server, every npm dependency bundled in (esbuild)
//   studio-<version>/pictures-worker.mjs  the picture converter (sharp), a child process of the server
//   studio-<version>/calendar-reader.mjs  producers' calendars read (ical.js), on a thread of the server
//   studio-<version>/native/*.node     the two native addons it loads (SQLite, libsodium)
//   studio-<version>/native/sharp/     sharp's addon and libvips (the pictures' AVIF/WebP copies)
//   studio-<version>/web/              the built web app
//   studio-<version>/data/studio.json  the sample studio profile
//   studio-<version>/README.md, THIRD-PARTY-LICENSES.txt
//
// The runtime is the one running this script (the official build from the npm registry, which
// `npm run setup` installs), so the SQLite addon compiled for it always matches. Flags:
// --no-build (reuse the current web build), --out <dir> (write there instead of release/; the
// tests use a temp folder).
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import {
  addonFiles,
  sodiumDir as sodiumDirOf,
  sqliteDir as sqliteDirOf,
} from "../apps/server/esbuild-native-addons.mjs";
import { bundleServer } from "./release-bundle.mjs";
import { buildVersion } from "./build-version.mjs";
import { bundledPackages, releaseReadme, START_SH, thirdPartyNotices } from "./release-files.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const serverDir = join(root, "apps", "server");
const apiDir = join(root, "packages", "api");
const webDist = join(root, "dist", "web");
const fromServer = createRequire(join(serverDir, "package.json"));

const version = buildVersion(root);
const host = `${process.platform}-${process.arch}`;
const name = `studio-${version}`;
const outFlag = process.argv.indexOf("--out");
const releaseDir =
  outFlag > 0 && process.argv[outFlag + 1] ? resolve(process.argv[outFlag + 1]) : join(root, "release");
const out = join(releaseDir, name);
const tarball = join(releaseDir, `${name}-${host}.tar.gz`);

function step(text) {
  console.log(`release: ${text}`);
}

if (!process.argv.includes("--no-build")) {
  step("building the web app and the api (turbo replays what has not changed)");
  const built = spawnSync("pnpm", ["exec", "turbo", "run", "build", "--output-logs=errors-only"], {
    cwd: root,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
    stdio: "inherit",
  });
  if (built.status !== 0) {
    console.error("release: the build failed; see above.");
    process.exit(built.status ?? 1);
  }
}
if (!existsSync(join(webDist, "index.html"))) {
  console.error(`release: no web build at ${webDist}; run pnpm build first.`);
  process.exit(1);
}

// The native addons, found the way their packages find them, and copied beside the bundle.
const sqliteDir = sqliteDirOf(serverDir);
const sodiumDir = sodiumDirOf(apiDir);
const addons = addonFiles({ serverDir, apiDir, host });
// sharp 0.35: its addon (@img/sharp-<host>) links libvips (@img/sharp-libvips-<host>) through the
// RPATH $ORIGIN/../../sharp-libvips-<host>/lib, so both keep their package's lib/ folder, side by
// side under native/sharp/.
const sharpDir = dirname(dirname(fromServer.resolve("sharp"))); // its main is dist/index.cjs
const imgDir = dirname(createRequire(join(sharpDir, "package.json")).resolve(`@img/sharp-${host}/package`));
const vipsDir = dirname(
  createRequire(join(imgDir, "package.json")).resolve(`@img/sharp-libvips-${host}/package`),
);
const sharpAddon = readdirSync(join(imgDir, "lib")).find((f) => f.endsWith(".node"));
const libvips = readdirSync(join(vipsDir, "lib")).find((f) => f.startsWith("libvips-cpp.so"));
if (!sharpAddon || !libvips) {
  console.error(`release: sharp's addon or libvips is missing (looked in ${imgDir} and ${vipsDir}).`);
  process.exit(1);
}
const sharpFiles = {
  [`sharp/sharp-${host}/lib/${sharpAddon}`]: join(imgDir, "lib", sharpAddon),
  [`sharp/sharp-libvips-${host}/lib/${libvips}`]: join(vipsDir, "lib", libvips),
};

// The runtime must be a whole Node.js (the official build is one ~120 MB file linking only libc);
// a distribution's `node` is a small launcher over a shared libnode that would stay behind.
const runtimeHome = dirname(dirname(process.execPath));
if (statSync(process.execPath).size < 40 * 1024 * 1024) {
  console.error(
    `release: ${process.execPath} is not the official Node.js build (a distribution's node links a shared ` +
      "libnode that the release cannot carry). Run `npm run setup`, which installs it into .tools/.",
  );
  process.exit(1);
}
for (const [file, from] of Object.entries(addons)) {
  if (!existsSync(from)) {
    console.error(`release: the native addon ${file} is missing (looked at ${from}).`);
    process.exit(1);
  }
}

mkdirSync(releaseDir, { recursive: true });
rmSync(out, { recursive: true, force: true });
rmSync(tarball, { force: true });
mkdirSync(join(out, "native"), { recursive: true });

step("bundling the server");
const metafiles = await bundleServer({ serverDir, out, host, sharpAddon, version });

for (const [file, from] of Object.entries({ ...addons, ...sharpFiles })) {
  cpSync(from, join(out, "native", file));
}
step(`adding the Node.js ${process.versions.node} runtime`);
mkdirSync(join(out, "node", "bin"), { recursive: true });
cpSync(process.execPath, join(out, "node", "bin", "node"));
chmodSync(join(out, "node", "bin", "node"), 0o755);
for (const file of ["LICENSE", "README.md"]) {
  if (existsSync(join(runtimeHome, file))) cpSync(join(runtimeHome, file), join(out, "node", file));
}
cpSync(webDist, join(out, "web"), { recursive: true });
mkdirSync(join(out, "data"));
cpSync(join(root, "data", "studio.json"), join(out, "data", "studio.json"));
// The sample profile's pictures (a studio replaces them with its own; see the README).
if (existsSync(join(root, "data", "images"))) {
  cpSync(join(root, "data", "images"), join(out, "data", "images"), { recursive: true });
}

// Notices of every npm package inside the bundle (their licences ask for it).
const packages = bundledPackages(metafiles, serverDir);
packages.set(sqliteDir, "better-sqlite3 (native/better_sqlite3.node, includes SQLite, public domain)");
packages.set(sodiumDir, "sodium-native (native/sodium-native.node, includes libsodium)");
packages.set(imgDir, `@img/sharp-${host} (native/sharp/sharp-${host})`);
packages.set(
  vipsDir,
  `@img/sharp-libvips-${host} (native/sharp/sharp-libvips-${host}, libvips and its libraries)`,
);
writeFileSync(join(out, "THIRD-PARTY-LICENSES.txt"), thirdPartyNotices(packages));
writeFileSync(join(out, "start.sh"), START_SH);
chmodSync(join(out, "start.sh"), 0o755);
writeFileSync(join(out, "README.md"), releaseReadme({ version, host, node: process.versions.node }));

step("packing the tarball");
const tar = spawnSync("tar", ["-czf", tarball, "-C", releaseDir, name], { stdio: "inherit" });
if (tar.status !== 0) {
  console.error("release: tar failed.");
  process.exit(1);
}
const rel = (p) => relative(root, p).split(sep).join("/");
const mib = (statSync(tarball).size / 1024 / 1024).toFixed(1);
step(`${rel(out)}/ and ${rel(tarball)} (${mib} MiB) are ready (run: ${rel(out)}/start.sh)`);
