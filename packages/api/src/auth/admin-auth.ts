// Admin sign-in, logout and session checks. The cookie carries only a random session id; the
// session row (person, method, created, last seen) lives in the store, so logout, a password change
// and removing a person revoke it.
import { randomBytes } from "node:crypto";
import type { Principal, SignInMethod } from "@studio/domain";
import type { Store } from "../store/store.js";
import {
  deleteSession,
  deleteStaleSessions,
  findSession,
  insertSession,
  touchSession,
} from "../store/admin-sessions.js";
import { ServiceError } from "../errors.js";
import { DEFAULT_LIMITS, type ServerLimits } from "../config/limits.js";
import { LoginQueue } from "./login-queue.js";
import { readPasswordHash, verifyPassword } from "./password.js";
import { passwordSignInAllowed, principalOf } from "./principal.js";

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
  /** 'Chrome on Linux', shown in the owner's list of sessions. */
  deviceName?: string | undefined;
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
   * Returns a new session id for the shared password, or throws unauthorized / throttled. Refused
   * alike, whatever the password, while the owner has turned password sign-in off.
   */
  async login(password: string, client: string, attempt: LoginAttempt = {}): Promise<string> {
    const valid = await this.throttled(client, attempt, async () => {
      const hash = readPasswordHash(this.options.dataDir);
      const ok = hash !== undefined && (await verifyPassword(password, hash));
      return ok && passwordSignInAllowed(this.store);
    });
    if (!valid) throw new ServiceError("unauthorized", INCORRECT_PASSWORD);
    return this.startSession({ personId: null, method: "password", device: attempt.deviceName ?? "" });
  }

  /**
   * Runs one sign-in check inside the login throttle: failures are counted per client and for
   * everyone together; a browser holding a device cookie is counted on its own instead, so guessing
   * from elsewhere cannot lock the owner out. Throws throttled before checking when over the limit.
   */
  async throttled(client: string, attempt: LoginAttempt, verify: () => Promise<boolean>): Promise<boolean> {
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
    let valid: boolean;
    try {
      valid = await this.checks.run(verify, attempt.signal, lane);
    } catch (error) {
      record.count = Math.max(0, record.count - 1); // never checked: the client went away
      if (counted) this.global.count = Math.max(0, this.global.count - 1);
      throw error;
    }
    if (!valid) return false;
    this.failures.delete(key);
    if (counted) this.global.count = Math.max(0, this.global.count - 1);
    return true;
  }

  /** A new server-side session for the person (none: the shared password); returns its id. */
  startSession(row: { personId: string | null; method: SignInMethod; device: string }): string {
    const now = this.clock().getTime();
    const id = randomBytes(32).toString("base64url");
    deleteStaleSessions(this.store, now - this.absoluteMs, now - this.idleMs);
    insertSession(this.store, { id, createdAt: now, lastSeenAt: now, ...row });
    return id;
  }

  /** Who holds a live session (refreshing its idle timer), or undefined. */
  check(sessionId: unknown): Principal | undefined {
    if (typeof sessionId !== "string" || sessionId === "") return undefined;
    const session = findSession(this.store, sessionId);
    if (!session) return undefined;
    const now = this.clock().getTime();
    if (now - session.createdAt >= this.absoluteMs || now - session.lastSeenAt >= this.idleMs) {
      deleteSession(this.store, sessionId);
      return undefined;
    }
    // One write a minute at most, not one per request.
    if (now - session.lastSeenAt > 60_000) touchSession(this.store, sessionId, now);
    return principalOf(session);
  }

  /** Sessions last seen before this are over. */
  liveSince(): { createdAfter: number; seenAfter: number } {
    const now = this.clock().getTime();
    return { createdAfter: now - this.absoluteMs, seenAfter: now - this.idleMs };
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
