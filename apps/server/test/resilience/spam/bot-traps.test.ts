// Spam: the contact form's bot traps (a hidden field and a minimum fill time) quarantine a message
// (status `spam`) — the sender gets the answer a person gets, staff are not told, nothing is lost.
import { contactSubmissionSchema } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { sendContactMessage } from "@studio/api/services";
import { call, trpc } from "../../../../../packages/api/test/helpers.js";
import { countRows, Tally } from "../harness.js";
import { servicesOf } from "../studio-setup.js";
import { message, now, spamStudio } from "./spam-studio.js";

const studio = spamStudio();
const { spamRows, inboxRows } = studio;

describe("contact form bot traps", () => {
  it("quarantines a filled honeypot or a too-fast form through both doors, with a person's answer; keeps people", async () => {
    const bots: [string, Record<string, unknown>][] = [
      ["honeypot filled", { website: "http://cheap-pills.example" }],
      ["honeypot filled, fill time fine", { website: "x", startedAt: now - 60_000 }],
      ["filled in 0.2 s", { startedAt: now - 200 }],
      ["filled in 1.49 s", { startedAt: now - 1490 }],
      ["filled in no time", { startedAt: now }],
    ];
    const people: [string, Record<string, unknown>][] = [
      ["filled in 1.5 s", { startedAt: now - 1500 }],
      ["filled in a minute, empty honeypot", { website: "", startedAt: now - 60_000 }],
      ["no traps sent (older client)", {}],
      ["browser clock ahead of the server", { startedAt: now + 30_000 }],
    ];
    const tally = new Tally("spam", "contact bots quarantined as spam (same answer, no notice); people kept");
    const person = await call(studio.t.url, "POST", "/api/contact", message({ startedAt: now - 10_000 }));
    const mails = countRows(studio.t.store, "email_outbox");
    for (const [name, traps] of bots) {
      const [spam, inbox] = [spamRows(), inboxRows()];
      const rest = await call(studio.t.url, "POST", "/api/contact", message(traps));
      const viaTrpc = await trpc(studio.t.url, "mutation", "contact.send", message(traps));
      tally.check(
        rest.status === 201 &&
          Object.keys(rest.body).sort().join() === Object.keys(person.body).sort().join() &&
          rest.body.status === "unread",
        `${name} (REST): ${rest.status} ${rest.text.slice(0, 120)}`,
      );
      tally.check(
        viaTrpc.status === 200 && viaTrpc.body.result?.data.success === true,
        `${name} (tRPC): ${viaTrpc.status}`,
      );
      tally.check(spamRows() === spam + 2 && inboxRows() === inbox, `${name}: not quarantined`);
    }
    tally.check(countRows(studio.t.store, "email_outbox") === mails, "a notice was queued for spam");
    for (const [name, traps] of people) {
      const [spam, inbox] = [spamRows(), inboxRows()];
      const rest = await call(studio.t.url, "POST", "/api/contact", message(traps));
      const viaTrpc = await trpc(studio.t.url, "mutation", "contact.send", message(traps));
      tally.check(
        rest.status === 201 && viaTrpc.status === 200 && inboxRows() === inbox + 2 && spamRows() === spam,
        `${name}: ${rest.status} ${viaTrpc.status}`,
      );
    }
    expect(tally.finish()).toEqual([]);
  });

  it("tells the caller which submissions are spam, so a staff notice can skip them", () => {
    const services = { ...servicesOf(studio.t, () => new Date(now)), publicUrl: "http://127.0.0.1" };
    const send = (traps: Record<string, unknown>) =>
      sendContactMessage(services, contactSubmissionSchema.parse(message(traps)));
    expect(send({ website: "x" }).spam).toBe(true);
    expect(send({ startedAt: now - 60_000 }).spam).toBe(false);
  });
});
