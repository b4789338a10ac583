// The ways an SMTP server fails in the mail-fault tests: down, stalled, refusing recipients,
// refusing the message, unavailable. Each starts its fault and knows how to recover; what it
// starts is closed by `closeFaults()` after each test.
import {
  deadPort,
  type FaultySmtp,
  type SmtpMode,
  type StallingSmtp,
  startFaultySmtp,
  startStallingSmtp,
} from "./faulty-smtp.js";

const cleanups: (() => Promise<void>)[] = [];

/** Runs `close` after the current test (last registered, first closed). */
export function closeAfterTest(close: () => Promise<void>): void {
  cleanups.push(close);
}

/** Closes what the test started, newest first. */
export async function closeFaults(): Promise<void> {
  while (cleanups.length) await cleanups.pop()!();
}

export interface Fault {
  name: string;
  /** What the outbox's lastError says. */
  error: RegExp;
  /** Attempts each mail must have failed before SMTP recovers. */
  minAttempts: number;
  greetingMs: number;
  /** Starts the faulty server and returns the port and how to recover it. */
  start(): Promise<{ port: number; stalled?: StallingSmtp; recover(): Promise<FaultySmtp> }>;
}

function refusing(mode: SmtpMode, name: string, error: RegExp): Fault {
  return {
    name,
    error,
    minAttempts: 3,
    greetingMs: 500,
    async start() {
      const smtp = await startFaultySmtp(mode);
      closeAfterTest(() => smtp.close());
      return {
        port: smtp.port,
        recover: async () => {
          smtp.mode = "accept";
          return smtp;
        },
      };
    },
  };
}

export const FAULTS: Fault[] = [
  {
    name: "SMTP down (connection refused)",
    error: /ECONNREFUSED|connect/i,
    minAttempts: 3,
    greetingMs: 500,
    async start() {
      const port = await deadPort();
      return {
        port,
        recover: async () => {
          const smtp = await startFaultySmtp("accept", port);
          closeAfterTest(() => smtp.close());
          return smtp;
        },
      };
    },
  },
  {
    // The server accepts the connection and greets only after 30 s; the mailer's greeting timeout
    // (configurable, 1 s here instead of 10 s) ends each attempt, so the test need not wait 30 s.
    name: "SMTP stalled (greeting after 30 s)",
    error: /greeting/i,
    minAttempts: 2,
    greetingMs: 1000,
    async start() {
      const stalled = await startStallingSmtp(0, 30_000);
      closeAfterTest(() => stalled.close());
      return {
        port: stalled.port,
        stalled,
        recover: async () => {
          await stalled.close();
          const smtp = await startFaultySmtp("accept", stalled.port);
          closeAfterTest(() => smtp.close());
          return smtp;
        },
      };
    },
  },
  // A 5xx refusal is not retried (mail-refusals.test.ts); a 4xx deferral is.
  refusing("defer-rcpt", "SMTP defers recipients (451 on RCPT)", /451|Try again later/),
  refusing("unavailable", "SMTP unavailable (421)", /421|not available/),
];
