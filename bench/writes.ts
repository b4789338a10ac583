// The write loads: public creates on the horizon's free slots (one client, then ten), and admin
// creates beyond the horizon, after a warm-up through the same booking path.
import {
  addDays,
  bookingHorizon,
  type DayBooking,
  freeStartTimes,
  DEFAULT_RATE_CARD,
  priceOf,
} from "@studio/domain";
import autocannon from "autocannon";
import { RECONNECT_EVERY, round } from "./process.js";

export interface WriteOptions {
  base: string;
  /** The admin's session cookie. */
  cookie: string;
  now: Date;
  /** The session nights of the booking horizon; the seed booked 14:00 and 22:00 on each. */
  horizonNights: string[];
  quick: boolean;
  seconds: number;
  connections: number;
  /** A new client address per public request, so the per-client limits do not end the load. */
  nextIp: () => string;
}

type Slot = { date: string; startTime: string };

/** Every start left free on the horizon's nights around the seed's sessions, 2 hours each. */
function freePublicSlots(now: Date, horizonNights: string[]): Slot[] {
  const slots: Slot[] = [];
  for (const date of horizonNights) {
    const taken: DayBooking[] = ["14:00", "22:00"].map((startTime) => ({ date, startTime, duration: 2 }));
    for (;;) {
      const free = freeStartTimes(date, 2, taken).filter(
        (startTime) => new Date(`${date}T${startTime}`).getTime() > now.getTime() + 86_400_000,
      );
      if (free.length === 0) break;
      taken.push({ date, startTime: free[0]!, duration: 2 });
      slots.push({ date, startTime: free[0]! });
    }
  }
  return slots;
}

const customer = (i: number) => ({
  firstName: "Bench",
  lastName: `Visitor${i}`,
  email: `bench${i}@example.com`,
  // One customer per booking: UPCOMING_BOOKINGS_PER_CUSTOMER matches on phone digits too.
  phone: `0770090${String(i % 10_000).padStart(4, "0")}`,
  engineer: "Marcus",
  duration: 2,
  totalCost: priceOf(DEFAULT_RATE_CARD, null, 2),
});

/** Slot `i` of a run that books `starts` night after night from `firstNight`, going `step` days at a time. */
const nightly = (firstNight: string, step: 1 | -1, starts: string[]) => (i: number) => ({
  date: addDays(firstNight, step * Math.floor(i / starts.length)),
  startTime: starts[i % starts.length]!,
});

/** POSTs booking `i` (customer i in slot i) for each request autocannon makes, from `first` on. */
function postBookings(
  options: autocannon.Options,
  headersOf: () => Record<string, string>,
  slotOf: (i: number) => Slot,
  first = 0,
) {
  let index = first;
  return autocannon({
    reconnectRate: RECONNECT_EVERY,
    ...options,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const i = index++;
          return { ...request, headers: headersOf(), body: JSON.stringify({ ...customer(i), ...slotOf(i) }) };
        },
      },
    ],
  });
}

/** A JSON write's headers, from the site's own origin. */
const jsonHeaders = (o: WriteOptions, extra: Record<string, string>) => ({
  "content-type": "application/json",
  origin: o.base,
  ...extra,
});

