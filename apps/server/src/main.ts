// The process: env -> config -> store -> migrate -> listen -> mail sender. Prints the URL.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { ensureAdminPassword } from "@studio/api/auth/password";
import { loadOrCreateSessionKey } from "@studio/api/auth/session-key";
import { ConfigError } from "@studio/api/config";
import { loadConfig } from "./env.js";
import { MailSender } from "@studio/api/mail/sender";
import { fileTransport, smtpTransport } from "@studio/api/mail/transport";
import { loggerOptions } from "@studio/api/plugins/request-log";
import { turnBatchedLog } from "./log-stream.js";
import { buildServer, type ServerDeps } from "./server.js";
import { RetentionJob } from "@studio/api/services/retention";
import { startReminders } from "@studio/api/services/reminders";
import { deletePasswordSessions } from "@studio/api/store/admin-sessions";
import { openStore } from "@studio/api/store/store";
import { mailSenderOf, openStudioSettings } from "@studio/api/services/studio-profile";
import { StartupError } from "@studio/api/config/startup-error";
import { startHoldLapses } from "@studio/api/services/hold-lapses";
import { startOwnerAlerts } from "@studio/api/services/owner-alerts";
import { startCalendarReads } from "@studio/api/services/producer-calendars";
import { loopErrors } from "@studio/api/services/write-failures";
import { saveCompileCache } from "./compile-cache.js";
import { ensureOwnFiles, ensureWritableDataDir, lockDataDir } from "./data-dir-lock.js";
import { generatedPasswordNotice } from "./password-notice.js";
import { upgradeDatabase } from "./upgrade.js";

// The compiled code is written a second after listening, when the start's modules are all loaded,
// rather than only as the process exits (which a crash or SIGKILL skips).
const SAVE_COMPILE_CACHE_AFTER_MS = 1_000;
const JOBS_FIRST_LOOK_AFTER_MS = 1_000;
/** How long a stop waits for the message on the wire: a stop ends within 10 s (a unit's timeout). */
const MAIL_STOP_GRACE_MS = 4_000;
/** Past this, a stop that has not finished exits anyway (SQLite recovers from the WAL at the next start). */
const STOP_DEADLINE_MS = 9_000;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

const USAGE = `Usage: node apps/server/dist/main.js
  Starts the studio's server, configured by the environment (see the README's Configuration table).
  It takes no arguments. The maintenance commands are separate: pnpm admin:password, pnpm backup
  (from a release folder: node server.mjs admin-password | backup).`;

/** Only a bare start starts a server: an unknown word is a mistake, never ignored. */
function checkArguments(args: string[]): void {
  if (args.length === 0) return;
  if (args.length === 1 && (args[0] === "--help" || args[0] === "-h")) {
    console.log(USAGE);
    process.exit(0);
  }
  console.error(`Unknown argument${args.length > 1 ? "s" : ""}: ${args.join(" ")}\n\n${USAGE}`);
  process.exit(2);
}

type Config = ReturnType<typeof loadConfig>;

/** Written in by the build (scripts/build-version.mjs); unset when run from source. */
declare const __STUDIO_VERSION__: string | undefined;
const VERSION = typeof __STUDIO_VERSION__ === "string" ? __STUDIO_VERSION__ : undefined;

async function main(): Promise<void> {
  const config = loadConfig();
  ensureWritableDataDir(config.dataDir);
  ensureOwnFiles(config.dataDir);
  lockDataDir(config.dataDir);
  const store = openStore(config.dataDir);
  // Checking ADMIN_PASSWORD against its scrypt hash takes ~0.5 s of a core (off the main thread). It
  // starts once the server listens: on two cores it would take one from the start itself (V8's
  // background threads, the first requests). Admin requests wait for it; public ones do not.
  let nowListening = () => {};
  const listening = new Promise<void>((resolve) => {
    nowListening = resolve;
  });
  const passwordSetup = listening
    .then(() => ensureAdminPassword(config.dataDir, config.adminPassword))
    .then(async (password) => {
      if (password.changed) deletePasswordSessions(store); // a new password ends the sessions it opened
      return password;
    });
  passwordSetup.catch(() => {}); // a failure is reported where it is awaited, after listen
  const upgraded = await upgradeDatabase(store, config.dataDir);
  if (upgraded) console.log(upgraded);
  // The file seeds a new database once; from then on config.profile is the database's settings.
  const differs = openStudioSettings(store, config.profile, new Date());
  if (differs) console.log(differs);
  // The migrations and the producers are on disk before anything is served. The first sync starts
  // the sync thread (~60 ms on a small VM): it boots on the other core while the routes are built.
  const onDisk = store.synced();
  onDisk?.catch(() => {}); // a failure is reported where it is awaited, before listening

  // apps/server/{dist,src}/main.* -> packages/web/dist
  const webDist = config.webDist ?? fileURLToPath(new URL("../../../packages/web/dist", import.meta.url));
  // The sender is read for each message: a change in the Studio tab is used by the next e-mail.
  const mailer = new MailSender(store, mailTransport(config), {
    from: () => config.mailFromOverride ?? mailSenderOf(config.profile),
  });
  const app = await buildServer(serverOptions(config, { store, mailer, webDist, adminReady: passwordSetup }));
  mailer.useLogger(app.log);
  // Retention runs inside the server, on the schedule kept in the database (logs counts only).
  const retention = new RetentionJob(
    {
      store,
      profile: config.profile,
      clock: () => new Date(),
      mailer,
      publicUrl: config.publicUrl,
      outboxDir: path.join(config.dataDir, "outbox"),
    },
    { log: app.log },
  );
  if (!existsSync(path.join(webDist, "index.html"))) {
    app.log.warn(`No web build at ${webDist}: serving the API only. Run \`pnpm build\` for the site.`);
  }

  let stopJobs = () => {};
  closeOnSignals(app, async () => {
    retention.stop();
    stopJobs();
    await app.close(); // stops accepting, waits for in-flight requests
    // Lets the message on the wire finish, but a stalled SMTP server does not hold the stop: that
    // message stays in the outbox and goes after the next start.
    await Promise.race([mailer.stop(), delay(MAIL_STOP_GRACE_MS)]);
    await store.close(); // the WAL checkpointed into studio.db
  });

  await onDisk;
  await app.listen({ port: config.port, host: config.host });
  nowListening();
  mailer.start();
  retention.start();
  const checked = {
    dataDir: config.dataDir,
    offsiteBackups: config.offsiteBackups,
    calendarAllowHosts: config.calendarAllowHosts,
  };
  const clock = () => new Date();
  const jobs = { store, profile: config.profile, clock, mailer, publicUrl: config.publicUrl, ...checked };
  stopJobs = startJobs(jobs, app.log);
  setTimeout(saveCompileCache, SAVE_COMPILE_CACHE_AFTER_MS).unref();
  const password = await passwordSetup;
  if (password.generated) console.log(generatedPasswordNotice(password.generated, config.dataDir));
  const version = VERSION ? `version ${VERSION}, ` : "";
  console.log(`Studio site running at ${listeningUrl(app, config)} (${version}mail: ${mailer.description})`);
}

