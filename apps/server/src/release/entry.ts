// The release bundle's entry (server.mjs), run by start.sh on the release's own Node.js: no
// argument serves the site (studio.mjs, src/main.ts); `backup` and
// `admin-password` are the maintenance commands. The web app, the sample profile and the native
// addons sit beside the bundles (see scripts/release.mjs).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { COMMANDS, isCommand, runCommand } from "../cli/commands.js";
import { useCompileCache } from "../compile-cache.js";

interface BuiltFor {
  version: string;
  node: string;
  abi: string;
  platform: string;
  arch: string;
}
/** Written in by esbuild's `define` at release time. */
declare const __STUDIO_BUILT_FOR__: BuiltFor;

const here = path.dirname(fileURLToPath(import.meta.url));
const built = __STUDIO_BUILT_FOR__;

// The SQLite addon is compiled for one Node.js major version, system and processor.
if (
  process.versions.modules !== built.abi ||
  process.platform !== built.platform ||
  process.arch !== built.arch
) {
  console.error(
    `Cannot start: this release was built for Node.js ${built.node.split(".")[0]} on ${built.platform}-${built.arch}, ` +
      `but this is Node.js ${process.versions.node} on ${process.platform}-${process.arch}. ` +
      `Install Node.js ${built.node.split(".")[0]}, or build a release on a machine like this one (pnpm release).`,
  );
  process.exit(1);
}

const [command, ...args] = process.argv.slice(2);
const usage = `Usage: node server.mjs [start | ${COMMANDS.join(" | ")} [--help] | --version]`;
if (command === undefined || (command === "start" && args.length === 0)) {
  process.env.WEB_DIST ||= path.join(here, "web");
  process.argv.splice(2); // the server itself takes no arguments
  // start.sh turns Node's compile cache on in DATA_DIR when it can make the folder (for this file);
  // on for the server's bundle here, whatever started this file.
  useCompileCache();
  await import(new URL("./studio.mjs", import.meta.url).href);
} else if ((command === "--version" || command === "version") && args.length === 0) {
  console.log(built.version);
} else if (isCommand(command)) {
  process.exit(await runCommand(command, args));
} else if (command === "--help" || command === "-h" || command === "help") {
  console.log(usage);
} else {
  console.error(`Unknown command: ${[command, ...args].join(" ")}\n${usage}`);
  process.exit(2);
}
