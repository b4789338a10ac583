// What the resilience tests share: the summary tally, a barrier that fires many requests at once,
// snapshots of the data tables, the HTTP surface (every route and procedure) and SMTP servers that
// misbehave on purpose. Builds on ../helpers.ts (the real server, a real SQLite file, real SMTP).
import { randomUUID } from "node:crypto";
import { appendFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import { inject } from "vitest";
import type { Store } from "../../src/store/store.js";
import { appRouter } from "../../src/trpc/router.js";
import type { Json } from "../helpers.js";
import type { CaseRecord } from "./summary.global.js";

// ---------------------------------------------------------------------------------------------
// The summary table

const recordFile = path.join(inject("resilienceDir"), `${process.pid}-${randomUUID()}.jsonl`);

/**
 * Counts the cases of one kind as a test tries them. `finish()` writes the row of the summary
 * table (also when cases failed) and returns the failures, for one readable assertion.
 */
export class Tally {
  private tried = 0;
  private readonly failures: string[] = [];

  constructor(
    private readonly area: string,
    private readonly name: string,
  ) {}

  /** One case: `ok` says it held; `detail` names it in the failure list. */
  check(ok: boolean, detail: string): boolean {
    this.tried += 1;
    if (!ok) this.failures.push(detail);
    return ok;
  }

  finish(): string[] {
    const row: CaseRecord = {
      area: this.area,
      name: this.name,
      tried: this.tried,
      held: this.tried - this.failures.length,
    };
    appendFileSync(recordFile, `${JSON.stringify(row)}\n`);
    return this.failures.slice(0, 30);
  }
}

// ---------------------------------------------------------------------------------------------
// Many requests at once

export interface RawRequest {
  method: string;
  path: string;
  /** JSON-encoded with content-type application/json. */
  body?: unknown;
  /** Sent as is (give the content type in headers). */
  raw?: string | Buffer;
  cookie?: string | undefined;
  headers?: Record<string, string>;
}

export interface RawAnswer {
  status: number;
  body: Json;
  text: string;
  headers: http.IncomingHttpHeaders;
  ms: number;
}

/**
 * Opens one socket per request and sends every header first; every body goes out in the same tick
 * once all are connected — and, given the in-process `server`, once it has read every header. (The
 * kernel completes a connection before the server accepts it, and Node accepts one connection per
 * event-loop turn: without waiting for the server, it would meet the requests one turn apart, each
 * whole, and never hold two handlers at once.)
 */
export async function fireTogether(
  base: string,
  requests: RawRequest[],
  server?: http.Server,
): Promise<RawAnswer[]> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const releases: (() => void)[] = [];
  let connected = 0;
  let openGate: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    openGate = resolve;
  });
  let headersRead = 0;
  const onRequest = () => {
    headersRead += 1;
  };
  server?.on("request", onRequest);
  const allHeadersRead = new Promise<void>((resolve) => {
    const poll = setInterval(() => {
      if (!server || headersRead >= requests.length) {
        clearInterval(poll);
        resolve();
      }
    }, 2);
  });
  const answers = requests.map(
    (spec) =>
      new Promise<RawAnswer>((resolve, reject) => {
        const data =
          spec.raw !== undefined
            ? Buffer.from(spec.raw)
            : spec.body === undefined
              ? undefined
              : Buffer.from(JSON.stringify(spec.body));
        const headers: Record<string, string | number> = { ...spec.headers };
        if (spec.body !== undefined && spec.raw === undefined) headers["content-type"] ??= "application/json";
        // Without a length, Node would announce a chunked body (and a bodiless POST is not one).
        headers["content-length"] = data ? data.length : 0;
        if (spec.cookie) headers.cookie = spec.cookie;
        let started = 0;
        const request = http.request(
          { host: url.hostname, port: url.port, path: spec.path, method: spec.method, agent, headers },
          (response) => {
            let text = "";
            response.setEncoding("utf8");
            response.on("data", (chunk: string) => {
              text += chunk;
            });
            response.on("end", () => {
              let body: Json = text;
              try {
                body = text ? JSON.parse(text) : undefined;
              } catch {
                // not JSON: keep the text
              }
              resolve({
                status: response.statusCode ?? 0,
                body,
                text,
                headers: response.headers,
                ms: Date.now() - started,
              });
            });
          },
        );
        request.on("error", reject);
        request.on("socket", (socket) => {
          socket.once("connect", () => {
            connected += 1;
            if (connected === requests.length) openGate();
          });
        });
        request.flushHeaders();
        releases.push(() => {
          started = Date.now();
          request.end(data);
        });
      }),
  );
  await gate;
  await allHeadersRead;
  server?.off("request", onRequest);
  for (const release of releases) release();
  try {
    return await Promise.all(answers);
  } finally {
    agent.destroy();
  }
}

