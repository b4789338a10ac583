// The read loads: a bare Fastify JSON route as the baseline, in its own process like the server,
// then the server's public reads (the day read over REST and tRPC, a page, a script file).
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { addDays } from "@studio/domain";
import autocannon from "autocannon";
import { freePort, RECONNECT_EVERY, round, stop, waitFor200 } from "./process.js";
import type { LoadFigures } from "./results.js";

interface LoadSettings {
  seconds: number;
  connections: number;
}

async function load(settings: LoadSettings, options: autocannon.Options): Promise<LoadFigures> {
  const result = await autocannon({
    connections: settings.connections,
    duration: settings.seconds,
    reconnectRate: RECONNECT_EVERY,
    ...options,
  });
  return {
    reqPerSec: round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export interface ReadOptions extends LoadSettings {
  here: string;
  webDist: string;
  base: string;
  /** A night of the booking horizon, with the seed's sessions on it. */
  night: string;
}

export async function runReads(o: ReadOptions) {
  const baselinePort = await freePort();
  const baseline = spawn(process.execPath, ["--import", "tsx", join(o.here, "baseline.ts")], {
    cwd: o.here,
    env: { ...process.env, PORT: String(baselinePort) },
    stdio: "ignore",
  });
  try {
    await waitFor200(`http://127.0.0.1:${baselinePort}/json`);
    console.log("bench: baseline");
    const baselineLoad = await load(o, { url: `http://127.0.0.1:${baselinePort}/json` });
    const ratio = (figures: LoadFigures) => ({
      ...figures,
      ratioToBaseline: round(figures.reqPerSec / baselineLoad.reqPerSec, 2),
    });
    console.log("bench: GET /api/bookings/date");
    const rest = ratio(await load(o, { url: `${o.base}/api/bookings/date/${o.night}` }));
    console.log("bench: tRPC bookings.byDate");
    // As the booking page asks for a night: one batch of the night, its two neighbours and its
    // notice (packages/web's useDayBookings and useNightNotice), from a browser that accepts
    // compressed answers.
    const calls = ["bookings.byDate", "bookings.byDate", "bookings.byDate", "bookings.notice"];
    const dates = [addDays(o.night, -1), o.night, addDays(o.night, 1), o.night];
    const input = encodeURIComponent(
      JSON.stringify(Object.fromEntries(dates.map((date, i) => [i, { date }]))),
    );
    const trpc = ratio(
      await load(o, {
        url: `${o.base}/trpc/${calls.join(",")}?batch=1&input=${input}`,
        headers: { "accept-encoding": "gzip, deflate, br, zstd" },
      }),
    );
    console.log("bench: GET /");
    const home = ratio(await load(o, { url: `${o.base}/` }));
    const file = readdirSync(join(o.webDist, "assets")).find((name) => name.endsWith(".js"))!;
    console.log("bench: GET /assets/…");
    const headers = { "accept-encoding": "gzip, br" };
    const asset = { file, ...ratio(await load(o, { url: `${o.base}/assets/${file}`, headers })) };
    return { baseline: baselineLoad, rest, trpc, home, asset };
  } finally {
    await stop(baseline);
  }
}
