// `pnpm test`: every check and test runner of the workspace, then one line `N passed, N failed`
// summed over all runners (CI reads that line; vitest's and Playwright's own summaries it cannot).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const results = join(root, "test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", FORCE_COLOR: "1" };

let passed = 0;
let failed = 0;
const problems = [];

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    ...options,
    env: { ...env, ...options.env },
  });
  if (result.status !== 0) problems.push(`${label} exited with ${result.status ?? result.signal}`);
  return result.status === 0;
}

function countVitest(label, file, allowEmpty) {
  if (!existsSync(file)) {
    problems.push(`${label} wrote no report`);
    failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (report.numTotalTests === 0 && !allowEmpty) problems.push(`${label} ran no test`);
}

function countPlaywright(label, file) {
  if (!existsSync(file)) {
    problems.push(`${label} wrote no report`);
    failed += 1;
    return;
  }
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  if (stats.expected + stats.unexpected + stats.flaky === 0) problems.push(`${label} ran no test`);
}

run("build", "pnpm", ["exec", "turbo", "run", "build", "--output-logs=errors-only"]);
run("typecheck", "pnpm", ["exec", "turbo", "run", "typecheck", "--output-logs=errors-only"]);
run("lint", "pnpm", ["exec", "biome", "check", "."]);

for (const pkg of ["domain", "api", "web"]) {
  const dir = join(root, "packages", pkg);
  const pkgJson = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  if (!pkgJson.scripts?.test) continue;
  const report = join(results, `vitest-${pkg}.json`);
  const coverage = pkgJson.scripts.test.includes("--coverage") ? ["--coverage"] : [];
  run(
    `vitest ${pkg}`,
    "pnpm",
    [
      "exec",
      "vitest",
      "run",
      ...coverage,
      "--passWithNoTests",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ],
    { cwd: dir },
  );
  countVitest(`vitest ${pkg}`, report, pkgJson.scripts.test.includes("--passWithNoTests"));
}

const playwrightReport = join(results, "playwright.json");
run("playwright", "pnpm", ["exec", "playwright", "test"], {
  cwd: join(root, "e2e"),
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
});
countPlaywright("playwright", playwrightReport);

if (problems.length > 0) console.log(`\nProblems:\n- ${problems.join("\n- ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(problems.length > 0 || failed > 0 ? 1 : 0);
