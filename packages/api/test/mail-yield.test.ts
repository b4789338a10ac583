// The mail sender steps aside while requests keep arriving, but never for longer than a second
// after a mail fell due (mail/sender.ts): answers first, mail a moment later, never held back.
import { afterEach, beforeEach, expect, it } from "vitest";
import { MailSender } from "../src/mail/sender.js";
import type { MailTransport } from "../src/mail/transport.js";
import { enqueueMail } from "../src/store/email-outbox.js";
import type { Store } from "../src/store/store.js";
import { openTestStore, type TestStore } from "./test-store.js";

let data: TestStore;
let store: Store;
let sender: MailSender;
let now: number;
const sent: string[] = [];
const transport: MailTransport = {
  description: "a list",
  send: async (mail) => {
    sent.push(mail.subject);
  },
  close: () => {},
};

beforeEach(async () => {
  data = await openTestStore();
  store = data.store;
  now = Date.UTC(2030, 0, 4, 12);
  sent.length = 0;
  sender = new MailSender(store, transport, {
    from: "Studio <s@example.com>",
    clock: () => new Date(now),
    pollMs: 50,
    // Requests "keep arriving" for a quarter of a second after each: a loaded two-core machine can
    // leave the test's 2 ms request timer unfired for longer than the 15 ms of a real server.
    quietMs: 250,
  });
  sender.start();
});
afterEach(async () => {
  await sender.stop();
  await data.close();
});

const queue = (subject: string) =>
  enqueueMail(
    store,
    { kind: "receipt", bookingId: null, message: { to: ["ada@example.com"], subject, text: "Hi" } },
    new Date(now),
  );

it("holds a mail while requests keep arriving, and sends it once a second has passed since it fell due", async () => {
  // A first mail loads the renderer and starts the sync thread: a stall of the loop longer than
  // the quiet spell would look like a pause between requests.
  queue("Warm-up");
  sender.wake();
  await expect.poll(() => sent).toEqual(["Warm-up"]);
  sent.length = 0;
  const requests = setInterval(() => sender.noteRequest(), 2);
  try {
    sender.noteRequest();
    queue("Booked");
    sender.wake();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toEqual([]); // the clock stands still: it has waited no time at all
    now += 1_000;
    await expect.poll(() => sent).toEqual(["Booked"]); // requests still arriving
  } finally {
    clearInterval(requests);
  }
});

it("sends at once when no request is arriving", async () => {
  queue("Booked");
  sender.wake();
  await expect.poll(() => sent).toEqual(["Booked"]);
});
