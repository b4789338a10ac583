// One app for a whole test file, started before its tests and closed after them, as an object the
// tests read lazily (`t.url`, `t.store`): the hooks fill it in, so a file needs no `let t` of its own.
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { bookingPayload } from "./booking-data.js";
import { type Answer, call, type Json, login } from "./http-calls.js";
import { startApp, type TestApp, type TestAppOptions } from "./start-app.js";

/** The file's app; its fields can be read once beforeAll has run (inside a test or a hook). */
export class SharedApp {
  protected running: TestApp | undefined;

  protected get app(): TestApp {
    if (!this.running) throw new Error("the shared app starts in beforeAll: read it inside a test");
    return this.running;
  }

  get url(): string {
    return this.app.url;
  }

  /** The Fastify instance (its registered routes). */
  get server(): TestApp["app"] {
    return this.app.app;
  }

  get store(): TestApp["store"] {
    return this.app.store;
  }

  get dataDir(): string {
    return this.app.dataDir;
  }

  get mailer(): TestApp["mailer"] {
    return this.app.mailer;
  }

  /** Restarts the app over the same data folder (TestApp.restart). */
  restart(whileStopped?: (dataDir: string) => void): Promise<void> {
    return this.app.restart(whileStopped);
  }

  /** Registers the file's hooks: start before its tests, close after them (or around each test). */
  register(options: TestAppOptions, afterStart: () => Promise<void> = async () => {}, each = false): this {
    (each ? beforeEach : beforeAll)(async () => {
      this.running = await startApp(options);
      await afterStart();
    });
    (each ? afterEach : afterAll)(() => this.running?.close());
    return this;
  }
}

export interface AdminAppOptions {
  /** How the admin logs in (REST by default); returns the cookie. */
  logIn?: (url: string) => Promise<string>;
  /** Headers every admin call carries (a browser's User-Agent, say). */
  headers?: Record<string, string>;
}

/** The file's app with the admin logged in once; the methods are arrows, safe to destructure. */
export class SharedAdminApp extends SharedApp {
  /** The admin's session cookie (name=value). */
  cookie = "";

  constructor(private readonly options: AdminAppOptions = {}) {
    super();
  }

  /** A REST call with the admin's session. */
  admin = (method: string, pathname: string, body?: unknown): Promise<Answer> =>
    call(this.url, method, pathname, body, {
      cookie: this.cookie,
      ...(this.options.headers ? { headers: this.options.headers } : {}),
    });

  /** POST /api/admin/bookings with a valid payload; override what the test is about. */
  bookAsAdmin = (overrides: Record<string, unknown> = {}): Promise<Answer> =>
    this.admin("POST", "/api/admin/bookings", bookingPayload(overrides));

  /** PATCH a booking's status (cancel or restore), as the Bookings tab does. */
  setStatus = (id: string, status: string, extra: Record<string, unknown> = {}): Promise<Answer> =>
    this.admin("PATCH", `/api/admin/bookings/${id}/status`, { status, ...extra });

  /** The Archive tab's row of a booking, or undefined. */
  archivedRowOf = async (bookingId: string): Promise<Json> =>
    (await this.admin("GET", "/api/admin/archived-bookings")).body.find(
      (a: { originalBookingId: string }) => a.originalBookingId === bookingId,
    );

  async logIn(): Promise<void> {
    this.cookie = await (this.options.logIn ?? login)(this.url);
  }
}

/** Starts one app for the file. */
export function useApp(options: TestAppOptions = {}): SharedApp {
  return new SharedApp().register(options);
}

/** Starts a fresh app for each test of the file. */
export function useAppForEachTest(options: TestAppOptions = {}): SharedApp {
  return new SharedApp().register(options, undefined, true);
}

/** Starts one app for the file and logs the admin in. */
export function useAdminApp(options: TestAppOptions = {}, admin: AdminAppOptions = {}): SharedAdminApp {
  const shared = new SharedAdminApp(admin);
  return shared.register(options, () => shared.logIn());
}
