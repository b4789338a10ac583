// One phone on every host: Lighthouse's simulated phone runs on the host's CPU, so its stock 4x
// slowdown makes a slower host a slower phone. Lighthouse's guidance: 4x takes a high-end desktop
// (BenchmarkIndex 1500-2000) to a mid-tier phone; scale the multiplier with the host's own index
// (every report carries it) so the simulated device is that same mid-tier phone anywhere.

/** Lighthouse's stock mobile CPU slowdown, and the host index it is meant for (the middle of the
 * high-end desktop bracket in Lighthouse's throttling guide). */
const STOCK_MULTIPLIER = 4;
const REFERENCE_HOST_INDEX = 1750;

/** The index of the phone that is simulated: 4x below the reference host. */
const TARGET_PHONE_INDEX = REFERENCE_HOST_INDEX / STOCK_MULTIPLIER;

/** The CPU slowdown that turns a host of `benchmarkIndex` into the target phone (1x at least). */
export function calibratedMultiplier(benchmarkIndex: number): number {
  return Math.max(1, Math.round((benchmarkIndex / TARGET_PHONE_INDEX) * 10) / 10);
}

/**
 * What the host charges for memory a process touches for the first time, in µs per 4 KiB page
 * (256 MiB zero-filled, then written once). A VM that hands its freed memory back to its host
 * (free page reporting) pays a host fault for every new page, and every new Chromium renderer
 * touches many: Lighthouse's main-thread tasks lengthen (V8's context set-up among them), which
 * its BenchmarkIndex, a JavaScript loop over memory already touched, does not show.
 */
export function freshPageMicros(): number {
  const bytes = 256 * 2 ** 20;
  const buffer = Buffer.alloc(bytes);
  const start = performance.now();
  buffer.fill(1);
  return Math.round((((performance.now() - start) * 1000) / (bytes / 4096)) * 10) / 10;
}
