/// <reference types="vitest/config" />
import type { Config } from "@tanstack/router-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { dist } from "./scripts/vite-manifest.mjs";

/** Plugins of the router's generator (the one that writes routeTree.gen.ts). */
type GeneratorPlugins = NonNullable<Config["plugins"]>;

// The API process serves the built app in production; in development Vite proxies to it, on the
// same PORT the API reads (`pnpm dev` passes the environment to both). VITE_PORT moves Vite itself.
const api = `http://127.0.0.1:${process.env.PORT || 3000}`;

const routeFiles = routeFilesPlugins();

// Two builds (see package.json): the browser's app into the repository's dist/web/, and with --ssr
// the renderer the server imports (src/entry-server.tsx) into dist/web/server/, every dependency
// bundled in, so a release runs it with no node_modules. Built code and Vite's caches live outside
// packages/ and apps/, so a search of those folders reads the sources alone.
export default defineConfig(({ isSsrBuild }) => ({
  cacheDir: fileURLToPath(new URL("../../node_modules/.vite/web", import.meta.url)),
  plugins: [
    // Must run before the React plugin so route files are split before JSX is transformed.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      quoteStyle: "double",
      semicolons: true,
      plugins: routeFiles.generator,
    }),
    react(),
    routeFiles.vite,
  ],
  server: {
    host: "127.0.0.1",
    port: Number(process.env.VITE_PORT) || 5173,
    strictPort: true,
    proxy: {
      "/trpc": { target: api, changeOrigin: false },
      "/api": { target: api, changeOrigin: false },
    },
  },
  ssr: { noExternal: true, target: "node" },
  // Component tests drive a whole form with user-event: seconds each on a busy two-core machine.
  test: { testTimeout: 20_000 },
  build: isSsrBuild
    ? {
        outDir: `${dist}/server`,
        emptyOutDir: true,
        target: "node22",
        sourcemap: false,
        copyPublicDir: false,
      }
    : {
        outDir: dist,
        assetsDir: "assets",
        emptyOutDir: true,
        manifest: true,
        // WEB_SOURCEMAP=1 (bench/probes/tasks.ts): maps beside the files, not named in them, so the
        // files and their weight are the release's.
        sourcemap: process.env.WEB_SOURCEMAP === "1" ? "hidden" : false,
        target: "es2022",
        // Every browser that runs es2022 modules preloads them itself; the polyfill only cost bytes.
        modulePreload: false,
        // The home hero's backdrop (its largest paint on phones) comes inside its CSS, not after it.
        assetsInlineLimit: (file: string) => (file.endsWith("/hero-waveform.svg") ? true : undefined),
      },
}));

/**
 * The router's own record of which file holds which route (its generator's, the one that writes
 * routeTree.gen.ts), written beside Vite's manifest as .vite/route-files.json: scripts/page-map.mjs
 * joins it to the manifest's chunks, which are named by file.
 */
function routeFilesPlugins(): { generator: GeneratorPlugins; vite: Plugin } {
  let files: () => Map<string, { routeId: string }> = () => new Map();
  return {
    generator: [
      { name: "route-files", init: ({ generator }) => (files = () => generator.getRoutesByFileMap()) },
    ],
    vite: {
      name: "route-files",
      apply: (_config, env) => !env.isSsrBuild,
      generateBundle() {
        const byFile = Object.fromEntries(
          [...files()].map(([file, { routeId }]) => [relative(import.meta.dirname, file), routeId]),
        );
        this.emitFile({
          type: "asset",
          fileName: ".vite/route-files.json",
          source: `${JSON.stringify(byFile, null, 2)}\n`,
        });
      },
    },
  };
}
