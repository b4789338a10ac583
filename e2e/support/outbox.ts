// The mail the e2e server wrote as .eml files (no SMTP_URL in e2e): links a customer would click.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";

/** The newest link matching `pattern` in the .eml files written to `email` (quoted-printable undone). */
function linkInMailTo(email: string, pattern: RegExp): string {
  const outbox = join(process.env.E2E_DATA_DIR ?? "", "outbox");
  for (const file of readdirSync(outbox).sort().reverse()) {
    const raw = readFileSync(join(outbox, file), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    if (!raw.includes(`To: ${email}`)) continue;
    const link = pattern.exec(raw)?.[0];
    if (link) return link;
  }
  throw new Error(`no link for ${email}`);
}

const MANAGE_LINK = /https?:\/\/[^\s"<>]+\/booking\/manage\/[A-Za-z0-9_-]{43}/;

/** Waits for the customer's receipt and returns the manage link's path. */
export async function manageLinkFor(email: string): Promise<string> {
  await expect
    .poll(() => {
      try {
        return linkInMailTo(email, MANAGE_LINK);
      } catch {
        return "";
      }
    })
    .toContain("/booking/manage/");
  return new URL(linkInMailTo(email, MANAGE_LINK)).pathname;
}

const ENROLMENT_LINK = /https?:\/\/[^\s"<>]+\/admin#enrol=[A-Za-z0-9_-]{43}/;

/** Waits for a new person's enrolment mail and returns its link. */
export async function enrolmentLinkFor(email: string): Promise<string> {
  const link = () => {
    try {
      return linkInMailTo(email, ENROLMENT_LINK);
    } catch {
      return "";
    }
  };
  await expect.poll(link, { timeout: 30_000 }).toContain("#enrol=");
  return link();
}
