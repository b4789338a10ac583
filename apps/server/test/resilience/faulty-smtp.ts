// SMTP servers that misbehave on purpose (refusing, unavailable, stalled) and a port nothing listens
// on: what the mail-fault and crash tests point the outbox at.
import net from "node:net";
import { SMTPServer, type SMTPServerSession } from "smtp-server";

interface Delivered {
  messageId: string;
  to: string[];
  raw: string;
  at: number;
}

export type SmtpMode = "accept" | "reject-rcpt" | "reject-data" | "defer-rcpt" | "unavailable";

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
 * refuse every message after DATA (554), defer every recipient (451: try again later), or answer
 * every command 421 (service unavailable).
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
      if (state.mode === "reject-rcpt") return callback(smtpError("5.1.1 Mailbox unavailable", 550));
      if (state.mode === "defer-rcpt") return callback(smtpError("4.3.0 Try again later", 451));
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
