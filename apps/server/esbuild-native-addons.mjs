// The server's two native addons (SQLite, libsodium) with their packages bundled: where the addons
// are in node_modules, and the esbuild plugin that makes the bundled packages load them from a given
// path. Used by the server's build (build.mjs: their files in node_modules) and the release
// (scripts/release-bundle.mjs: copies in ./native beside the bundles). Bundled, the packages' own
// JavaScript is read, resolved and compiled with the rest of the server (sodium-native resolves its
// addon through a dozen small packages), and a release needs no node_modules.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** better-sqlite3's folder, as the server resolves it. */
export const sqliteDir = (serverDir) =>
  dirname(createRequire(join(serverDir, "package.json")).resolve("better-sqlite3/package.json"));

/** sodium-native's folder, as @fastify/secure-session (the api's) resolves it. */
export function sodiumDir(apiDir) {
  const fromApi = createRequire(join(apiDir, "package.json"));
  const fromSecureSession = createRequire(fromApi.resolve("@fastify/secure-session/package.json"));
  return dirname(fromSecureSession.resolve("sodium-native/package.json"));
}

/** Each addon's file (name -> path), found where its package looks for it on this machine. */
export function addonFiles({ serverDir, apiDir, host }) {
  const sqlite = sqliteDir(serverDir);
  // better-sqlite3 13 (lib/binding.js): an addon built on purpose (build/Release), else the Node-API
  // addon prebuilt inside the package, prebuilds/<platform>-<arch>.node.
  const built = join(sqlite, "build", "Release", "better_sqlite3.node");
  return {
    "better_sqlite3.node": existsSync(built) ? built : join(sqlite, "prebuilds", `${host}.node`),
    // sodium-native 5: `require-addon` -> prebuilds/<platform>-<arch>/ of the package.
    "sodium-native.node": join(sodiumDir(apiDir), "prebuilds", host, "sodium-native.node"),
  };
}

/**
 * Points the addon loaders of better-sqlite3, sodium-native and (for the release) sharp at the
 * given paths, each `require`d relative to the bundle, instead of searching the packages' folders.
 */
export const nativeAddons = ({ sqlite, sodium, sharp }) => ({
  name: "native-addons",
  setup(b) {
    b.onLoad({ filter: /[\\/]better-sqlite3[\\/]lib[\\/]binding\.js$/ }, () => ({
      loader: "js",
      contents: `exports.getBinding = () => require(${JSON.stringify(sqlite)});`,
    }));
    b.onLoad({ filter: /[\\/]sodium-native[\\/]binding\.js$/ }, () => ({
      loader: "js",
      contents: `module.exports = require(${JSON.stringify(sodium)});`,
    }));
    if (sharp) {
      // sharp tries a list of places for its addon.
      b.onLoad({ filter: /[\\/]sharp[\\/]dist[\\/]sharp\.mjs$/ }, () => ({
        loader: "js",
        contents: `export default require(${JSON.stringify(sharp)});`,
      }));
      // Its helpers for building sharp from source look for libvips' headers: never at run time.
      b.onLoad({ filter: /[\\/]sharp[\\/]dist[\\/]libvips\.mjs$/ }, (args) => ({
        loader: "js",
        contents: readFileSync(args.path, "utf8").replace(
          /require\((['"`])@img\/sharp-libvips-dev.*?\1\)/g,
          "undefined",
        ),
      }));
    }
    // Kept as written: resolved at run time relative to the bundle (see the banners' require).
    b.onResolve({ filter: /\.node$/ }, (args) => ({ path: args.path, external: true }));
  },
});
