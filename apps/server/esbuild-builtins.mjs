// The esbuild plugins for Node's built-ins, and the banner that gives an ES module bundle `require`,
// shared by the server's build (build.mjs) and the release (scripts/release-bundle.mjs).
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

/**
 * Fastify requires `node:https` and `node:http2` as it loads (lib/server.js), for its `https` and
 * `http2` options, which this server never sets: it listens in plain HTTP (TLS ends at the proxy).
 * Loading them loads `tls` too, ~17 ms of a start on the fast VM. Fastify's server file gets the
 * two functions it calls instead, each loading its module on first use.
 */
export const fastifyTlsOnUse = {
  name: "fastify-tls-on-use",
  setup(build) {
    build.onResolve({ filter: /^node:(https|http2)$/ }, (args) =>
      args.kind === "require-call" && /[\\/]fastify[\\/]lib[\\/]server\.js$/.test(args.importer)
        ? { path: args.path, namespace: "builtin-on-use" }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "builtin-on-use" }, (args) => {
      const name = JSON.stringify(args.path);
      return {
        contents: [
          "let loaded;",
          `const load = () => (loaded ??= require(${name}));`,
          "module.exports = {",
          "  createServer: (...args) => load().createServer(...args),",
          "  createSecureServer: (...args) => load().createSecureServer(...args),",
          "};",
        ].join("\n"),
        loader: "js",
      };
    });
  },
};

/** Bundled CommonJS packages call require(); in an ES module bundle, one that resolves beside it. */
export const requireInEsModule = [
  'import { createRequire as __studioCreateRequire } from "node:module";',
  "const require = __studioCreateRequire(import.meta.url);",
].join("\n");
