// The release's bundles (scripts/release.mjs), with esbuild: server.mjs (the commands, and the start
// of the server), studio.mjs (the server, as dist/studio.js is by apps/server/build.mjs),
// pictures-worker.mjs (the picture converter, a child process) and calendar-reader.mjs (producers'
// calendars read on a thread). Every npm dependency is inside
// them; the native addons are loaded from ./native beside them.
import { createRequire } from "node:module";
import { join } from "node:path";
import { requireInEsModule } from "../apps/server/esbuild-builtins.mjs";
import { nativeAddons } from "../apps/server/esbuild-native-addons.mjs";
import { standIns } from "../apps/server/esbuild-stand-ins.mjs";

/** Writes the four bundles into `out`; returns their builds' metafiles (for the licence notices). */
export async function bundleServer({ serverDir, out, host, sharpAddon, version }) {
  const { build } = createRequire(join(serverDir, "package.json"))("esbuild");
  const builtFor = JSON.stringify({
    version,
    node: process.versions.node,
    abi: process.versions.modules,
    platform: process.platform,
    arch: process.arch,
  });
  // As apps/server/build.mjs: names kept, whitespace and syntax minified.
  const common = {
    absWorkingDir: serverDir,
    outdir: out,
    bundle: true,
    platform: "node",
    target: "node24",
    define: {
      __STUDIO_BUILT_FOR__: builtFor,
      __STUDIO_VERSION__: JSON.stringify(version),
      "process.env.NODE_ENV": '"production"',
    },
    plugins: [
      nativeAddons({
        sqlite: "./native/better_sqlite3.node",
        sodium: "./native/sodium-native.node",
        sharp: `./native/sharp/sharp-${host}/lib/${sharpAddon}`,
      }),
    ],
    // Packages imported but never run: a stand-in each (esbuild-stand-ins.mjs).
    alias: standIns,
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: "linked",
    sourcesContent: false,
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
  };
  const notice =
    "// Leyton Sound Studio server, bundled by scripts/release.mjs. Third-party notices: THIRD-PARTY-LICENSES.txt";
  // server.mjs (the commands, and the start of the server), the server it loads, the picture
  // converter it runs as a child process (src/pictures/converter.ts) and the calendar reader it runs
  // on a thread (src/calendars/reader-thread.ts).
  const entries = await build({
    ...common,
    entryPoints: {
      server: "src/release/entry.ts",
      studio: "src/main.ts",
      "pictures-worker": "src/pictures/worker.ts",
      "calendar-reader": "src/calendars/reader.ts",
    },
    outExtension: { ".js": ".mjs" },
    format: "esm",
    banner: { js: [notice, requireInEsModule].join("\n") },
  });
  return [entries.metafile];
}
