// An upgrade takes the manage links' tokens out of mails queued by an older version: the mail keeps
// a slot, and one not sent yet still goes out with a working link.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { mailToSend } from "../../src/mail/delivery.js";
import type { OutboxRow } from "../../src/store/email-outbox.js";
import { migrate } from "../../src/store/migrate.js";
import { migrations } from "../../src/store/migrations/index.js";
import { openStore, type Store } from "../../src/store/store.js";

let dir: string;
let store: Store;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "studio-outbox-tokens-"));
  store = openStore(dir);
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const before = Object.fromEntries(
  Object.entries(migrations).filter(([name]) => name < "0009_outbox_without_link_tokens"),
);
const OLD_TOKEN = "Qw3_e-".repeat(7).concat("r");

it("replaces a queued mail's raw token with the slot, and the sender fills in a new one", async () => {
  await migrate(store, before);
  store.sqlite.exec(`insert into bookings (id, "firstName", "lastName", email, phone, date, "startTime",
    engineer, duration, "totalCost", status, "createdAt", "startMs", "endMs")
    values ('b1', 'Ada', 'L', 'ada@example.com', '07700900123', '2027-03-06', '14:00', 'Marcus', 2, 7000,
    'confirmed', '2026-11-26T00:00:00.000Z', 1804428000000, 1804435200000)`);
  const message = JSON.stringify({
    to: ["ada@example.com"],
    subject: "Your session",
    template: {
      name: "customer-booking",
      props: { manageUrl: `https://s.example/booking/manage/${OLD_TOKEN}` },
    },
  });
  store.sqlite
    .prepare(`insert into email_outbox (kind, "bookingId", message, "nextAttemptAt", "createdAt")
      values ('receipt', 'b1', ?, 0, '2026-11-26T00:00:00.000Z')`)
    .run(message);

  await migrate(store);
  const row = store.sqlite.prepare("select * from email_outbox").get() as OutboxRow;
  expect(row.message).not.toContain(OLD_TOKEN);
  expect(JSON.parse(row.message)).toMatchObject({
    mintsManageToken: true,
    template: { props: { manageUrl: "https://s.example/booking/manage/{manage-token}" } },
  });
  const sent = await mailToSend(store, row, new Date());
  const url = (sent.template?.props as { manageUrl?: string } | undefined)?.manageUrl;
  expect(url).toMatch(/^https:\/\/s\.example\/booking\/manage\/[A-Za-z0-9_-]{43}$/);
  expect(url).not.toContain(OLD_TOKEN);
});
