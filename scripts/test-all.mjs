// `pnpm test`: every check and test runner of the workspace, then one line `N passed, N failed`
// summed over all runners (CI reads that line; vitest's and Playwright's own summaries it cannot).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const results = join(root, "test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
// Every temporary file of the run (test data folders, the browser's profile...) goes under one
// folder that is removed at the end, whatever a test forgot.
const runTmp = mkdtempSync(join(tmpdir(), "studio-test-"));
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", FORCE_COLOR: "1", TMPDIR: runTmp };

let passed = 0;
let failed = 0;
const problems = [];
const failureLogs = [];

// Streams a runner's output and keeps it, so a failure's own lines can be repeated at the end:
// CI shows only the tail of the log, and a runner's errors scroll far above it.
function run(label, command, args, options = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ["inherit", "pipe", "pipe"],
      ...options,
      env: { ...env, ...options.env },
    });
    const chunks = [];
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      chunks.push(chunk);
    });
    child.stderr.on("data", (chunk) => {
      process.stderr.write(chunk);
      chunks.push(chunk);
    });
    child.on("close", (status, signal) => {
      if (status !== 0) {
        problems.push(`${label} exited with ${status ?? signal}`);
        failureLogs.push({ label, text: Buffer.concat(chunks).toString("utf8") });
      }
      resolve(status === 0);
    });
  });
}

// The part of a failed runner's output worth repeating: from its first failure or error banner
// (vitest's "Failed Tests" / "Unhandled Errors", Playwright's numbered failures), else the tail.
function failureExcerpt(text) {
  const lines = text.split("\n");
  const start = lines.findIndex((line) =>
    /Failed (Tests|Suites)|Unhandled (Errors?|Rejection)|Error: |^\s+\d+\) \[/.test(line),
  );
  return (start === -1 ? lines.slice(-40) : lines.slice(start, start + 150)).join("\n");
}

function countVitest(label, file, allowEmpty, exitedOk) {
  if (!existsSync(file)) {
    problems.push(`${label} wrote no report`);
    failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // An error outside any test (an uncaught exception, a failing hook) fails the run with every
  // test passed, and the JSON report may still say success: the exit status tells.
  if (!exitedOk && report.numFailedTests === 0) {
    problems.push(`${label}: errors outside any test (counted as one failure)`);
    failed += 1;
  }
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

await run("build", "pnpm", ["exec", "turbo", "run", "build", "--output-logs=errors-only"]);
await run("typecheck", "pnpm", ["exec", "turbo", "run", "typecheck", "--output-logs=errors-only"]);
// Biome (format, lint), knip (dead code and dependencies), dependency-cruiser (import direction and
// the api's entry points), links, references, names and sizes of the code.
await run("lint", "pnpm", ["run", "lint"]);

for (const folder of ["packages/domain", "packages/api", "apps/server", "packages/web"]) {
  const dir = join(root, folder);
  const pkg = folder.split("/")[1];
  const pkgJson = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  if (!pkgJson.scripts?.test) continue;
  const report = join(results, `vitest-${pkg}.json`);
  const coverage = pkgJson.scripts.test.includes("--coverage") ? ["--coverage"] : [];
  const exitedOk = await run(
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
  countVitest(`vitest ${pkg}`, report, pkgJson.scripts.test.includes("--passWithNoTests"), exitedOk);
}

const playwrightReport = join(results, "playwright.json");
await run("playwright", "pnpm", ["exec", "playwright", "test"], {
  cwd: join(root, "e2e"),
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
});
countPlaywright("playwright", playwrightReport);

// `pnpm dev` from this clone: the API and Vite start, and /api/health answers through Vite's proxy.
if (await run("dev loop", process.execPath, [join(root, "scripts", "dev-check.mjs")])) passed += 1;
else failed += 1;

rmSync(runTmp, { recursive: true, force: true });

for (const { label, text } of failureLogs) {
  console.log(`\n=== ${label} failed; its errors again:\n${failureExcerpt(text)}`);
}
if (problems.length > 0) console.log(`\nProblems:\n- ${problems.join("\n- ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(problems.length > 0 || failed > 0 ? 1 : 0);
