// The login-flood row: while wrong-password logins arrive 20 at a time from 4 addresses
// (a fresh four for each wave, so the per-client throttle does not end the flood early), how fast
// is a public POST (a contact message, from its own address each time), and how big does the
// server get? Each password check is scrypt (N=2^15, r=8, p=3): a core for a moment and 32 MiB.
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

export async function loginFlood(options: {
  base: string;
  seconds: number;
  rssMb: () => number;
  nextIp: () => string;
}): Promise<FloodFigures> {
  const { base } = options;
  const headers = (ip: string) => ({
    "content-type": "application/json",
    origin: base,
    "x-forwarded-for": ip,
  });
  let flooding = true;
  let wave = 0;
  const statuses: number[] = [];
  const floodWave = async (): Promise<void> => {
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
  };
  let rssMaxMb = options.rssMb();
  const sampler = setInterval(() => {
    rssMaxMb = Math.max(rssMaxMb, options.rssMb());
  }, 50);
  const flood = floodWave();
  await new Promise((resolve) => setTimeout(resolve, 200)); // the first wave is in
  let index = 0;
  const posts = await autocannon({
    url: `${base}/api/contact`,
    reconnectRate: RECONNECT_EVERY,
    connections: 2,
    duration: options.seconds,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          index += 1;
          return {
            ...request,
            headers: headers(options.nextIp()),
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
  flooding = false;
  await flood;
  clearInterval(sampler);
  return {
    postP50Ms: posts.latency.p50,
    postP99Ms: posts.latency.p99,
    posts: posts.requests.total,
    postNon2xx: posts.non2xx,
    postErrors: posts.errors + posts.timeouts,
    logins: statuses.length,
    loginsRefusedAtOnce: statuses.filter((s) => s === 429).length,
    rssMaxMb,
  };
}
