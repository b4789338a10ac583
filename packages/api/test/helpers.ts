// The test harness: a real server on a real port over a real SQLite file in a temp DATA_DIR.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDays, dayKind, londonToday, pricePenceFor } from "@studio/domain";
import type { FastifyInstance } from "fastify";
import { SMTPServer } from "smtp-server";
import { ensureAdminPassword } from "../src/auth/password.js";
import { loadProfile, type StudioProfile } from "../src/config/index.js";
import { MailSender, type SenderOptions } from "../src/mail/sender.js";
import { fileTransport, type SmtpTimeouts, smtpTransport } from "../src/mail/transport.js";
import { buildServer, type ServerLimits } from "../src/server.js";
import { migrate } from "../src/store/migrate.js";
import { openStore, type Store } from "../src/store/store.js";
import { syncEngineers } from "../src/store/engineers.js";

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
  webDist?: string;
  publicUrl?: string;
  /** Another studio profile, and its folder (the pictures it names are served from there). */
  studio?: { profile: StudioProfile; dir: string };
  cookieSecure?: boolean;
  /** Reuse this DATA_DIR (a restart); it is then left in place on close. */
  dataDir?: string;
  smtpTimeouts?: Partial<SmtpTimeouts>;
  trustProxy?: boolean | number | string;
  /** Overrides of the sender's quick test timings. */
  sender?: Partial<Pick<SenderOptions, "baseDelayMs" | "maxDelayMs" | "pollMs">>;
  /** What admin requests wait for (main.ts passes the start-up password check). */
  adminReady?: Promise<unknown>;
  /** How the image library loads (one that fails: the pictures are served as they are). */
  pictureWorker?: string;
}

export async function startApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "studio-api-test-"));
  const store = openStore(dataDir);
  await migrate(store);
  syncEngineers(store, profile.producers);
  // A cheaper scrypt than production's 2^17 keeps the suite quick; the code path is the same.
  await ensureAdminPassword(dataDir, PASSWORD, 2 ** 12);
  const transport = options.smtpPort
    ? smtpTransport(`smtp://127.0.0.1:${options.smtpPort}`, options.smtpTimeouts)
    : fileTransport(path.join(dataDir, "outbox"));
  const mailer = new MailSender(store, transport, {
    from: "Leyton Sound Studio <bookings@leytonsound.studio>",
    baseDelayMs: 100,
    maxDelayMs: 400,
    pollMs: 200,
    ...options.sender,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const app = await buildServer({
    store,
    profile: options.studio?.profile ?? profile,
    ...(options.studio ? { mediaDir: options.studio.dir } : {}),
    ...(options.pictureWorker ? { pictureWorker: options.pictureWorker } : {}),
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
    ...(options.webDist ? { webDist: options.webDist } : {}),
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    ...(options.cookieSecure ? { cookieSecure: true } : {}),
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    ...(options.adminReady ? { adminReady: options.adminReady } : {}),
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

/** A parsed JSON answer: tests read into it freely and assert on what they find. */
// biome-ignore lint/suspicious/noExplicitAny: JSON from the wire, checked by the assertions
export type Json = any;

export interface Answer<T = Json> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface CallOptions {
  cookie?: string | undefined;
  headers?: Record<string, string>;
  /** Sent as is, with no JSON content type added. */
  raw?: string | Uint8Array;
}

/** One HTTP call with a JSON body (when given), as the spec's client makes them. */
export async function call<T = Json>(
  base: string,
  method: string,
  pathname: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined && options.raw === undefined) headers["content-type"] ??= "application/json";
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers,
    body: options.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed as T, text, headers: response.headers };
}

/** Logs in over REST and returns the session cookie (name=value). */
export async function login(base: string): Promise<string> {
  const answer = await call(base, "POST", "/api/admin/login", { password: PASSWORD });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${answer.text}`);
  return cookieFrom(answer.headers);
}

export function cookieFrom(headers: Headers): string {
  const setCookie = headers.getSetCookie()[0];
  if (!setCookie) throw new Error("no Set-Cookie");
  return setCookie.split(";")[0]!;
}

/** tRPC over HTTP: queries as GET with ?input=, mutations as POST with a JSON body. */
export async function trpc<T = Json>(
  base: string,
  kind: "query" | "mutation",
  procedure: string,
  input?: unknown,
  options: CallOptions = {},
): Promise<Answer<{ result?: { data: T }; error?: { message: string; code: number; data: Json } }>> {
  if (kind === "query") {
    const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return call(base, "GET", `/trpc/${procedure}${query}`, undefined, options);
  }
  return call(base, "POST", `/trpc/${procedure}`, input ?? {}, options);
}

/**
 * The `n`th future studio day of a weekday (5 Fri, 6 Sat, 0 Sun, 4 Thu, 1 Mon), counted from
 * tomorrow in London, so a slot never "already started" and stays inside the 3-month horizon.
 */
export function upcoming(weekday: number, n = 0): string {
  let date = addDays(londonToday(new Date()), 1);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
  return addDays(date, 7 * n);
}

export const isSessionDay = (date: string) => dayKind(date) === "session";

let counter = 0;
/** A valid public booking payload; override what the test is about. */
export function bookingPayload(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const duration = (overrides.duration as number | undefined) ?? 2;
  return {
    firstName: "Ada",
    lastName: `Lovelace${counter}`,
    email: `ada${counter}@example.com`,
    phone: "07700900123",
    date: upcoming(5, 1),
    startTime: "14:00",
    engineer: "Marcus",
    duration,
    totalCost: pricePenceFor(duration),
    projectDescription: "An EP",
    ...overrides,
  };
}

export interface SmtpSink {
  port: number;
  messages: { from: string; to: string[]; raw: string }[];
  close(): Promise<void>;
}

/** A real SMTP server in-process that keeps every message it is given. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: SmtpSink["messages"] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  // A connection reset by the client is an 'error' event here; unheard it would crash the test run.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    port: actualPort,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` holds, polling; fails with `what` after `ms`. */
export async function eventually(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
