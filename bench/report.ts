// The table a bench run prints (the figures are in results.json).
import type { BenchResults, WithRatio } from "./results.js";

const row = (name: string, value: string, target = "") =>
  console.log(`${name.padEnd(34)} ${value.padEnd(40)} ${target}`);

function printServer(r: BenchResults): void {
  const load = (f: WithRatio) =>
    `${f.reqPerSec} req/s, p50 ${f.p50Ms} p99 ${f.p99Ms} ms, x${f.ratioToBaseline}`;
  row("baseline bare Fastify", `${r.baseline.reqPerSec} req/s, p99 ${r.baseline.p99Ms} ms`);
  row("GET /api/bookings/date/:date", load(r.dayBookingsRest), "(reported)");
  row("tRPC: a night as the page asks", load(r.dayBookingsTrpc));
  row("GET /", load(r.home));
  row("GET /assets/*.js", load(r.asset));
  const create = r.createBooking;
  row(
    "POST /api/bookings sequential",
    `${create.perSec} bookings/s (${create.sequentialCount})`,
    "(retired)",
  );
  row(
    "POST /api/bookings x10",
    `p99 ${create.p99Ms} ms (${create.concurrentCount}, non-2xx ${create.non2xx})`,
    "(reported)",
  );
  row(
    "POST /api/admin/bookings x10",
    `${r.adminCreateBooking.perSec} /s, p99 ${r.adminCreateBooking.p99Ms} ms`,
  );
  row(
    "POST /api/admin/bookings/:id/payments x10",
    `${r.takePayment.perSec} /s, p50 ${r.takePayment.p50Ms} p99 ${r.takePayment.p99Ms} ms (non-2xx ${r.takePayment.non2xx})`,
  );
  const flood = r.loginFlood;
  row(
    "POST /api/contact in a login flood",
    `p99 ${flood.postP99Ms} ms (${flood.posts}, non-2xx ${flood.postNon2xx}, unanswered ${flood.postErrors}), RSS ${flood.rssIdleBeforeMb} MB ` +
      `before, max ${flood.rssMaxMb} MB; ${flood.logins} logins, ${flood.loginsRefusedAtOnce} refused at once`,
    "p99 <= 500 ms, RSS <= 160 MB",
  );
  const calendar = r.calendarRead;
  row(
    "a producer's calendar read",
    `${calendar.events} events (${calendar.megabytes} MB) in ${calendar.addMs} ms (HTTP ${calendar.addStatus}); ` +
      `${calendar.dayReads} day reads meanwhile, the longest waited ${calendar.dayReadMaxMs} ms`,
    "(reported)",
  );
  row(
    "every 2xx durable",
    `${r.durable.acknowledged} acknowledged, ${r.durable.stored} stored`,
    "stored >= acknowledged",
  );
  const cold = r.coldStart;
  row(
    "cold start: /api/health, first /",
    `${cold.healthMs} ms (CPU ${cold.healthCpuMs}), ${cold.firstPageMs} ms (CPU ${cold.firstPageCpuMs})`,
    "<= 1,000 ms (health)",
  );
  row("RSS idle / max under load", `${r.rssIdleMb} MB / ${r.rssLoadMb} MB`, "<= 120 / 160 MB");
  row("RSS peak since start (scrypt)", `${r.rssPeakSinceStartMb} MB`);
}

/** ", 1 not finished: NO_FCP": runs Lighthouse could not finish, which the range leaves out. */
const failedText = (codes: string[]) =>
  codes.length ? `, ${codes.length} not finished: ${codes.join(" ")}` : "";

function printPages(r: BenchResults): void {
  const { bundle, lighthouse } = r;
  row("home initial JS / CSS gzip", `${bundle.homeJsGzipKb} KB / ${bundle.homeCssGzipKb} KB`, "JS <= 132 KB");
  row(
    "booking initial JS / CSS gzip",
    `${bundle.bookingJsGzipKb} KB / ${bundle.bookingCssGzipKb} KB`,
    "JS <= 132 KB",
  );
  row(
    "admin chunk gzip (not in home)",
    `${bundle.adminChunkGzipKb} KB, in home: ${bundle.adminInHomeInitialLoad}`,
    "in home: false",
  );
  if (!lighthouse) return;
  const { benchmarkIndex, multiplier } = lighthouse.calibration;
  row("lighthouse host BenchmarkIndex / calibrated CPU", `${benchmarkIndex} / ${multiplier}x`, "stock 4x");
  const goals = {
    desktop: "perf 100, a11y/bp/seo 100",
    mobile: "stock 4x: indicative only",
    mobileCalibrated: "perf >= 95, TBT <= 150 ms (LCP, CLS reported)",
  };
  for (const preset of ["desktop", "mobile", "mobileCalibrated"] as const) {
    for (const [path, f] of Object.entries(lighthouse[preset])) {
      row(
        `lighthouse ${preset === "mobileCalibrated" ? `mobile ${multiplier}x` : preset} ${path}`,
        `perf ${f.performance} (${f.performanceRange.join("-")} in ${f.runs}${failedText(f.failedRuns)}) a11y ${f.accessibility} bp ${f.bestPractices} seo ${f.seo}, LCP ${f.lcpMs} ms TBT ${f.tbtMs} ms CLS ${f.cls}`,
        goals[preset],
      );
    }
  }
}

/** Above this, a host's first touch of memory is as slow as the host that could not judge the phone rows. */
const SOUND_FIRST_TOUCH_US = 6;

function printHost({ machine }: BenchResults): void {
  const { firstTouchUsPerPage: touch, firstTouchHighestUs: highest, firstTouchSamples: samples } = machine;
  const verdict =
    touch > SOUND_FIRST_TOUCH_US
      ? ": too slow, the phone rows judge the host"
      : highest > SOUND_FIRST_TOUCH_US
        ? ": now and then too slow, a phone row can judge the host"
        : "";
  row(
    "host",
    `${machine.cpuModel}, ${machine.cpus} cores, Node ${machine.node}`,
    `first touch ${touch} µs a 4 KiB page (median of ${samples}, highest ${highest})${verdict}`,
  );
}

export function printTable(results: BenchResults): void {
  console.log("\n== results (bench/results.json) ==");
  printHost(results);
  printServer(results);
  printPages(results);
}
