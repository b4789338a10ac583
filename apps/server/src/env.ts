// The environment, parsed once at start: the server's settings, and where the profile is.
import { isIP } from "node:net";
import path from "node:path";
import * as z from "zod/mini";
import { parseAllowHosts } from "@studio/domain";
import {
  ConfigError,
  DEFAULT_LIMITS,
  describeIssues,
  loadProfile,
  type StudioProfile,
} from "@studio/api/config";

const flag = z.pipe(
  z.string().check(z.trim(), z.toLowerCase()),
  z.transform((value, ctx) => {
    if (["1", "true", "yes", "on"].includes(value)) return true;
    if (["", "0", "false", "no", "off"].includes(value)) return false;
    // zod/mini's transform has no ctx.addIssue: the same issue goes straight onto the payload's list.
    ctx.issues.push({ code: "custom", message: "must be true/false, 1/0, yes/no or on/off", input: value });
    return z.NEVER;
  }),
);

/** A whole number from `min` (to `max`), with one message for every way it can be wrong. */
const wholeNumber = (message: string, range: { min: number; max?: number }, fallback: number) =>
  z._default(
    z.coerce
      .number({ error: message })
      .check(
        z.int(message),
        z.minimum(range.min, message),
        ...(range.max === undefined ? [] : [z.maximum(range.max, message)]),
      ),
    fallback,
  );

const positiveWhole = (fallback: number) =>
  wholeNumber("must be a whole number above 0", { min: 1 }, fallback);

const envSchema = z.object({
  PORT: wholeNumber("must be a whole number from 0 to 65535", { min: 0, max: 65535 }, 3000),
  HOST: z._default(z.string().check(z.minLength(1)), "127.0.0.1"),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), "./data"),
  ADMIN_PASSWORD: z.optional(z.string().check(z.minLength(8, "must be at least 8 characters"))),
  SMTP_URL: z.optional(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })),
  MAIL_FROM: z.optional(z.string().check(z.minLength(3))),
  STUDIO_PROFILE: z._default(z.string().check(z.minLength(1)), "data/studio.json"),
  // A number of hops (1 = one proxy in front), or the proxies' addresses/CIDRs: see parseTrustProxy.
  TRUST_PROXY: z.optional(z.string()),
  // Off: the same-origin check reads the Host header, never a client's X-Forwarded-Host.
  TRUST_FORWARDED_HOST: z._default(flag, false),
  COOKIE_SECURE: z._default(flag, false),
  LOG_LEVEL: z._default(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]), "info"),
  WEB_DIST: z.optional(z.string().check(z.minLength(1))),
  PUBLIC_POST_LIMIT: positiveWhole(DEFAULT_LIMITS.publicPostsPerMinute),
  PUBLIC_BOOKINGS_PER_HOUR: positiveWhole(DEFAULT_LIMITS.publicBookingsPerHour),
  UPCOMING_BOOKINGS_PER_CUSTOMER: positiveWhole(DEFAULT_LIMITS.upcomingBookingsPerCustomer),
  CONNECTIONS_PER_CLIENT: positiveWhole(DEFAULT_LIMITS.connectionsPerClient),
  // Seconds a staff change's e-mails wait for a possible Undo (0: they go at once).
  STAFF_UNDO_SECONDS: wholeNumber("must be a whole number of seconds, 0 or more", { min: 0 }, 20),
  PUBLIC_URL: z.optional(z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })),
  // Prometheus metrics at /metrics, to `Authorization: Bearer <token>` only; unset: no /metrics.
  METRICS_TOKEN: z.optional(z.string().check(z.minLength(16, "must be at least 16 characters"))),
  // Read by restic itself (backup --offsite); its presence says off-site backups are set up.
  RESTIC_REPOSITORY: z.optional(z.string()),
  // Hosts (names or addresses, comma-separated) producers' calendars may be read from whatever
  // they resolve to; empty: only hosts on the public internet.
  CALENDAR_FETCH_ALLOW_HOSTS: z.optional(z.string()),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** MAIL_FROM when set: it wins over the sender the owner keeps in the Studio tab. */
  mailFromOverride?: string;
  profilePath: string;
  profile: StudioProfile;
  trustProxy: number | string;
  trustForwardedHost: boolean;
  cookieSecure: boolean;
  logLevel: string;
  webDist: string | undefined;
  publicPostLimit: number;
  publicBookingsPerHour: number;
  upcomingBookingsPerCustomer: number;
  connectionsPerClient: number;
  /** Seconds a staff change's e-mails wait for a possible Undo (STAFF_UNDO_SECONDS). */
  staffUndoSeconds: number;
  /** The site's public origin, without a trailing slash (PUBLIC_URL; default http://HOST:PORT). */
  publicUrl: string;
  /** The bearer token of /metrics (METRICS_TOKEN); unset: no metrics. */
  metricsToken: string | undefined;
  /** Off-site backups are set up (RESTIC_REPOSITORY): the health checks judge them. */
  offsiteBackups: boolean;
  /** Hosts producers' calendars may be read from whatever they resolve to (CALENDAR_FETCH_ALLOW_HOSTS). */
  calendarAllowHosts: string[];
}

