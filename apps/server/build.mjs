// Bundles the server into dist/studio.js (started by dist/main.js, src/boot.ts): the workspace's own packages (TypeScript source) and the
// npm dependencies in one file, so a start parses one module instead of resolving hundreds
// (about half of the cold start was module resolution). The native addons' packages stay
// external and load from node_modules; scripts/release.mjs bundles those too, for a release.
import { build } from "esbuild";
import { asciiOnly } from "../../scripts/ascii-only.mjs";
import { builtinsThroughRequire, fastifyTlsOnUse } from "./esbuild-builtins.mjs";
import { standIns } from "./esbuild-stand-ins.mjs";

const external = ["better-sqlite3", "@fastify/secure-session", "sharp"];

await build({
  // dist/main.js turns Node's compile cache on, then loads the server, dist/studio.js (see
  // src/boot.ts). The picture converter runs in a child process of its own (src/pictures/converter.ts).
  entryPoints: { main: "src/boot.ts", studio: "src/main.ts", "pictures-worker": "src/pictures/worker.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node24",
  format: "esm",
  // Bundled CommonJS packages call require(); give them one that resolves from here.
  banner: {
    js: [
      'import { createRequire as __studioCreateRequire } from "node:module";',
      "const require = __studioCreateRequire(import.meta.url);",
    ].join("\n"),
  },
  define: { "process.env.NODE_ENV": '"production"' },
  sourcemap: true,
  sourcesContent: false,
  legalComments: "none",
  external,
  plugins: [builtinsThroughRequire, fastifyTlsOnUse],
  // Packages imported but never run: a stand-in each (esbuild-stand-ins.mjs).
  alias: standIns,
  // Whitespace and syntax only (names stay, for stack traces): V8 keeps a module's source in memory,
  // and a third less of it to read, compile and keep was ~40 ms of a start and ~3 MB idle.
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: "warning",
});
// A character past ASCII in a comment made V8 keep the whole bundle as UTF-16 (twice its size).
asciiOnly(["dist"]);
