// Lighthouse on the built site in Debian's Chromium, desktop and mobile presets.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse, { type Result } from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { calibratedMultiplier } from "./calibration.js";

interface LighthouseFigures {
  /** The median run's score; `performanceRange` is the lowest and highest of the `runs` that
   * Lighthouse finished. */
  performance: number;
  performanceRange: [number, number];
  runs: number;
  /** Why each run Lighthouse could not finish failed (its runtimeError's code, NO_FCP say): such a
   * run scores 0 and says nothing of the page's speed, so it is reported apart. */
  failedRuns: string[];
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Debian's Chromium for Lighthouse on `port`; the function it returns closes it. */
export async function launchChromium(port: number) {
  const profile = mkdtempSync(join(tmpdir(), "bench-chromium-"));
  const child = spawn(
    CHROME,
    [...FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    {
      stdio: "ignore",
    },
  );
  for (let i = 0; i < 100; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return async () => {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
    child.kill("SIGKILL");
    // Chromium's helper processes may still be writing the profile for a moment.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** How many times each page is run in a preset: Lighthouse's scores move from run to run, so one
 * run cannot show a goal met or missed. The preset that carries the goal runs five times, as
 * Lighthouse's own guidance on variability advises: a page whose runs mostly meet the TBT goal
 * with a few far over it is judged by its typical run, not by which three it drew
 * (docs/performance.md). `BENCH_LIGHTHOUSE_RUNS` sets every preset's count. */
const RUNS_SET = process.env.BENCH_LIGHTHOUSE_RUNS;
const runsOf = (preset: Preset) => Math.max(1, Number(RUNS_SET ?? (preset === "mobileCalibrated" ? 5 : 3)));

function figuresOf(lhr: Result, all: Result[]): LighthouseFigures {
  const finished = all.filter((run) => !run.runtimeError);
  const performances = (finished.length ? finished : all).map((run) =>
    score(run.categories.performance?.score),
  );
  return {
    performance: score(lhr.categories.performance?.score),
    performanceRange: [Math.min(...performances), Math.max(...performances)],
    runs: all.length,
    failedRuns: all.flatMap((run) => (run.runtimeError ? [run.runtimeError.code] : [])),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories["best-practices"]?.score),
    seo: score(lhr.categories.seo?.score),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
    cls: Math.round((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
  };
}

type Preset = "desktop" | "mobile" | "mobileCalibrated";

/** A preset's Lighthouse config: desktop's, stock mobile (the default), or mobile at `multiplier`. */
function configOf(preset: Preset, multiplier: number) {
  if (preset === "desktop") return desktopConfig;
  if (preset === "mobile") return undefined;
  return {
    extends: "lighthouse:default" as const,
    settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier } },
  };
}

/** The preset's runs of one page; Lighthouse's own median run (nearest the median FCP and
 * time to interactive) with the spread of the performance scores. */
async function measurePage(url: string, port: number, preset: Preset, multiplier: number) {
  const runs: Result[] = [];
  for (let run = 0; run < runsOf(preset); run++) {
    const runner = await lighthouse(
      url,
      {
        port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      },
      configOf(preset, multiplier),
    );
    runs.push(runner!.lhr);
  }
  const valid = filterToValidRuns(runs);
  return { figures: figuresOf(valid.length ? computeMedianRun(valid) : runs[0]!, runs), runs };
}

/**
 * Runs each page in the desktop preset, the stock mobile preset (4x CPU), and the mobile preset
 * calibrated to one phone: its multiplier from the median BenchmarkIndex of the stock runs.
 */
export async function runLighthouse(baseUrl: string, paths: string[]) {
  const port = 9300 + Math.floor(Math.random() * 500);
  const stop = await launchChromium(port);
  const results: Record<Preset, Record<string, LighthouseFigures>> = {
    desktop: {},
    mobile: {},
    mobileCalibrated: {},
  };
  const indexes: number[] = [];
  let multiplier = 4;
  try {
    for (const preset of ["desktop", "mobile", "mobileCalibrated"] as const) {
      if (preset === "mobileCalibrated") {
        const sorted = [...indexes].sort((a, b) => a - b);
        multiplier = calibratedMultiplier(sorted[Math.floor(sorted.length / 2)] ?? 1750);
      }
      for (const path of paths) {
        const { figures, runs } = await measurePage(`${baseUrl}${path}`, port, preset, multiplier);
        results[preset][path] = figures;
        if (preset === "mobile") indexes.push(...runs.map((run) => run.environment.benchmarkIndex));
      }
    }
  } finally {
    await stop();
  }
  const sorted = [...indexes].sort((a, b) => a - b);
  const benchmarkIndex = Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
  return { ...results, calibration: { benchmarkIndex, multiplier } };
}
