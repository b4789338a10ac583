// dist/main.js: turns the compile caches on (compile-cache.ts), then runs the server's bundle
// (dist/studio.cjs, src/main.ts) from its code cache. A module is compiled before its first line
// runs, so the caches must be on before the bundle is loaded: this file imports nothing else heavy.
import { fileURLToPath } from "node:url";
import { runWithCodeCache, useCompileCache } from "./compile-cache.js";

// Only a bare start serves (main.ts refuses anything else before touching DATA_DIR).
if (process.argv.length <= 2) useCompileCache();
runWithCodeCache(fileURLToPath(new URL("./studio.cjs", import.meta.url)));