export async function runWrites(o: WriteOptions) {
  const admin = () => jsonHeaders(o, { cookie: o.cookie });
  const { min, max } = bookingHorizon(o.now);

  // Warm-up: the public slots are few (a few hundred), so the first of them would pay for the JIT.
  // The same path runs first through admin creates in the morning hours of past nights (which the
  // seed leaves free), counted as acknowledged for the durability check, not in any rate.
  const warmUp = await postBookings(
    { url: `${o.base}/api/admin/bookings`, connections: o.connections, amount: o.quick ? 20 : 300 },
    admin,
    nightly(addDays(min, -1), -1, ["06:00", "08:00", "10:00"]),
  );
  const { sequential, concurrent } = await publicCreates(o);

  // Admin creates go beyond the horizon, every two hours of the studio day (staff may book any
  // hour), within the two years ahead staff may book.
  console.log("bench: admin create");
  const adminStarts = ["06", "08", "10", "12", "14", "16", "18", "20", "22", "00", "02", "04"];
  const adminLoad = await postBookings(
    { url: `${o.base}/api/admin/bookings`, connections: o.connections, duration: o.seconds },
    admin,
    nightly(
      addDays(max, 1),
      1,
      adminStarts.map((hour) => `${hour}:00`),
    ),
  );

  return {
    uncountedAtReconnect: uncountedAtReconnect([warmUp, sequential.load, concurrent.load, adminLoad]),
    warmUp2xx: warmUp["2xx"],
    public2xx: sequential.load["2xx"] + concurrent.load["2xx"],
    createBooking: createFigures(sequential, concurrent),
    adminCreateBooking: {
      perSec: round(adminLoad.requests.average),
      p50Ms: adminLoad.latency.p50,
      p99Ms: adminLoad.latency.p99,
      created: adminLoad["2xx"],
      non2xx: adminLoad.non2xx,
    },
  };
}

interface PublicLoad {
  load: autocannon.Result;
  count: number;
}

/** The horizon's free slots booked by visitors: half one at a time, then the rest side by side. */
async function publicCreates(o: WriteOptions): Promise<{ sequential: PublicLoad; concurrent: PublicLoad }> {
  const visitor = () => jsonHeaders(o, { "x-forwarded-for": o.nextIp() });
  const publicSlots = freePublicSlots(o.now, o.horizonNights);
  const publicSlot = (i: number) => publicSlots[i % publicSlots.length]!;
  console.log(`bench: ${publicSlots.length} free public slots in the horizon`);
  const sequentialCount = Math.floor(publicSlots.length / 2);
  // One connection, one request at a time: bookings/s as a lone client sees it (autocannon is a
  // much lighter client than fetch, which alone tops out near 500 round trips/s on this machine).
  const url = `${o.base}/api/bookings`;
  const sequential = await postBookings(
    { url, connections: 1, amount: sequentialCount },
    visitor,
    publicSlot,
  );
  const concurrentCount = publicSlots.length - sequentialCount;
  const concurrent = await postBookings(
    { url, connections: o.connections, amount: concurrentCount },
    visitor,
    publicSlot,
    sequentialCount,
  );
  return {
    sequential: { load: sequential, count: sequentialCount },
    concurrent: { load: concurrent, count: concurrentCount },
  };
}

/**
 * autocannon drops the answer that ends a connection's RECONNECT_EVERY-th request (it reconnects
 * before counting it): a booking stored and answered 201, never counted. At most one in every
 * RECONNECT_EVERY - 1 counted answers of a connection.
 */
function uncountedAtReconnect(loads: autocannon.Result[]): number {
  const answered = loads.map((load) => load["2xx"] + load.non2xx);
  return answered.reduce((sum, count) => sum + Math.floor(count / (RECONNECT_EVERY - 1)), 0);
}

/** The public create's figures: a lone client's rate and times, and the side-by-side run's. */
function createFigures(sequential: PublicLoad, concurrent: PublicLoad) {
  return {
    // One request at a time, so the rate is the inverse of the mean round trip (autocannon's
    // own per-second sampling cannot time a run shorter than a second).
    perSec: round(1000 / sequential.load.latency.mean),
    sequentialCount: sequential.count,
    sequentialMeanMs: sequential.load.latency.mean,
    sequentialP99Ms: sequential.load.latency.p99,
    sequentialNon2xx: sequential.load.non2xx,
    p99Ms: concurrent.load.latency.p99,
    // Over the run's own length: it lasts about a second, which autocannon's average counts whole.
    concurrentPerSec: round(
      concurrent.load.requests.total /
        ((concurrent.load.finish.getTime() - concurrent.load.start.getTime()) / 1000),
    ),
    concurrentCount: concurrent.count,
    non2xx: concurrent.load.non2xx,
  };
}

export type WriteFigures = Awaited<ReturnType<typeof runWrites>>;
