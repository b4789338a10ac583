// The one set of limit defaults: buildApi, AdminAuth and the tests read them from here; the process
// overrides those the environment sets.
import type { FastifyRequest, onRequestHookHandler } from "fastify";

export interface ServerLimits {
  /** Largest accepted request body, in bytes (413 above). */
  bodyBytes: number;
  /** Public POSTs (booking, contact) per client per minute (429 above). */
  publicPostsPerMinute: number;
  /** Calls to the customers' manage links and the staff's calendar feeds, per client per minute (429 above). */
  managePerMinute: number;
  /** Public bookings created per client per hour (429 above; PUBLIC_BOOKINGS_PER_HOUR). */
  publicBookingsPerHour: number;
  /** Upcoming confirmed bookings one customer (same e-mail or phone) may hold (UPCOMING_BOOKINGS_PER_CUSTOMER). */
  upcomingBookingsPerCustomer: number;
  /** Failed admin logins per client per window before 429. */
  loginFailures: number;
  /** Failed admin logins from all clients together per window before 429. */
  loginFailuresGlobal: number;
  loginWindowMs: number;
  /** Password checks (scrypt) running at once; each holds a core and 8 MiB for ~0.2 s. */
  loginChecksAtOnce: number;
  /** Password checks waiting their turn; beyond them a login is refused at once (429). */
  loginChecksWaiting: number;
  /** A request whose headers and body have not all arrived by then is answered 408 and closed. */
  requestTimeoutMs: number;
  /** The same for an upload route's request: a picture of up to 15 MB over a phone's slow uplink. */
  uploadTimeoutMs: number;
  /** An idle keep-alive connection is closed after this long. */
  keepAliveTimeoutMs: number;
  /** Requests served on one keep-alive connection before it is closed. */
  requestsPerConnection: number;
  /** Open connections at most; more are refused until some close. */
  maxConnections: number;
  /** Open connections from one address, or requests in progress from one forwarded client behind a
   * trusted proxy (CONNECTIONS_PER_CLIENT); more are refused, so one client cannot starve the rest. */
  connectionsPerClient: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  bodyBytes: 64 * 1024,
  publicPostsPerMinute: 60,
  managePerMinute: 30,
  publicBookingsPerHour: 5,
  upcomingBookingsPerCustomer: 4,
  loginFailures: 5,
  loginFailuresGlobal: 100,
  loginWindowMs: 15 * 60_000,
  loginChecksAtOnce: 1,
  loginChecksWaiting: 8,
  requestTimeoutMs: 30_000,
  // 15 MB in 10 minutes: a phone's uplink at 200 kbit/s.
  uploadTimeoutMs: 10 * 60_000,
  keepAliveTimeoutMs: 5_000,
  requestsPerConnection: 1000,
  maxConnections: 1024,
  // A browser opens six; an office behind one address, or a burst of parallel requests, a few
  // hundred. A quarter of maxConnections leaves the rest to everyone else.
  connectionsPerClient: 256,
  sessionIdleMs: 2 * 60 * 60_000,
  sessionAbsoluteMs: 12 * 60 * 60_000,
};

/** The per-client limits of the public doors, as the limits plugin gives them to the routes. */
export interface PublicLimits {
  /** Counts `calls` public calls of this request; throws the 429 past a limit. */
  count(request: FastifyRequest, calls: number): void;
  /** Runs a public booking's creation under the per-client hourly limit; only a created one counts. */
  booking<T>(request: FastifyRequest, create: () => T): T;
  /** The gate a new waitlist entry for `date` passes just before it is made (a repeat makes none): throws the 429. */
  waitlistEntry(request: FastifyRequest, date: string): () => void;
  /** A REST route's onRequest hook: one public call. */
  post: onRequestHookHandler;
  /** The secret links' onRequest hook (manage links, calendar feeds): their own per-client budget (staff are limited too). */
  manage: onRequestHookHandler;
}
