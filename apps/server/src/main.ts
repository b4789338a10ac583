// The process: env -> config -> store -> migrate -> listen -> mail sender and jobs. Prints the URL.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { ensureAdminPassword, loadOrCreateSessionKey } from "@studio/api/auth";
import { ConfigError, StartupError } from "@studio/api/config";
import { loadConfig } from "./env.js";
import { fileTransport, MailSender, smtpTransport } from "@studio/api/mail";
import { loggerOptions } from "@studio/api/app";
import { buildServer, type ServerDeps } from "./server.js";
import { mailSenderOf, openStudioSettings } from "@studio/api/services";
import { deletePasswordSessions, openStore, type Store } from "@studio/api/store";
import { saveCompileCache } from "./compile-cache.js";
import { ensureOwnFiles, ensureWritableDataDir, lockDataDir } from "./data-dir-lock.js";
import { startJobs } from "./jobs.js";
import { bundledReaderUrl, calendarReaderThread } from "./calendars/reader-thread.js";
import { generatedPasswordNotice } from "./password-notice.js";
import { upgradeDatabase } from "./upgrade.js";

// The compiled code is written a second after listening, when the start's modules are all loaded,
// rather than only as the process exits (which a crash or SIGKILL skips).
const SAVE_COMPILE_CACHE_AFTER_MS = 1_000;
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
  let nowListening = () => {};
  const listening = new Promise<void>((resolve) => {
    nowListening = resolve;
  });
  const passwordSetup = adminPasswordOnceListening(listening, store, config);
  const onDisk = await readyStore(store, config);

  // apps/server/{dist,src}/main.* -> the repository's dist/web
  const webDist = config.webDist ?? fileURLToPath(new URL("../../../dist/web", import.meta.url));
  // The sender is read for each message: a change in the Studio tab is used by the next e-mail.
  const mailer = new MailSender(store, mailTransport(config), {
    from: () => config.mailFromOverride ?? mailSenderOf(config.profile),
  });
  // Producers' calendars are read off the server's thread where the reader is built beside it.
  const readerUrl = bundledReaderUrl();
  const calendars = readerUrl ? calendarReaderThread(readerUrl) : null;
  const calendarReader = calendars ? { calendarReader: calendars.read } : {};
  const parts = { store, mailer, webDist, adminReady: passwordSetup, ...calendarReader };
  const app = await buildServer(serverOptions(config, parts));
  mailer.useLogger(app.log);
  if (!existsSync(path.join(webDist, "index.html"))) {
    app.log.warn(`No web build at ${webDist}: serving the API only. Run \`pnpm build\` for the site.`);
  }

  let stopJobs = () => {};
  closeOnSignals(app, async () => {
    stopJobs();
    await app.close(); // stops accepting, waits for in-flight requests
    await calendars?.close();
    // Lets the message on the wire finish, but a stalled SMTP server does not hold the stop: that
    // message stays in the outbox and goes after the next start.
    await Promise.race([mailer.stop(), delay(MAIL_STOP_GRACE_MS)]);
    await store.close(); // the WAL checkpointed into studio.db
  });

  await onDisk;
  await app.listen({ port: config.port, host: config.host });
  nowListening();
  mailer.start();
  stopJobs = startJobs(config, { store, mailer, log: app.log, ...calendarReader });
  setTimeout(saveCompileCache, SAVE_COMPILE_CACHE_AFTER_MS).unref();
  const password = await passwordSetup;
  if (password.generated) console.log(generatedPasswordNotice(password.generated, config.dataDir));
  const version = VERSION ? `version ${VERSION}, ` : "";
  console.log(`Studio site running at ${listeningUrl(app, config)} (${version}mail: ${mailer.description})`);
}

/**
 * Checks ADMIN_PASSWORD against its scrypt hash, which takes a core for a moment (off the
 * main thread), once the server listens: on two cores it would take one from the start itself (V8's
 * background threads, the first requests). Admin requests wait for it; public ones do not.
 */
function adminPasswordOnceListening(listening: Promise<void>, store: Store, config: Config) {
  const passwordSetup = listening
    .then(() => ensureAdminPassword(config.dataDir, config.adminPassword))
    .then(async (password) => {
      if (password.changed) deletePasswordSessions(store); // a new password ends the sessions it opened
      return password;
    });
  passwordSetup.catch(() => {}); // a failure is reported where it is awaited, after listen
  return passwordSetup;
}

/**
 * Upgrades the database and seeds or compares the studio's settings. Returns the first sync to
 * disk, awaited before listening so that the migrations and the producers are on disk before
 * anything is served; it starts the sync thread, which boots on the other core while the routes
 * are built.
 */
async function readyStore(store: Store, config: Config) {
  const upgraded = await upgradeDatabase(store, config.dataDir);
  if (upgraded) console.log(upgraded);
  // The file seeds a new database once; from then on config.profile is the database's settings.
  const differs = openStudioSettings(store, config.profile, new Date());
  if (differs) console.log(differs);
  const onDisk = store.synced();
  onDisk?.catch(() => {}); // a failure is reported where it is awaited, before listening
  return onDisk;
}

/** SMTP when SMTP_URL is set; otherwise each mail is written to DATA_DIR/outbox as a file. */
function mailTransport(config: Config) {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl)
    : fileTransport(path.join(config.dataDir, "outbox"), (file) => console.log(`mail: written to ${file}`));
}

function serverOptions(
  config: Config,
  parts: Pick<ServerDeps, "store" | "mailer" | "webDist" | "adminReady" | "calendarReader">,
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
    logger: loggerOptions(config.logLevel),
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
