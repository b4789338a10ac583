// The tests of "the artefact": where the unpacked release runs, what it holds, and its commands.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { isBuiltin } from "node:module";
import path from "node:path";
import { expect, it } from "vitest";
import { type Release, root } from "./release-build.js";

/** Outside the repository, on its own Node.js. */
export function whereItRuns(r: Release): void {
  it("is unpacked outside the repository, where no node_modules can be found", () => {
    expect(path.relative(root, r.app).startsWith("..")).toBe(true);
    for (let dir = r.app; ; dir = path.dirname(dir)) {
      expect(existsSync(path.join(dir, "node_modules")), dir).toBe(false);
      if (path.dirname(dir) === dir) break;
    }
  });

  it("runs on the Node.js 24 inside it, with no node on PATH", () => {
    expect(spawnSync("/bin/sh", ["-c", "command -v node"], { env: r.envFor() }).status).not.toBe(0);
    const node = path.join(r.app, "node", "bin", "node");
    const version = spawnSync(node, ["--version"], { env: r.envFor(), encoding: "utf8" });
    expect(version.stdout).toMatch(/^v24\./);
    expect(statSync(node).mode & 0o111).not.toBe(0);
  });
}

/** The bundles: the entry and its commands, the server, the picture converter, the calendar reader. */
const BUNDLES = ["server.mjs", "studio.mjs", "pictures-worker.mjs", "calendar-reader.mjs"];
const bundles = (r: Release) =>
  BUNDLES.map((file) => readFileSync(path.join(r.app, file), "utf8")).join("\n");

/** Its bundles, their native addons and nothing else loaded at run time. */
export function whatItHolds(r: Release): void {
  it("holds its bundled entry, server, picture converter and calendar reader, the native addons (and libvips), the web app, the sample profile and a README", () => {
    const all = r.files();
    expect(all.filter((f) => /\.[mc]?js$/.test(f) && !f.startsWith("web/")).sort()).toEqual(
      BUNDLES.toSorted(),
    );
    expect(all.filter((f) => f.startsWith("native/")).sort()).toEqual([
      "native/better_sqlite3.node",
      expect.stringMatching(/^native\/sharp\/sharp-libvips-linux-x64\/lib\/libvips-cpp\.so\.[\d.]+$/),
      expect.stringMatching(/^native\/sharp\/sharp-linux-x64\/lib\/sharp-linux-x64-[\d.]+\.node$/),
      "native/sodium-native.node",
    ]);
    expect(all).toEqual(
      expect.arrayContaining([
        "web/index.html",
        "data/studio.json",
        "README.md",
        "start.sh",
        "node/bin/node",
        "node/LICENSE",
        "THIRD-PARTY-LICENSES.txt",
      ]),
    );
    expect(all.some((f) => f.split("/").includes("node_modules"))).toBe(false);
  });

  it("loads nothing at run time but Node's own modules and its ./native addons", () => {
    const bundle = bundles(r);
    const loaded = [
      // __require in the ES modules, require in the CommonJS server.
      ...[...bundle.matchAll(/\b(?:__)?require\("([^"]+)"\)/g)].map((m) => m[1]!),
      ...[...bundle.matchAll(/^import\s.*?from\s+"([^"]+)";$/gm)].map((m) => m[1]!),
      ...[...bundle.matchAll(/\bimport\("([^"]+)"\)/g)].map((m) => m[1]!),
    ];
    expect(loaded.length).toBeGreaterThan(10);
    expect([...new Set(loaded.filter((name) => !isBuiltin(name)))].sort()).toEqual([
      "./native/better_sqlite3.node",
      expect.stringMatching(/^\.\/native\/sharp\/sharp-linux-x64\/lib\/sharp-linux-x64-[\d.]+\.node$/),
      "./native/sodium-native.node",
    ]);
  });

  it("carries zod's English messages only: its 60-odd other languages were ~0.6 MB of a start's load", () => {
    // `import * as z from "zod"` everywhere: `import { z }` takes zod's namespace whole, locales and all.
    const server = bundles(r);
    expect(server).toContain("Invalid input");
    for (const otherLanguage of ["Eingabe", "Entrada inv", "Entr\\xE9e invalide"])
      expect(server.includes(otherLanguage), otherLanguage).toBe(false);
  });

  it("leaves out the packages a start would evaluate and never use (esbuild-stand-ins.mjs)", () => {
    const server = bundles(r);
    expect(server).toContain("@fastify/static's wildcard: false is not part of the server bundle");
    expect(server).toContain("Fastify's JSON schema compilers are not part of the server bundle");
    // glob (with minimatch), ajv and fast-json-stringify's compiler (with its schema resolver).
    for (const trace of ["minimatch", "strictSchema", "json-schema-ref-resolver"])
      expect(server.includes(trace), trace).toBe(false);
  });
}

/** --version, and a strict command line. */
export function itsCommands(r: Release): void {
  it("tells its version", () => {
    expect(r.version).toMatch(/^\d+\.\d+\.\d+\+\d{8}\.[0-9a-f]{7,}$/);
    expect(r.run(["--version"]).stdout.trim()).toBe(r.version);
  });

  it("is strict: an unknown command or extra word prints usage and exits 2, starting nothing", () => {
    for (const args of [["nonsense"], ["start", "now"], ["--version", "x"]]) {
      const result = r.run(["server.mjs", ...args]);
      expect(result.status, args.join(" ")).toBe(2);
      expect(result.stderr).toContain("Usage: node server.mjs");
    }
  });
}
