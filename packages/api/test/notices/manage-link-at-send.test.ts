// The outbox keeps a slot, not a manage link's token: the sender mints the token as it sends, so a
// resend after a crash still carries a working link, and the stored row never opens the booking.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { mailToSend } from "../../src/mail/delivery.js";
import { deliveryLedger } from "../../src/services/mail-delivery.js";
import { sessionCalendar } from "../../src/mail/ics.js";
import { MANAGE_TOKEN_SLOT, withManageToken } from "../../src/mail/manage-link.js";
import type { OutboxRow } from "../../src/store/email-outbox.js";
import { call, eventually, postBooking, upcoming } from "../helpers.js";
import { useApp } from "../shared-app.js";

const PUBLIC_URL = "https://studio.example";
const t = useApp({ publicUrl: PUBLIC_URL });

const receiptOf = (bookingId: string) =>
  t.store.sqlite
    .prepare(`select * from email_outbox where "bookingId" = ? and kind = 'receipt'`)
    .get(bookingId) as OutboxRow;

const linkIn = (mail: { template?: { props: unknown } }) =>
  (mail.template?.props as { manageUrl?: string } | undefined)?.manageUrl ?? "";

describe("the manage link is minted when the mail is sent", () => {
  it("the stored receipt holds the slot; each send (a resend after a crash too) gets a working token", async () => {
    const made = await postBooking(t.url, { date: upcoming(6, 2), startTime: "18:00" });
    expect(made.status).toBe(201);
    await eventually(() => receiptOf(made.body.id)?.sentAt !== null, "the receipt sent");
    const row = receiptOf(made.body.id);
    expect(row.message).toContain(`${PUBLIC_URL}/booking/manage/${MANAGE_TOKEN_SLOT}`);
    const hashesBefore = t.store.sqlite.prepare("select count(*) from manage_tokens").pluck().get();

    // A crash after the mail left but before it was marked sent: the row is sent again.
    const first = linkIn(await mailToSend(t.store, row, new Date(), deliveryLedger(t.store)));
    const again = linkIn(await mailToSend(t.store, row, new Date(), deliveryLedger(t.store)));
    expect(first).not.toBe(again);
    for (const link of [first, again]) {
      const token = /^https:\/\/studio\.example\/booking\/manage\/([A-Za-z0-9_-]{43})$/.exec(link)?.[1];
      expect(token, link).toBeDefined();
      const view = await call(t.url, "GET", `/api/manage/${token}`);
      expect(view.status).toBe(200);
      expect(view.body.date).toBe(made.body.date);
      expect(receiptOf(made.body.id).message).not.toContain(token);
    }
    expect(t.store.sqlite.prepare("select count(*) from manage_tokens").pluck().get()).toBe(
      Number(hashesBefore) + 2,
    );
  });

  it("a link inside the calendar's text is filled and folded again, read whole by ical.js", () => {
    const link = `${PUBLIC_URL}/booking/manage/${MANAGE_TOKEN_SLOT}`;
    const content = sessionCalendar({
      method: "REQUEST",
      sequence: 0,
      uid: "b1@studio.example",
      startMs: Date.UTC(2027, 2, 6, 14),
      endMs: Date.UTC(2027, 2, 6, 16),
      stampMs: Date.UTC(2026, 10, 26),
      summary: "Recording session",
      location: "Leyton, E10",
      description: `To move or cancel your session, use ${link} at any time.`,
      organizer: { name: "Studio", email: "bookings@studio.example" },
      attendee: { name: "Ada", email: "ada@example.com" },
    });
    const token = `${"T".repeat(20)}${"_-x".repeat(7)}Zz`;
    const filled = withManageToken(
      { to: ["ada@example.com"], subject: "s", icalEvent: { method: "REQUEST", filename: "a.ics", content } },
      token,
    );
    const ics = filled.icalEvent!.content;
    expect(ics.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("description")).toBe(
      `To move or cancel your session, use ${PUBLIC_URL}/booking/manage/${token} at any time.`,
    );
  });
});