/**
 * Which proxies in front of the server are believed about the client's address (X-Forwarded-For)
 * and scheme. Never "every hop": a client could then name any address it likes.
 *   - unset, 0, false, no, off: none (the socket's address is the client);
 *   - a whole number N (1, true, yes, on mean 1): N proxies in front; the client is the Nth
 *     X-Forwarded-For entry from the right (with one proxy, the rightmost);
 *   - a comma-separated list of addresses or CIDRs (e.g. `127.0.0.1,10.0.0.0/8`; also `loopback`,
 *     `linklocal`, `uniquelocal`): those proxies.
 */
export function parseTrustProxy(raw: string | undefined): number | string {
  const value = (raw ?? "").trim().toLowerCase();
  if (["", "0", "false", "no", "off"].includes(value)) return 0;
  if (["true", "yes", "on"].includes(value)) return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrCidr(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY: "${bad.slice(0, 80)}" is neither a number of proxy hops nor an IP address or CIDR ` +
        "(e.g. TRUST_PROXY=1 behind one proxy, or TRUST_PROXY=127.0.0.1,10.0.0.0/8).",
    );
  }
  return entries.join(",");
}

function isAddressOrCidr(entry: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true; // proxy-addr's names
  const [address, bits, ...rest] = entry.split("/");
  const version = isIP(address ?? "");
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** Reads the environment (relative paths resolve against `cwd`) and the studio profile. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  // Empty strings count as unset, as in most .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      `Invalid environment: ${describeIssues(parsed.error.issues, present)}. ` +
        "See the README's configuration table for PORT, HOST, DATA_DIR, ADMIN_PASSWORD, SMTP_URL, MAIL_FROM, " +
        "STUDIO_PROFILE, TRUST_PROXY, TRUST_FORWARDED_HOST, COOKIE_SECURE, LOG_LEVEL, WEB_DIST, PUBLIC_POST_LIMIT, " +
        "PUBLIC_BOOKINGS_PER_HOUR, UPCOMING_BOOKINGS_PER_CUSTOMER, CONNECTIONS_PER_CLIENT, STAFF_UNDO_SECONDS, " +
        "PUBLIC_URL and METRICS_TOKEN.",
    );
  }
  const e = parsed.data;
  const profilePath = path.resolve(cwd, e.STUDIO_PROFILE);
  const profile = loadProfile(profilePath);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? profile.mailFrom ?? `${profile.name} <${profile.bookingsEmail}>`,
    ...(e.MAIL_FROM ? { mailFromOverride: e.MAIL_FROM } : {}),
    profilePath,
    profile,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    trustForwardedHost: e.TRUST_FORWARDED_HOST,
    cookieSecure: e.COOKIE_SECURE,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : undefined,
    publicPostLimit: e.PUBLIC_POST_LIMIT,
    publicBookingsPerHour: e.PUBLIC_BOOKINGS_PER_HOUR,
    upcomingBookingsPerCustomer: e.UPCOMING_BOOKINGS_PER_CUSTOMER,
    connectionsPerClient: e.CONNECTIONS_PER_CLIENT,
    staffUndoSeconds: e.STAFF_UNDO_SECONDS,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, ""),
    metricsToken: e.METRICS_TOKEN,
    offsiteBackups: Boolean(e.RESTIC_REPOSITORY),
    calendarAllowHosts: parseAllowHosts(e.CALENDAR_FETCH_ALLOW_HOSTS),
  };
}
