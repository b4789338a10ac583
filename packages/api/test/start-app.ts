// The one test app: the app as the process starts it, in-process: a real server on a real port over a
// real SQLite file in a temp DATA_DIR (test-store.ts), with a quick scrypt, and the file transport
// unless it is given an SMTP port or its own in-process SMTP sink. The server's tests build theirs on
// it (apps/server/test/start-server.ts), a file's shared app too (shared-app.ts).
import { rmSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { onTestFinished } from "vitest";
import { ensureAdminPassword } from "../src/auth/password.js";
import { loadProfile, type StudioProfile } from "../src/config/index.js";
import { MailSender, type SenderOptions } from "../src/mail/sender.js";
import { fileTransport, type SmtpTimeouts, smtpTransport } from "../src/mail/transport.js";
import { type ApiDeps, buildApi, type ServerLimits } from "../src/app.js";
import { mailSenderOf, openStudioSettings } from "../src/services/studio-profile.js";
import type { Store } from "../src/store/store.js";
import { deadSmtpPort, type SmtpSink, startSmtpSink } from "./smtp-sink.js";
import { openTestStore, type TestStoreOptions } from "./test-store.js";

export const PASSWORD = "correct horse battery staple";
export const profile = loadProfile(path.join(import.meta.dirname, "fixtures", "studio.json"));

export interface TestApp {
  url: string;
  app: FastifyInstance;
  store: Store;
  dataDir: string;
  mailer: MailSender;
  /**
   * Stops the app and starts another over the same data folder and SMTP sink, as a process restart
   * does (`whileStopped` may change the folder in between); this object then answers for the new one.
   */
  restart(whileStopped?: (dataDir: string) => void): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions extends Pick<TestStoreOptions, "dataDir" | "prepare" | "syncer"> {
  /**
   * Mail goes to an in-process SMTP sink of the app's own (`sink`), closed after the app; or, with
   * "down", to a port nothing listens on until the test calls `smtpBack()`.
   */
  smtp?: true | "down";
  /** Mail goes to this port (a sink the test starts itself, or nothing: an SMTP server that is down). */
  smtpPort?: number;
  /** Closed when the running test finishes (started inside a test). */
  closeAfterTest?: true;
  limits?: Partial<ServerLimits>;
  clock?: () => Date;
  publicUrl?: string;
  /** Another studio profile. */
  studio?: { profile: StudioProfile };
  cookieSecure?: boolean;
  smtpTimeouts?: Partial<SmtpTimeouts>;
  trustProxy?: boolean | number | string;
  trustForwardedHost?: boolean;
  /** Overrides of the sender's quick test timings. */
  sender?: Partial<Pick<SenderOptions, "baseDelayMs" | "maxDelayMs" | "pollMs">>;
  /** What admin requests wait for (the process passes the start-up password check). */
  adminReady?: Promise<unknown>;
  /** Seconds a staff change's e-mails wait for a possible Undo (STAFF_UNDO_SECONDS). */
  staffUndoSeconds?: number;
  /** What builds the app from its parts (the process's buildServer adds the pages and pictures). */
  build?: (deps: ApiDeps) => Promise<FastifyInstance>;
  /** Hosts producers' calendars may be read from whatever they resolve to (CALENDAR_FETCH_ALLOW_HOSTS). */
  calendarAllowHosts?: string[];
  /** Reads producers' calendars (the host's reader on a thread; none: on the server's thread). */
  calendarReader?: ApiDeps["calendarReader"];
}

/** The test app with its own SMTP sink. */
export type TestAppWithSink = TestApp & { sink: SmtpSink };
/** The test app whose SMTP server is down until the test brings one up on its port (closed with it). */
export type TestAppSmtpDown = TestApp & { smtpBack(): Promise<SmtpSink> };

export function startApp(options: TestAppOptions & { smtp: true }): Promise<TestAppWithSink>;
export function startApp(options: TestAppOptions & { smtp: "down" }): Promise<TestAppSmtpDown>;
export function startApp(options?: TestAppOptions): Promise<TestApp>;
export async function startApp(options: TestAppOptions = {}): Promise<TestApp> {
  const sinks: SmtpSink[] = [];
  const sinkOn = async (port?: number) => {
    const sink = await startSmtpSink(port);
    sinks.push(sink);
    return sink;
  };
  const sink = options.smtp === true ? await sinkOn() : undefined;
  const smtpPort = sink?.port ?? (options.smtp === "down" ? await deadSmtpPort() : options.smtpPort);
  const data = await openTestStore(options);
  const { prepare: _once, ...rest } = options;
  const again = { ...rest, dataDir: data.dataDir, ...(smtpPort ? { smtpPort } : {}) };
  let current = await listening(again, data.store);
  const started: TestApp = {
    ...current,
    ...(sink ? { sink } : {}),
    ...(options.smtp === "down" ? { smtpBack: () => sinkOn(smtpPort) } : {}),
    async restart(whileStopped) {
      await current.close();
      whileStopped?.(data.dataDir);
      current = await listening(again, (await openTestStore(again)).store);
      const { url, app, store, mailer } = current;
      Object.assign(started, { url, app, store, mailer });
    },
    async close() {
      await current.close();
      for (const each of sinks) await each.close();
      if (!options.dataDir) rmSync(data.dataDir, { recursive: true, force: true });
    },
  };
  if (options.closeAfterTest) onTestFinished(() => started.close());
  return started;
}

/** The app over an open store, listening; its close leaves the data folder (startApp's to remove). */
async function listening(
  options: TestAppOptions & { dataDir: string },
  store: Store,
): Promise<Omit<TestApp, "restart">> {
  const { dataDir } = options;
  // Each app its own profile object: the database's settings replace it in place, saves refresh it.
  const studio = structuredClone(options.studio?.profile ?? profile);
  openStudioSettings(store, studio, new Date());
  // A cheaper scrypt than production's 2^17 keeps the suite quick; the code path is the same.
  await ensureAdminPassword(dataDir, PASSWORD, 2 ** 12);
  const transport = options.smtpPort
    ? smtpTransport(`smtp://127.0.0.1:${options.smtpPort}`, options.smtpTimeouts)
    : fileTransport(path.join(dataDir, "outbox"));
  const mailer = new MailSender(store, transport, {
    from: () => mailSenderOf(studio),
    baseDelayMs: 100,
    maxDelayMs: 400,
    pollMs: 200,
    ...options.sender,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const app = await (options.build ?? buildApi)(depsOf(options, { store, profile: studio, mailer, dataDir }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  mailer.start();
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    store,
    dataDir,
    mailer,
    async close() {
      await app.close();
      await mailer.stop();
      await store.close();
    },
  };
}

/** What the app is built from: its parts, and the options the test gave. */
function depsOf(
  options: TestAppOptions,
  parts: Pick<ApiDeps, "store" | "profile" | "mailer" | "dataDir">,
): ApiDeps {
  return {
    ...parts,
    sessionKey: Buffer.alloc(32, 7),
    // Suites book many sessions from one address for few customers; limit tests set their own.
    limits: {
      publicPostsPerMinute: 1000,
      publicBookingsPerHour: 1000,
      upcomingBookingsPerCustomer: 1000,
      ...options.limits,
    },
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    ...(options.cookieSecure ? { cookieSecure: true } : {}),
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    ...(options.trustForwardedHost ? { trustForwardedHost: true } : {}),
    ...(options.adminReady ? { adminReady: options.adminReady } : {}),
    ...(options.staffUndoSeconds !== undefined ? { staffUndoSeconds: options.staffUndoSeconds } : {}),
    ...(options.calendarAllowHosts ? { calendarAllowHosts: options.calendarAllowHosts } : {}),
    ...(options.calendarReader ? { calendarReader: options.calendarReader } : {}),
  };
}
