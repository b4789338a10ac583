// `pnpm lint`'s link check: every relative link in the README and docs/ points at a file of the
// repository, and every #anchor at a heading of the file it names.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const documents = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, "")
    .replace(/[^\p{L}\p{N} -]/gu, "")
    .replace(/ /g, "-");

function anchorsIn(file) {
  const text = readFileSync(file, "utf8").replace(/```[\s\S]*?```/g, "");
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1])));
}

const broken = [];
for (const doc of documents) {
  const file = join(root, doc);
  const text = readFileSync(file, "utf8").replace(/```[\s\S]*?```/g, "");
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue; // https:, mailto: ...
    const [path, anchor] = target.split("#");
    const linked = path ? join(dirname(file), path) : file;
    if (!existsSync(linked)) broken.push(`${doc}: ${target} (no such file)`);
    else if (anchor && linked.endsWith(".md") && !anchorsIn(linked).has(anchor))
      broken.push(`${doc}: ${target} (no heading #${anchor} in ${relative(root, linked)})`);
  }
}
if (broken.length > 0) {
  console.error(`Broken links:\n- ${broken.join("\n- ")}`);
  process.exit(1);
}
console.log(`links: ${documents.length} documents, every relative link resolves`);
