// dist/main.js: turns Node's compile cache on (compile-cache.ts), then loads the server's bundle
// (dist/studio.js, src/main.ts) through it. A module is compiled before its first line runs, so
// the cache must be on before the bundle is imported: this file imports nothing else heavy.
import { useCompileCache } from "./compile-cache.js";

// Only a bare start serves (main.ts refuses anything else before touching DATA_DIR).
if (process.argv.length <= 2) useCompileCache();
// A computed address: esbuild leaves it to be loaded at run time, as its own file.
await import(new URL("./studio.js", import.meta.url).href);