// ---------------------------------------------------------------------------------------------
// The database, seen from the test

/** The tables that hold the studio's data (not sessions or the health heartbeat). */
export const DATA_TABLES = ["bookings", "archived_bookings", "contact_messages", "email_outbox", "engineers"];

/** Every row of every data table, for "nothing was written" comparisons. */
export function snapshot(store: Store): string {
  return JSON.stringify(
    DATA_TABLES.map((table) => store.sqlite.prepare(`select * from ${table} order by rowid`).all()),
  );
}

export function countRows(store: Store, table: string, where = "1"): number {
  return (store.sqlite.prepare(`select count(*) as n from ${table} where ${where}`).get() as { n: number }).n;
}

// ---------------------------------------------------------------------------------------------
// The HTTP surface

/** Every route the server registers, as `METHOD /path` (HEAD and the tRPC catch-all left out). */
export function registeredRoutes(printed: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of printed.split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    stack.length = depth;
    const full = (depth > 0 ? stack[depth - 1] : "") + (match[2] ?? "");
    stack[depth] = full;
    for (const method of (match[3] ?? "").split(", ")) {
      if (method === "HEAD" || full.startsWith("/trpc/")) continue;
      routes.push(`${method} ${full}`);
    }
  }
  return routes.sort();
}

export type ProcedureKind = "query" | "mutation";

/** Every tRPC procedure with its kind, from the router itself. */
export function registeredProcedures(): { name: string; kind: ProcedureKind }[] {
  return Object.entries(
    appRouter._def.procedures as unknown as Record<string, { _def: { type: ProcedureKind } }>,
  )
    .map(([name, procedure]) => ({ name, kind: procedure._def.type }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

// ---------------------------------------------------------------------------------------------
// SMTP servers that misbehave

export interface Delivered {
  messageId: string;
  to: string[];
  raw: string;
  at: number;
}

export type SmtpMode = "accept" | "reject-rcpt" | "reject-data" | "unavailable";

export interface FaultySmtp {
  port: number;
  mode: SmtpMode;
  delivered: Delivered[];
  /** Every attempt the server saw (one per RCPT TO), with the recipient, for backoff timing. */
  attempts: { rcpt: string; at: number }[];
  close(): Promise<void>;
}

const messageIdOf = (raw: string) => /^Message-ID:\s*(.*)$/im.exec(raw)?.[1]?.trim() ?? "";

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

/**
 * A real SMTP server whose behaviour the test switches: accept, refuse every recipient (550),
 * refuse every message after DATA (554), or answer every command 421 (service unavailable).
 */
export async function startFaultySmtp(mode: SmtpMode = "accept", port = 0): Promise<FaultySmtp> {
  const state: FaultySmtp = {
    port,
    mode,
    delivered: [],
    attempts: [],
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (state.mode === "unavailable") return callback(smtpError("Service not available, try later", 421));
      callback();
    },
    onRcptTo(address, _session, callback) {
      state.attempts.push({ rcpt: address.address, at: Date.now() });
      if (state.mode === "reject-rcpt") return callback(smtpError("Mailbox unavailable", 550));
      callback();
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (state.mode === "reject-data") return callback(smtpError("Message refused by policy", 554));
        const raw = Buffer.concat(chunks).toString("utf8");
        state.delivered.push({
          messageId: messageIdOf(raw),
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          at: Date.now(),
        });
        callback();
      });
    },
  });
  // A client that dies mid-session (the crash test SIGKILLs the server while it sends) resets the
  // connection; smtp-server reports that as an 'error' event, which unheard would crash the test run.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  const address = server.server.address();
  state.port = typeof address === "object" && address ? address.port : port;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

export interface StallingSmtp {
  port: number;
  /** Connections accepted so far. */
  connections: number;
  /** Connections open right now that have not been greeted. */
  waiting(): number;
  close(): Promise<void>;
}

/**
 * Accepts connections and greets only after `greetingDelayMs` (30 s: a server that is up but
 * stalled). The client's greeting timeout decides how long a delivery attempt waits.
 */
export async function startStallingSmtp(port = 0, greetingDelayMs = 30_000): Promise<StallingSmtp> {
  const sockets = new Set<net.Socket>();
  const ungreeted = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    ungreeted.add(socket);
    const timer = setTimeout(() => {
      ungreeted.delete(socket);
      socket.write("220 slow.example ESMTP at last\r\n");
    }, greetingDelayMs);
    timer.unref();
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      sockets.delete(socket);
      ungreeted.delete(socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    get connections() {
      return connections;
    },
    waiting: () => ungreeted.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port that nothing listens on (found by binding and letting go). */
export async function deadPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