/**
 * The reminders, the holds' lapses and the owner's alerts, whose first look (catching up on what
 * fell due while the server was down: ~20-30 ms of queries over a year's bookings on a small VM)
 * comes a moment after listening, once the first requests can be answered. Returns what stops them.
 */
function startJobs(jobs: Parameters<typeof startReminders>[0], log: FastifyInstance["log"]): () => void {
  const stops: (() => void)[] = [];
  const timer = setTimeout(() => {
    // A database that cannot be written (full disk): one line a minute, no stack (services/write-failures.ts).
    stops.push(startReminders(jobs, loopErrors("reminders", "cannot queue", log)));
    stops.push(startHoldLapses(jobs, loopErrors("holds", "cannot lapse", log)));
    stops.push(startOwnerAlerts(jobs, loopErrors("checks", "cannot tell the owner", log)));
    stops.push(startCalendarReads(jobs, loopErrors("calendars", "cannot read", log)));
  }, JOBS_FIRST_LOOK_AFTER_MS);
  timer.unref();
  return () => {
    clearTimeout(timer);
    for (const stop of stops) stop();
  };
}

/** SMTP when SMTP_URL is set; otherwise each mail is written to DATA_DIR/outbox as a file. */
function mailTransport(config: Config) {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl)
    : fileTransport(path.join(config.dataDir, "outbox"), (file) => console.log(`mail: written to ${file}`));
}

function serverOptions(
  config: Config,
  parts: Pick<ServerDeps, "store" | "mailer" | "webDist" | "adminReady">,
): ServerDeps {
  return {
    ...parts,
    ...(VERSION ? { version: VERSION } : {}),
    ...(config.metricsToken ? { metricsToken: config.metricsToken } : {}),
    offsiteBackups: config.offsiteBackups,
    calendarAllowHosts: config.calendarAllowHosts,
    profile: config.profile,
    dataDir: config.dataDir,
    sessionKey: loadOrCreateSessionKey(config.dataDir),
    cookieSecure: config.cookieSecure,
    trustProxy: config.trustProxy,
    trustForwardedHost: config.trustForwardedHost,
    publicUrl: config.publicUrl,
    staffUndoSeconds: config.staffUndoSeconds,
    mediaDir: path.dirname(config.profilePath),
    warmPictures: true,
    logger: { ...loggerOptions(config.logLevel), stream: turnBatchedLog() },
    limits: {
      publicPostsPerMinute: config.publicPostLimit,
      publicBookingsPerHour: config.publicBookingsPerHour,
      upcomingBookingsPerCustomer: config.upcomingBookingsPerCustomer,
      connectionsPerClient: config.connectionsPerClient,
    },
  };
}

/** On SIGTERM or SIGINT: finishes in-flight work through `close`, then exits (1 if closing failed). */
function closeOnSignals(app: FastifyInstance, close: () => Promise<void>): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests, then closing`);
    setTimeout(() => {
      app.log.warn(`the stop took over ${STOP_DEADLINE_MS / 1000} s: exiting with work unfinished`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    try {
      await close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
}

/** The address the server answers at (the port it got, when PORT=0). */
function listeningUrl(app: FastifyInstance, config: Config): string {
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  return `http://${shownHost}:${port}`;
}

checkArguments(process.argv.slice(2));
main().catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof StartupError) console.error(`Cannot start: ${error.message}`);
  else if (code === "EADDRINUSE" || code === "EACCES" || code === "EADDRNOTAVAIL")
    console.error(
      `Cannot start: cannot listen on the configured HOST and PORT (${(error as Error).message}).`,
    );
  else console.error(error);
  process.exit(1);
});
