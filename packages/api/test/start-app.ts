// Starts the app as the process does, in-process: a real server on a real port over a real SQLite file
// in a temp DATA_DIR, with a quick scrypt and the file transport unless an SMTP port is given.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { ensureAdminPassword } from "../src/auth/password.js";
import { loadProfile, type StudioProfile } from "../src/config/index.js";
import { MailSender, type SenderOptions } from "../src/mail/sender.js";
import { fileTransport, type SmtpTimeouts, smtpTransport } from "../src/mail/transport.js";
import { type ApiDeps, buildApi, type ServerLimits } from "../src/app.js";
import type { Syncer } from "../src/store/durability.js";
import { mailSenderOf, openStudioSettings } from "../src/services/studio-profile.js";
import { migrate } from "../src/store/migrate.js";
import { openStore, type Store } from "../src/store/store.js";

export const PASSWORD = "correct horse battery staple";
export const profile = loadProfile(path.join(import.meta.dirname, "fixtures", "studio.json"));

export interface TestApp {
  url: string;
  app: FastifyInstance;
  store: Store;
  dataDir: string;
  mailer: MailSender;
  close(): Promise<void>;
}

export interface TestAppOptions {
  smtpPort?: number;
  limits?: Partial<ServerLimits>;
  clock?: () => Date;
  publicUrl?: string;
  /** Another studio profile. */
  studio?: { profile: StudioProfile };
  cookieSecure?: boolean;
  /** Reuse this DATA_DIR (a restart); it is then left in place on close. */
  dataDir?: string;
  smtpTimeouts?: Partial<SmtpTimeouts>;
  trustProxy?: boolean | number | string;
  trustForwardedHost?: boolean;
  /** Overrides of the sender's quick test timings. */
  sender?: Partial<Pick<SenderOptions, "baseDelayMs" | "maxDelayMs" | "pollMs">>;
  /** What admin requests wait for (the process passes the start-up password check). */
  adminReady?: Promise<unknown>;
  /** Seconds a staff change's e-mails wait for a possible Undo (STAFF_UNDO_SECONDS). */
  staffUndoSeconds?: number;
  /** What makes the database's writes durable (the store's own thread by default). */
  syncer?: Syncer;
  /** What builds the app from its parts (the process's buildServer adds the pages and pictures). */
  build?: (deps: ApiDeps) => Promise<FastifyInstance>;
  /** Hosts producers' calendars may be read from whatever they resolve to (CALENDAR_FETCH_ALLOW_HOSTS). */
  calendarAllowHosts?: string[];
}

export async function startApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "studio-api-test-"));
  const store = openStore(dataDir, options.syncer ? { syncer: options.syncer } : {});
  await migrate(store);
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
  const build = options.build ?? buildApi;
  const app = await build({
    store,
    profile: studio,
    mailer,
    dataDir,
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
  });
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
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
