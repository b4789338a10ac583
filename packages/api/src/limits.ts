// The one set of limit defaults: buildServer, AdminAuth and the tests read them from here; main.ts
// overrides those the environment sets.

export interface ServerLimits {
  /** Largest accepted request body, in bytes (413 above). */
  bodyBytes: number;
  /** Public POSTs (booking, contact) per client per minute (429 above). */
  publicPostsPerMinute: number;
  /** Failed admin logins per client per window before 429. */
  loginFailures: number;
  /** Failed admin logins from all clients together per window before 429. */
  loginFailuresGlobal: number;
  loginWindowMs: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  bodyBytes: 64 * 1024,
  publicPostsPerMinute: 60,
  loginFailures: 5,
  loginFailuresGlobal: 100,
  loginWindowMs: 15 * 60_000,
  sessionIdleMs: 2 * 60 * 60_000,
  sessionAbsoluteMs: 12 * 60 * 60_000,
};
