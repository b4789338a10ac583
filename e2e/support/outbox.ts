// The mail the e2e server wrote as .eml files (no SMTP_URL in e2e), read as a customer would:
// quoted-printable soft breaks and escapes undone, newest first.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";

/** Every mail written so far, newest first, decoded. */
function readOutbox(): string[] {
  const outbox = join(process.env.E2E_DATA_DIR ?? "", "outbox");
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .sort()
    .reverse()
    .map((file) =>
      readFileSync(join(outbox, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    );
}

/** Every mail that mentions `email` anywhere (to them, or the staff's notice about them). */
export const mailsMentioning = (email: string): string[] => readOutbox().filter((raw) => raw.includes(email));

/** The mails addressed to `email` alone: the customer's own, not the staff's copy that replies to them. */
export function mailsTo(email: string): string[] {
  const to = new RegExp(`^To: ${email.replace(/[.+]/g, "\\$&")}\\s*$`, "m");
  return readOutbox().filter((raw) => to.test(raw));
}

/** The newest mail to `email` with its lines joined: a sentence wrapped in the text part reads whole. */
export function newestMailText(email: string): string {
  return (mailsTo(email)[0] ?? "").replace(/\s+/g, " ");
}

/** Waits for the newest link matching `pattern` in the mails to `email`. */
async function linkFor(email: string, pattern: RegExp, timeout = 15_000): Promise<string> {
  const link = () =>
    mailsTo(email)
      .find((raw) => pattern.test(raw))
      ?.match(pattern)?.[0] ?? "";
  await expect.poll(link, { timeout, message: `a link in the mail to ${email}` }).not.toBe("");
  return link();
}

/** Waits for the customer's newest mail with a manage link and returns the link's path. */
export async function manageLinkFor(email: string): Promise<string> {
  return new URL(await linkFor(email, /https?:\/\/[^\s"<>]+\/booking\/manage\/[A-Za-z0-9_-]{43}/)).pathname;
}

/** Waits for a new person's enrolment mail and returns its link. */
export function enrolmentLinkFor(email: string): Promise<string> {
  return linkFor(email, /https?:\/\/[^\s"<>]+\/admin#enrol=[A-Za-z0-9_-]{43}/, 30_000);
}
