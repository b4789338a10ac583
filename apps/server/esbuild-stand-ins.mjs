// Packages the server bundle imports but never runs, each replaced by a stand-in that throws if it
// ever is (esbuild's `alias`, shared by build.mjs and scripts/release.mjs).
import { fileURLToPath } from "node:url";

const here = (relative) => fileURLToPath(new URL(relative, import.meta.url));

export const standIns = {
  // React Email's render imports prettier only for its `pretty` option, which is never used.
  "prettier/standalone": here("../../packages/api/src/mail/no-prettier.ts"),
  "prettier/plugins/html": here("../../packages/api/src/mail/no-prettier.ts"),
  // @fastify/static requires glob as it loads, for `wildcard: false` alone; the pages' assets are
  // served with `wildcard: true` (src/pages/page-cache.ts).
  glob: here("./src/pages/no-glob.ts"),
  // Fastify requires its JSON schema compilers only when none is given; the api gives its own.
  "@fastify/ajv-compiler": here("./src/no-schema-compiler.cjs"),
  "@fastify/fast-json-stringify-compiler": here("./src/no-schema-compiler.cjs"),
};
