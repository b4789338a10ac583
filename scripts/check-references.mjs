// `pnpm lint`'s reference check: the code's knowledge lives in the repository, so no product file
// may cite a document outside it or an issue number. A comment says the rule itself or points at
// docs/ (docs/rules.md, docs/decisions.md). Prints each offending file:line and exits 1.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(fileURLToPath(import.meta.url), "..", "..");
const roots = ["apps", "packages", "e2e", "bench", "scripts", "biome.json"];
const skippedFolders = new Set(["node_modules", "dist", "test-results", "playwright-report", ".turbo"]);
const skippedFiles = new Set(["routeTree.gen.ts"]);
const textFile = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css|json|jsonc|md|html|sh|yaml|yml|txt)$/;

// Written so that this file does not match itself.
const references = [
  { name: "spec section", pattern: /\bspec \u00a7/i },
  { name: "design section", pattern: /\bDESIGN \u00a7/i },
  { name: "design document", pattern: /\bDESIGN\.md\b/i },
  { name: "spec document", pattern: /\bspec\.md\b/i },
  { name: "conventions document", pattern: /CONVENTION[S]/ },
  { name: "issue number", pattern: /\b(?:[Ii]ssues?|[Pp]ull requests?|PRs?) ?#?\d+\b/ },
  { name: "another project's issue", pattern: /\b[\w.-]+\/[\w.-]+ ?#\d+\b/ },
  { name: "another project's issue", pattern: /\b[a-z][\w-]*#\d{3,}\b/i },
  { name: "another project's issue", pattern: /github\.com\/[\w.-]+\/[\w.-]+\/(issues|pull)\/\d+/i },
];

/**
 * A line as read with the next one after it, without the next one's comment marker: a reference
 * split over two lines ("spec" ending one comment line, "\u00a77" opening the next) is still one.
 * An address broken after a slash is joined without a space.
 */
const withNext = (lines, index) => {
  const next = (lines[index + 1] ?? "").replace(/^\s*(\/\/+|\*|#|<!--)?\s*/, "");
  const line = lines[index].trimEnd();
  return line.endsWith("/") ? `${line}${next}` : `${line} ${next}`;
};

function* filesUnder(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path; // a file named in `roots`
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name)) yield* filesUnder(child);
    } else if (entry.isFile() && textFile.test(entry.name) && !skippedFiles.has(entry.name)) {
      yield child;
    }
  }
}

const found = [];
let scanned = 0;
for (const top of roots) {
  for (const file of filesUnder(join(root, top))) {
    scanned += 1;
    const lines = readFileSync(file, "utf8").split("\n");
    lines.forEach((line, index) => {
      const alone = (text) => references.find(({ pattern }) => pattern.test(text));
      // A reference whole on the next line is that line's, not this one's.
      const hit = alone(line) ?? (alone(lines[index + 1] ?? "") ? undefined : alone(withNext(lines, index)));
      if (hit) found.push(`${relative(root, file)}:${index + 1}: ${hit.name}: ${line.trim()}`);
    });
  }
}
if (found.length > 0) {
  console.error(
    `References to documents outside the repository or to issues (say the rule, or point at docs/):\n- ${found.join("\n- ")}`,
  );
  process.exit(1);
}
console.log(`references: ${scanned} product files, none cites an outside document or an issue`);
