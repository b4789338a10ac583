// The payments load: staff taking payments of a penny across the seeded bookings at 10 connections,
// each through the booking's balance check in its write transaction (no receipt: the write path).
import autocannon from "autocannon";
import { RECONNECT_EVERY, round } from "./process.js";

export interface PaymentOptions {
  base: string;
  cookie: string;
  seconds: number;
  connections: number;
}

export async function runPayments(o: PaymentOptions) {
  const headers = { "content-type": "application/json", origin: o.base, cookie: o.cookie };
  const list = await fetch(`${o.base}/api/admin/bookings`, { headers: { cookie: o.cookie } });
  const ids = ((await list.json()) as { id: string; status: string }[])
    .filter((b) => b.status === "confirmed")
    .slice(0, 500)
    .map((b) => b.id);
  if (ids.length === 0) throw new Error("no bookings to take payments on");
  let index = 0;
  const result = await autocannon({
    connections: o.connections,
    duration: o.seconds,
    reconnectRate: RECONNECT_EVERY,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const id = ids[index++ % ids.length]!;
          return {
            ...request,
            path: `/api/admin/bookings/${id}/payments`,
            headers,
            body: JSON.stringify({ amountPence: 1, method: "card", sendReceipt: false }),
          };
        },
      },
    ],
    url: o.base,
  });
  return {
    perSec: round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    taken: result["2xx"],
    non2xx: result.non2xx,
  };
}

export type PaymentFigures = Awaited<ReturnType<typeof runPayments>>;
