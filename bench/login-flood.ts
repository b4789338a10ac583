// The login-flood row: while wrong-password logins arrive 20 at a time from 4 addresses
// (a fresh four for each wave, so the per-client throttle does not end the flood early), how fast
// is a public POST (a contact message, from its own address each time), and how big does the
// server get? Each password check is scrypt (N=2^13, r=8, p=10): a core for a moment and 8 MiB.
import autocannon from "autocannon";
import { RECONNECT_EVERY } from "./process.js";

export interface FloodFigures {
  postP50Ms: number;
  postP99Ms: number;
  posts: number;
  postNon2xx: number;
  /** Posts that got no answer at all (connection errors and autocannon's 10 s timeouts). */
  postErrors: number;
  logins: number;
  loginsRefusedAtOnce: number;
  rssMaxMb: number;
}

type Headers = (ip: string) => Record<string, string>;

export async function loginFlood(options: {
  base: string;
  seconds: number;
  rssMb: () => number;
  nextIp: () => string;
}): Promise<FloodFigures> {
  const { base } = options;
  const headers: Headers = (ip) => ({
    "content-type": "application/json",
    origin: base,
    "x-forwarded-for": ip,
  });
  const rss = sampleRss(options.rssMb);
  const flood = startFlood(base, headers);
  await new Promise((resolve) => setTimeout(resolve, 200)); // the first wave is in
  const posts = await contactPosts(base, options.seconds, () => headers(options.nextIp()));
  const statuses = await flood.stop();
  return {
    postP50Ms: posts.latency.p50,
    postP99Ms: posts.latency.p99,
    posts: posts.requests.total,
    postNon2xx: posts.non2xx,
    postErrors: posts.errors + posts.timeouts,
    logins: statuses.length,
    loginsRefusedAtOnce: statuses.filter((s) => s === 429).length,
    rssMaxMb: rss.stop(),
  };
}

/** The server's largest size (RSS, MB) from now until `stop`, looked at every 50 ms. */
function sampleRss(rssMb: () => number): { stop: () => number } {
  let rssMaxMb = rssMb();
  const sampler = setInterval(() => {
    rssMaxMb = Math.max(rssMaxMb, rssMb());
  }, 50);
  return {
    stop: () => {
      clearInterval(sampler);
      return rssMaxMb;
    },
  };
}

/** Waves of 20 wrong-password logins from 4 fresh addresses, one after the other until `stop`,
 * which answers every login's status once the last wave is in. */
function startFlood(base: string, headers: Headers): { stop: () => Promise<number[]> } {
  let flooding = true;
  let wave = 0;
  const statuses: number[] = [];
  const flood = (async () => {
    while (flooding) {
      wave += 1;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          fetch(`${base}/api/admin/login`, {
            method: "POST",
            headers: headers(`10.250.${wave % 250}.${(i % 4) + 1}`),
            body: JSON.stringify({ password: `wrong-${wave}-${i}` }),
          }).then((r) => r.status),
        ),
      );
      statuses.push(...answers);
    }
  })();
  return {
    stop: async () => {
      flooding = false;
      await flood;
      return statuses;
    },
  };
}

/** Contact messages on two connections for `seconds`, each from an address of its own. */
function contactPosts(base: string, seconds: number, headers: () => Record<string, string>) {
  let index = 0;
  return autocannon({
    url: `${base}/api/contact`,
    reconnectRate: RECONNECT_EVERY,
    connections: 2,
    duration: seconds,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          index += 1;
          return {
            ...request,
            headers: headers(),
            body: JSON.stringify({
              firstName: "Bench",
              lastName: `Flood${index}`,
              email: `flood${index}@example.com`,
              subject: "booking",
              message: "Is the studio free next Friday night?",
            }),
          };
        },
      },
    ],
  });
}
