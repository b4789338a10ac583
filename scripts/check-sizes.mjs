// `pnpm lint`'s size check: no product source file (.ts, .tsx, .mjs) is over 250 lines, so each
// stays about one concern, and no product function is over 60 lines, counted plainly: from the line the
// function starts on to the line it ends on, as written, JSX and the functions inside it included
// (Biome's own rule skips both). Tests, Playwright specs and their support, migrations and the
// generated route tree are exempt. A file or a function over its limit fails the check (exit 1),
// each named with its count, to be split by concern.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = join(fileURLToPath(import.meta.url), "..", "..");
const MAX_LINES = 250;
const MAX_FUNCTION_LINES = 60;

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
const text = (file) => readFileSync(join(root, file), "utf8");
const lines = (source) => source.split("\n").length - (source.endsWith("\n") ? 1 : 0);

/** What a function is called where it is written: its own name, or the name it is given. */
function nameOf(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText();
  if (ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText().slice(0, 40)})`;
  return "(anonymous)";
}

/** Every function of a file with its plain length: first line to last, whatever is inside. */
function functionsOf(file) {
  const source = text(file);
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const first = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line;
      const last = tree.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ file, name: nameOf(node), line: first + 1, count: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

const long = files
  .map((file) => ({ file, count: lines(text(file)) }))
  .filter(({ count }) => count > MAX_LINES);
const longFunctions = files
  .flatMap(functionsOf)
  .filter(({ count }) => count > MAX_FUNCTION_LINES)
  .sort((a, b) => b.count - a.count);

if (longFunctions.length > 0) {
  console.error(
    `sizes: functions are at most ${MAX_FUNCTION_LINES} lines; over it (${longFunctions.length}), to split:`,
  );
  for (const { file, line, name, count } of longFunctions)
    console.error(`  ${file}:${line} ${name} (${count})`);
}
if (long.length > 0) {
  console.error(`sizes: product files are at most ${MAX_LINES} lines; over it:`);
  for (const { file, count } of long.sort((a, b) => b.count - a.count)) console.error(`  ${file} (${count})`);
}
if (long.length > 0 || longFunctions.length > 0) process.exit(1);
console.log(
  `sizes: ${files.length} product source files, none over ${MAX_LINES} lines, no function over ${MAX_FUNCTION_LINES}`,
);
