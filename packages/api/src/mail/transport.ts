// Where e-mails go: an SMTP server (SMTP_URL), or .eml files in DATA_DIR/outbox for development.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { OutgoingMail } from "../store/email-outbox.js";

export interface Envelope extends OutgoingMail {
  from: string;
  messageId: string;
}

export interface MailTransport {
  /** Where mail goes, for the logs (never includes credentials). */
  readonly description: string;
  /** Resolves once the message is accepted; rejects with the reason otherwise. */
  send(mail: Envelope): Promise<void>;
  close(): void;
}

const toNodemailer = (mail: Envelope) => ({
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  replyTo: mail.replyTo,
  messageId: mail.messageId,
  attachments: mail.attachments,
});

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // Bounded so a dead server delays the outbox, never hangs it.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  const url = new URL(smtpUrl);
  return {
    description: `SMTP ${url.protocol}//${url.host}`,
    send: async (mail) => {
      await transporter.sendMail(toNodemailer(mail));
    },
    close: () => transporter.close(),
  };
}

/** Writes each message as an .eml file, so nothing is lost and a developer can open it. */
export function fileTransport(dir: string, onWrite?: (file: string) => void): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    description: `.eml files in ${dir}`,
    send: async (mail) => {
      const info = await transporter.sendMail(toNodemailer(mail));
      mkdirSync(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[-:.]/g, "");
      const id = mail.messageId.replace(/[<>]/g, "").split("@")[0];
      const file = path.join(dir, `${stamp}-${id}.eml`);
      writeFileSync(file, info.message as Buffer);
      onWrite?.(file);
    },
    close: () => transporter.close(),
  };
}
