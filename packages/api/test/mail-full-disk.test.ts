// A database that cannot be written (a full disk, an I/O error, a read-only file): the mail sender
// pauses with growing pauses instead of trying again at once, says so in one line (no stack) at
// most once per warning period, never sends a mail twice because its mark could not be written,
// and resumes by itself when writes work again (mail/write-pause.ts, store/write-failures.ts).
// The real SQLite file refuses writes with `PRAGMA query_only` (SQLITE_READONLY, as a full disk
// gives SQLITE_FULL: the same family of storage failures).
import { afterEach, beforeEach, expect, it } from "vitest";
import { MailSender, type SenderOptions } from "../src/mail/sender.js";
import type { MailTransport } from "../src/mail/transport.js";
import { enqueueMail } from "../src/store/email-outbox.js";
import type { Store } from "../src/store/store.js";
import { openTestStore, type TestStore } from "./test-store.js";

let data: TestStore;
let store: Store;
let sender: MailSender;
let now: number;
const sent: string[] = [];
const lines: { level: "info" | "warn" | "error"; details: Record<string, unknown>; message: string }[] = [];
/** While set, the transport's file write fails as on a full disk (the .eml outbox of development). */
let noRoom = false;
const transport: MailTransport = {
  description: "a list",
  send: async (mail) => {
    if (noRoom) throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    sent.push(mail.subject);
  },
  close: () => {},
};
const logTo = (level: "info" | "warn" | "error") => (details: object, message?: string) => {
  lines.push({ level, details: details as Record<string, unknown>, message: message ?? "" });
};

/** The warning period, shortened from a minute; the stretch below is six of them. */
const WARN_EVERY_MS = 500;
const STRETCH_MS = 3_000;

beforeEach(async () => {
  data = await openTestStore();
  store = data.store;
  now = Date.UTC(2030, 0, 4, 12);
  sent.length = 0;
  lines.length = 0;
  noRoom = false;
  sender = new MailSender(store, transport, {
    from: "Studio <s@example.com>",
    clock: () => new Date(now),
    log: {
      info: logTo("info"),
      warn: logTo("warn"),
      error: logTo("error"),
    } as unknown as SenderOptions["log"],
    pollMs: 50,
    baseDelayMs: 50,
    writePause: { baseMs: 20, maxMs: 200, warnEveryMs: WARN_EVERY_MS },
  });
  sender.start();
});
afterEach(async () => {
  store.sqlite.pragma("query_only = 0");
  await sender.stop();
  await data.close();
});

/** A mail due a second from now (the test's clock), so it waits until the disk is "full". */
const queueLater = (subject: string) =>
  enqueueMail(
    store,
    { kind: "staff-notification", bookingId: null, message: { to: ["s@example.com"], subject, text: "Hi" } },
    new Date(now),
    { undoKey: subject, releaseAt: new Date(now + 1_000) },
  );

const unsent = () =>
  store.sqlite.prepare("select count(*) from email_outbox where sentAt is null").pluck().get();

it("backs off on write failures, one line per period and no stack, sends nothing twice, and resumes", async () => {
  queueLater("A");
  queueLater("B");
  store.sqlite.pragma("query_only = 1");
  now += 2_000;
  sender.wake();
  const began = performance.now();
  while (performance.now() - began < STRETCH_MS) {
    sender.wake(); // requests keep nudging the sender: no wake cuts a pause short
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const warnings = lines.filter((l) => l.level === "warn");
  const periods = Math.ceil(STRETCH_MS / WARN_EVERY_MS);
  // At most one line per period (a try falls due every 200 ms or so, so some periods have none).
  expect(warnings.length).toBeGreaterThanOrEqual(2);
  expect(warnings.length).toBeLessThanOrEqual(periods + 1);
  expect(
    warnings.every((l) => /^mail: the database cannot be written \(SQLITE_READONLY\)/.test(l.message)),
  ).toBe(true);
  // No stack anywhere: no error line, no error object in any line.
  expect(lines.filter((l) => l.level === "error")).toEqual([]);
  expect(lines.some((l) => "err" in l.details)).toBe(false);
  // Growing pauses (up to 200 ms here), not a loop: a few dozen tries over the stretch at most.
  const tries =
    warnings.length + warnings.reduce((n, l) => n + Number(l.details.failedSinceLastLine ?? 0), 0);
  expect(tries).toBeLessThan(40);
  // A went out, but its mark could not be written: it is not sent again; B waits for the disk.
  expect(sent).toEqual(["A"]);

  store.sqlite.pragma("query_only = 0");
  await expect.poll(() => unsent(), { timeout: 5_000 }).toBe(0);
  expect(sent).toEqual(["A", "B"]);
  expect(lines.filter((l) => l.level === "info").map((l) => l.message)).toContain(
    "mail: the database can be written again; resumed",
  );
});

it("a mail file the full disk refuses: no attempt counted, one line per period, sent once there is room", async () => {
  queueLater("A");
  noRoom = true;
  now += 2_000;
  const began = performance.now();
  while (performance.now() - began < STRETCH_MS) {
    sender.wake();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const warnings = lines.filter((l) => l.level === "warn");
  expect(warnings.length).toBeGreaterThanOrEqual(1);
  expect(warnings.length).toBeLessThanOrEqual(Math.ceil(STRETCH_MS / WARN_EVERY_MS) + 1);
  expect(warnings.every((l) => /^mail: the disk cannot be written \(ENOSPC\)/.test(l.message))).toBe(true);
  expect(lines.some((l) => "err" in l.details)).toBe(false);
  expect(store.sqlite.prepare("select attempts from email_outbox").pluck().get()).toBe(0);
  noRoom = false;
  await expect.poll(() => unsent(), { timeout: 5_000 }).toBe(0);
  expect(sent).toEqual(["A"]);
});
