// Where e-mails go: an SMTP server (SMTP_URL), or .eml files in DATA_DIR/outbox for development.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { OutgoingMail } from "../store/email-outbox.js";
import type { CalendarPart } from "./calendar-part.js";

interface Envelope extends Omit<OutgoingMail, "template" | "messageKey" | "calendar" | "icalEvent"> {
  from: string;
  /** The booking's calendar, sent once, as an alternative of the message (never an attachment too). */
  calendar?: CalendarPart | undefined;
  messageId: string;
  /** The outbox row it came from: the .eml file is named after it, so erasure and retention find it. */
  outboxId?: number;
}

export interface MailTransport {
  /** Where mail goes, for the logs (never includes credentials). */
  readonly description: string;
  /** Resolves once the message is accepted; rejects with the reason otherwise. */
  send(mail: Envelope): Promise<void>;
  close(): void;
}

/**
 * Every mail the studio sends is written by the system: out-of-office and other automatic replies
 * must not answer it (Auto-Submitted; Exchange reads X-Auto-Response-Suppress instead).
 */
const AUTOMATIC_MAIL_HEADERS = {
  "Auto-Submitted": "auto-generated",
  "X-Auto-Response-Suppress": "All",
};

/**
 * The message for nodemailer. The calendar is an alternative `text/calendar; method=...` beside
 * the text and the HTML, as iTIP mail carries it; nodemailer's `icalEvent` would add it a second
 * time as an `application/ics` attachment.
 */
export const toNodemailer = (mail: Envelope) => ({
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  replyTo: mail.replyTo,
  messageId: mail.messageId,
  headers: AUTOMATIC_MAIL_HEADERS,
  attachments: mail.attachments,
  ...(mail.calendar
    ? {
        alternatives: [
          {
            contentType: `text/calendar; charset=utf-8; method=${mail.calendar.method}`,
            content: mail.calendar.content,
          },
        ],
      }
    : {}),
});

/** The SMTP commands whose 5xx answer refuses this one message (not the server's set-up, like AUTH). */
const MESSAGE_COMMANDS = new Set(["MAIL FROM", "RCPT TO", "DATA"]);

/**
 * The server's reason when it refused the message for good (a 5xx answer to MAIL FROM, RCPT TO or
 * DATA, e.g. "550 5.1.1 mailbox unavailable"): sending it again would get the same answer. Anything
 * else (a 4xx, a timeout, a refused connection, a failed login) is undefined: worth retrying.
 */
export function permanentRejection(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { responseCode, response, command } = error as Error & {
    responseCode?: unknown;
    response?: unknown;
    command?: unknown;
  };
  if (typeof responseCode !== "number" || responseCode < 500 || responseCode > 599) return undefined;
  if (typeof command !== "string" || !MESSAGE_COMMANDS.has(command)) return undefined;
  return typeof response === "string" && response.trim() ? response.trim() : error.message;
}

/** How long one delivery attempt may wait on the SMTP server, in ms. */
export interface SmtpTimeouts {
  /** To open the TCP connection. */
  connectionMs: number;
  /** For the server's greeting once connected (a stalled server greets late or never). */
  greetingMs: number;
  /** Of silence on the socket at any later step. */
  socketMs: number;
}

const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 30_000,
};

type TransportOptions = Parameters<typeof import("nodemailer").createTransport>[0];

/**
 * nodemailer's transporter, made when the first message goes: nodemailer loads Node's `tls` and
 * `https` as it loads (~10 ms of a start on the fast VM), and the sender starts after listening.
 */
function transporterOnUse(options: TransportOptions) {
  let made: Promise<Transporter> | undefined;
  return {
    get: () =>
      (made ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(options))),
    close: () => void made?.then((transporter) => transporter.close()),
  };
}

export function smtpTransport(smtpUrl: string, timeouts: Partial<SmtpTimeouts> = {}): MailTransport {
  const limits = { ...DEFAULT_SMTP_TIMEOUTS, ...timeouts };
  const transporter = transporterOnUse({
    url: smtpUrl,
    // Bounded so a dead or stalled server delays the outbox, never hangs it.
    connectionTimeout: limits.connectionMs,
    greetingTimeout: limits.greetingMs,
    socketTimeout: limits.socketMs,
  } as TransportOptions);
  const url = new URL(smtpUrl);
  return {
    description: `SMTP ${url.protocol}//${url.host}`,
    send: async (mail) => {
      await (await transporter.get()).sendMail(toNodemailer(mail));
    },
    close: transporter.close,
  };
}

/** Writes each message as an .eml file, so nothing is lost and a developer can open it. */
export function fileTransport(dir: string, onWrite?: (file: string) => void): MailTransport {
  const transporter = transporterOnUse({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    description: `.eml files in ${dir}`,
    send: async (mail) => {
      const info = await (await transporter.get()).sendMail(toNodemailer(mail));
      // Mail holds names and manage links: the owner's only, whatever the umask.
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[-:.]/g, "");
      const id = mail.outboxId ?? mail.messageId.replace(/[<>]/g, "").split("@")[0];
      const file = path.join(dir, `${stamp}-outbox-${id}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      onWrite?.(file);
    },
    close: transporter.close,
  };
}
