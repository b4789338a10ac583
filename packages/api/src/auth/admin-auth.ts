// Admin login, logout and session checks. The cookie carries only a random session id; the
// session row (created, last seen) lives in the store, so logout and a password change revoke it.
import { randomBytes } from "node:crypto";
import type { Store } from "../store/store.js";
import {
  deleteSession,
  deleteStaleSessions,
  findSession,
  insertSession,
  touchSession,
} from "../store/admin-sessions.js";
import { ServiceError } from "../services/errors.js";
import { DEFAULT_LIMITS, type ServerLimits } from "../config/limits.js";
import { LoginQueue } from "./login-queue.js";
import { readPasswordHash, verifyPassword } from "./password.js";

const INCORRECT_PASSWORD = "Incorrect password";

export interface AdminAuthOptions {
  dataDir: string;
  clock?: () => Date;
  /** Session lifetimes and login throttling (src/limits.ts holds the defaults). */
  limits?: Partial<ServerLimits>;
}

export interface LoginAttempt {
  /** The id in a valid device cookie: this browser has logged in here before (OWASP device cookies). */
  device?: string | undefined;
  /** Aborts when the client has gone away: a check still waiting for its turn is dropped. */
  signal?: AbortSignal | undefined;
}

export class AdminAuth {
  private readonly failures = new Map<string, { count: number; since: number }>();
  private global = { count: 0, since: 0 };
  private readonly clock: () => Date;
  readonly idleMs: number;
  readonly absoluteMs: number;
  private readonly maxFailures: number;
  private readonly maxGlobalFailures: number;
  private readonly failureWindowMs: number;
  private readonly checks: LoginQueue;

  constructor(
    private readonly store: Store,
    private readonly options: AdminAuthOptions,
  ) {
    this.clock = options.clock ?? (() => new Date());
    const limits = { ...DEFAULT_LIMITS, ...options.limits };
    this.idleMs = limits.sessionIdleMs;
    this.absoluteMs = limits.sessionAbsoluteMs;
    this.maxFailures = limits.loginFailures;
    this.maxGlobalFailures = limits.loginFailuresGlobal;
    this.failureWindowMs = limits.loginWindowMs;
    this.checks = new LoginQueue(limits.loginChecksAtOnce, limits.loginChecksWaiting);
  }

  /**
   * Returns a new session id, or throws unauthorized / throttled. Failures are counted per client
   * and for everyone together; a browser holding a device cookie is counted on its own instead, so
   * guessing from elsewhere cannot lock the owner out.
   */
  async login(password: string, client: string, attempt: LoginAttempt = {}): Promise<string> {
    const now = this.clock().getTime();
    this.forgetOldFailures(now);
    const key = attempt.device === undefined ? `client:${client}` : `device:${attempt.device}`;
    const counted = attempt.device === undefined;
    const record = this.failures.get(key) ?? { count: 0, since: now };
    if (record.count >= this.maxFailures) this.throttle(record.since, now);
    // Guessing from many addresses: one cap for everyone (existing sessions are unaffected).
    if (counted && this.global.count >= this.maxGlobalFailures) this.throttle(this.global.since, now);
    const lane = counted ? "stranger" : "device";
    this.checks.admit(lane); // a full queue refuses now, before anything is counted
    // Counted before the (slow) check, so parallel guesses cannot slip past the limit.
    record.count += 1;
    this.failures.set(key, record);
    if (counted) {
      if (this.global.count === 0) this.global.since = now;
      this.global.count += 1;
    }
    const uncount = () => {
      record.count = Math.max(0, record.count - 1);
      if (counted) this.global.count = Math.max(0, this.global.count - 1);
    };
    let valid: boolean;
    try {
      valid = await this.checks.run(
        async () => {
          const hash = readPasswordHash(this.options.dataDir);
          return hash !== undefined && (await verifyPassword(password, hash));
        },
        attempt.signal,
        lane,
      );
    } catch (error) {
      uncount(); // never checked: the client went away
      throw error;
    }
    if (!valid) throw new ServiceError("unauthorized", INCORRECT_PASSWORD);
    this.failures.delete(key);
    if (counted) this.global.count = Math.max(0, this.global.count - 1);
    const id = randomBytes(32).toString("base64url");
    deleteStaleSessions(this.store, now - this.absoluteMs, now - this.idleMs);
    insertSession(this.store, { id, createdAt: now, lastSeenAt: now });
    return id;
  }

  /** True for a live session; refreshes its idle timer. */
  check(sessionId: unknown): boolean {
    if (typeof sessionId !== "string" || sessionId === "") return false;
    const session = findSession(this.store, sessionId);
    if (!session) return false;
    const now = this.clock().getTime();
    if (now - session.createdAt >= this.absoluteMs || now - session.lastSeenAt >= this.idleMs) {
      deleteSession(this.store, sessionId);
      return false;
    }
    // One write a minute at most, not one per request.
    if (now - session.lastSeenAt > 60_000) touchSession(this.store, sessionId, now);
    return true;
  }

  logout(sessionId: unknown): void {
    if (typeof sessionId === "string" && sessionId !== "") deleteSession(this.store, sessionId);
  }

  private throttle(since: number, now: number): never {
    const retryAfterSeconds = Math.max(1, Math.ceil((since + this.failureWindowMs - now) / 1000));
    throw new ServiceError(
      "throttled",
      `Too many failed attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
      { retryAfterSeconds },
    );
  }

  private forgetOldFailures(now: number): void {
    for (const [client, record] of this.failures) {
      if (now - record.since > this.failureWindowMs) this.failures.delete(client);
    }
    if (now - this.global.since > this.failureWindowMs) this.global = { count: 0, since: now };
  }
}
