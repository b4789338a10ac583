// An esbuild plugin shared by the server's build (build.mjs) and the release (scripts/release.mjs).
/**
 * `import http from "node:http"` in a bundled ES module (nodemailer's, tRPC's, ours) makes Node
 * build the built-in's ES module facade, which reads every export once: among them lazy getters
 * whose first read loads more of Node (`http`'s `WebSocket` loads Node's copy of undici, `crypto`'s
 * `webcrypto` the Web Crypto API), ~0.1 s of a start on a slow core. Taken through `require`, as
 * the bundled CommonJS packages take them, the module object is used as it is: esbuild reads each
 * named import from it when used, and what is lazy stays lazy.
 */
export const builtinsThroughRequire = {
  name: "builtins-through-require",
  setup(build) {
    build.onResolve({ filter: /^node:/ }, (args) =>
      args.kind === "import-statement" ? { path: args.path, namespace: "builtin-require" } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "builtin-require" }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)});`,
      loader: "js",
    }));
  },
};
