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
