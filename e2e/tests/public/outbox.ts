/** The e-mails the e2e server wrote as .eml files (no SMTP_URL in e2e), read as a customer would. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Every .eml to `email`, newest first, with quoted-printable soft breaks and escapes undone. */
function mailsTo(email: string): string[] {
  const outbox = join(process.env.E2E_DATA_DIR ?? "", "outbox");
  if (!existsSync(outbox)) return [];
  // The customer's own mail: addressed to them, not the staff's copy that replies to them.
  const to = new RegExp(`^To: ${email.replace(/[.+]/g, "\\$&")}\\s*$`, "m");
  return readdirSync(outbox)
    .sort()
    .reverse()
    .map((file) =>
      readFileSync(join(outbox, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    )
    .filter((raw) => to.test(raw));
}

/** The newest manage link in the mails to `email`, or '' when none has been written yet. */
export function manageLinkFor(email: string): string {
  for (const raw of mailsTo(email)) {
    const link = /https?:\/\/[^\s"<>]+\/booking\/manage\/[A-Za-z0-9_-]{43}/.exec(raw)?.[0];
    if (link) return link;
  }
  return "";
}

/** The newest mail to `email` with its lines joined: a sentence wrapped in the text part reads whole. */
export function newestMailText(email: string): string {
  return (mailsTo(email)[0] ?? "").replace(/\s+/g, " ");
}
