// An upgrade takes the manage links' tokens out of mails queued by an older version: the mail keeps
// a slot, and one not sent yet still goes out with a working link.
import { afterEach, beforeEach, expect, it } from "vitest";
import { mailToSend } from "../../src/mail/delivery.js";
import { deliveryLedger } from "../../src/services/mail-delivery.js";
import type { OutboxRow } from "../../src/store/email-outbox.js";
import { migrate } from "../../src/store/migrate.js";
import { migrations } from "../../src/store/migrations/index.js";
import type { Store } from "../../src/store/store.js";
import { openTestStore, type TestStore } from "../test-store.js";

let data: TestStore;
let store: Store;
beforeEach(async () => {
  data = await openTestStore({ unmigrated: true });
  store = data.store;
});
afterEach(async () => {
  await data.close();
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
  const sent = await mailToSend(store, row, new Date(), deliveryLedger(store));
  const url = (sent.template?.props as { manageUrl?: string } | undefined)?.manageUrl;
  expect(url).toMatch(/^https:\/\/s\.example\/booking\/manage\/[A-Za-z0-9_-]{43}$/);
  expect(url).not.toContain(OLD_TOKEN);
});

it("takes the enrolment links out of mails queued before: the old links stop working, an unsent mail gets a new one", async () => {
  await migrate(
    store,
    Object.fromEntries(
      Object.entries(migrations).filter(([name]) => name < "0018_outbox_without_enrolment_links"),
    ),
  );
  store.sqlite.exec(`insert into staff_members (id, name, email, role, producer, "createdAt")
    values ('p1', 'Sam', 'sam@example.com', 'owner', null, '2026-11-26T00:00:00.000Z')`);
  store.sqlite.exec(
    `insert into staff_enrolments ("tokenHash", "personId", "expiresAt") values ('h', 'p1', 9e15)`,
  );
  const enrolment = (sentAt: string | null) =>
    store.sqlite
      .prepare(`insert into email_outbox (kind, "bookingId", message, "nextAttemptAt", "createdAt", "sentAt")
        values ('staff-enrolment', null, ?, 0, '2026-11-26T00:00:00.000Z', ?)`)
      .run(
        JSON.stringify({
          to: ["Sam@example.com"],
          subject: "Your sign-in",
          template: {
            name: "staff-enrolment",
            props: { enrolUrl: `https://s.example/admin#enrol=${OLD_TOKEN}` },
          },
        }),
        sentAt,
      );
  enrolment("2026-11-26T00:01:00.000Z");
  enrolment(null);

  await migrate(store);
  const rows = store.sqlite.prepare("select * from email_outbox order by id").all() as OutboxRow[];
  for (const row of rows) expect(row.message).not.toContain(OLD_TOKEN);
  expect(JSON.parse(rows[0]!.message).mintsEnrolmentFor).toBeUndefined();
  expect(JSON.parse(rows[1]!.message)).toMatchObject({ mintsEnrolmentFor: "p1" });
  const sent = await mailToSend(store, rows[1]!, new Date(), deliveryLedger(store));
  const url = (sent.template?.props as { enrolUrl?: string } | undefined)?.enrolUrl;
  expect(url).toMatch(/^https:\/\/s\.example\/admin#enrol=[A-Za-z0-9_-]{43}$/);
  const links = store.sqlite.prepare(`select "tokenHash" from staff_enrolments`).all() as {
    tokenHash: string;
  }[];
  expect(links).toHaveLength(1);
  expect(links[0]!.tokenHash).not.toBe("h");
});
