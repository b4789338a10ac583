// The banner that gives an ES module bundle `require`, shared by the server's build (build.mjs) and
// the release (scripts/release-bundle.mjs).
/** Bundled CommonJS packages call require(); in an ES module bundle, one that resolves beside it. */
export const requireInEsModule = [
  'import { createRequire as __studioCreateRequire } from "node:module";',
  "const require = __studioCreateRequire(import.meta.url);",
].join("\n");
