// `pnpm lint`'s file-name check: module files are kebab-case (`calendar-feed.ts`,
// `use-availability.ts`), React component files are named after their component in PascalCase
// (`BookingCard.tsx`), and route files are as TanStack Router's file-based routing names them.
// Prints each misnamed file and exits 1.
import { execFileSync } from "node:child_process";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(fileURLToPath(import.meta.url), "..", "..");

const source = /\.(ts|tsx|mts|mjs|cjs|js)$/;
const routeFile = /^packages\/web\/src\/routes\//;
// A migration's name is recorded in every database it ran on: `0012_takings.ts` stays as it is.
const migration = /\/store\/migrations\/\d{4}_[a-z0-9_]+\.ts$/;
const generated = new Set(["routeTree.gen.ts"]);
// kebab-case words, then any dotted suffixes (`.test`, `.property.test`, `.module`, `.d`, `.config`).
const kebab = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/;
const pascal = /^[A-Z][A-Za-z0-9]*(\.[a-z0-9]+)*$/;

const files = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
const misnamed = files.filter((file) => {
  const name = basename(file);
  if (!source.test(name) || generated.has(name) || routeFile.test(file) || migration.test(file)) return false;
  const stem = name.replace(source, "");
  return !(kebab.test(stem) || (name.endsWith(".tsx") && pascal.test(stem)));
});

if (misnamed.length > 0) {
  console.error("names: module files are kebab-case, component files PascalCase .tsx:");
  for (const file of misnamed) console.error(`  ${file}`);
  process.exit(1);
}
console.log(
  `names: ${files.filter((f) => source.test(f)).length} source files, every name follows the convention`,
);
