// `pnpm lint`'s file-size check: no product source file (.ts, .tsx, .mjs) is over 250 lines, so
// each stays about one concern. Tests, Playwright specs and their support, migrations and the
// generated route tree are exempt. Prints each file over the limit with its length and exits 1.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(fileURLToPath(import.meta.url), "..", "..");
const MAX_LINES = 250;

const source = /\.(ts|tsx|mjs)$/;
const exempt = [
  /(^|\/)test\//, // unit and server tests, with their helpers
  /\.test\.tsx?$/,
  /^e2e\//, // the Playwright specs and their support
  /\/store\/migrations\//, // a migration is written once and never edited
  /\.d\.ts$/,
];
const generated = new Set(["routeTree.gen.ts"]);

// Tracked files and new ones not yet added (ignored ones, such as build output, stay out).
const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter(
    (file) =>
      source.test(file) &&
      existsSync(join(root, file)) &&
      !generated.has(basename(file)) &&
      !exempt.some((re) => re.test(file)),
  );
const lines = (file) => {
  const text = readFileSync(join(root, file), "utf8");
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
};
const long = files.map((file) => ({ file, count: lines(file) })).filter(({ count }) => count > MAX_LINES);

if (long.length > 0) {
  console.error(`sizes: product files are at most ${MAX_LINES} lines; over it:`);
  for (const { file, count } of long.sort((a, b) => b.count - a.count)) console.error(`  ${file} (${count})`);
  process.exit(1);
}
console.log(`sizes: ${files.length} product source files, none over ${MAX_LINES} lines`);
