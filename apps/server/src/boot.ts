// dist/main.js: turns Node's compile cache on (compile-cache.ts), then loads the server's bundle
// (dist/studio.js, src/main.ts). A module is compiled as it is loaded, so the cache must be on
// before the bundle is: this file imports nothing else heavy.

// Only a bare start serves (main.ts refuses anything else before touching DATA_DIR).
import { useCompileCache } from "./compile-cache.js";

if (process.argv.length <= 2) useCompileCache();
// The bundle beside this one once built (a path esbuild leaves as it is).
await import(new URL("./studio.js", import.meta.url).href);
