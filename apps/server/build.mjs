// Bundles the server into dist/studio.js (loaded by dist/main.js, src/boot.ts): the workspace's own
// packages (TypeScript source) and the npm dependencies in one file, so a start parses one module
// instead of resolving hundreds, and a release needs no node_modules. The native
// addons load from their packages' folders in node_modules; sharp stays external (it runs in the
// picture converter's process). scripts/release.mjs bundles sharp too, for a release.
import { existsSync, rmSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { buildVersion } from "../../scripts/build-version.mjs";
import { requireInEsModule } from "./esbuild-builtins.mjs";
import { addonFiles, nativeAddons } from "./esbuild-native-addons.mjs";
import { standIns } from "./esbuild-stand-ins.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const addons = addonFiles({
  serverDir: here,
  apiDir: join(here, "..", "..", "packages", "api"),
  host: `${process.platform}-${process.arch}`,
});
for (const [name, file] of Object.entries(addons)) {
  if (!existsSync(file)) throw new Error(`build: the native addon ${name} is missing (looked at ${file}).`);
}
/** An addon's file as the bundle in dist/ requires it. */
const fromDist = (file) => relative(join(here, "dist"), file).split(sep).join("/");

// What both bundles share: every npm dependency in, names kept.
const common = {
  bundle: true,
  platform: "node",
  target: "node24",
  // The build's version (scripts/build-version.mjs): /api/health and the start log name it.
  define: {
    __STUDIO_VERSION__: JSON.stringify(buildVersion(join(here, "..", ".."))),
    "process.env.NODE_ENV": '"production"',
  },
  sourcemap: true,
  sourcesContent: false,
  legalComments: "none",
  external: ["sharp"],
  plugins: [
    nativeAddons({
      sqlite: fromDist(addons["better_sqlite3.node"]),
      sodium: fromDist(addons["sodium-native.node"]),
    }),
  ],
  // Packages imported but never run: a stand-in each (esbuild-stand-ins.mjs).
  alias: standIns,
  // Whitespace and syntax only (names stay, for stack traces): V8 keeps a module's source in memory,
  // a third smaller so, and with the comments gone every character is ASCII (esbuild escapes the
  // rest), which V8 keeps at one byte a character instead of two.
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: "warning",
};

// A clean folder: an earlier build's files would stay beside them.
rmSync(join(here, "dist"), { recursive: true, force: true });

// dist/main.js turns Node's compile cache on, then loads the server, dist/studio.js (src/boot.ts,
// src/compile-cache.ts). The picture converter runs in a child process of its own
// (src/pictures/converter.ts), the calendar reader on a thread (src/calendars/reader-thread.ts).
await build({
  ...common,
  entryPoints: {
    main: "src/boot.ts",
    studio: "src/main.ts",
    "pictures-worker": "src/pictures/worker.ts",
    "calendar-reader": "src/calendars/reader.ts",
  },
  outdir: "dist",
  format: "esm",
  banner: { js: requireInEsModule },
});
