// Renders one sample of every e-mail the studio sends, through the same composers and templates as
// the server, into mail-preview/: <name>.html, <name>.txt and <name>.eml (the whole MIME message,
// for SpamAssassin). `pnpm mail:preview` then screenshots the HTML at 390 px (e2e/scripts).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  addDays,
  type Booking,
  londonToday,
  NEW_BOOKING_STATE,
  DEFAULT_RATE_CARD,
  priceOf,
} from "@studio/domain";
import nodemailer from "nodemailer";
import { loadProfile } from "../src/config/index.js";
import { type BookingNotice, customerBookingMail, staffBookingMail } from "../src/mail/booking-mail.js";
import { calendarPartOf } from "../src/mail/calendar-part.js";
import { renderMail } from "../src/mail/render.js";
import { toNodemailer } from "../src/mail/transport.js";
import { messageIdFor } from "../src/mail/delivery.js";
import { bookingSummary, contactNotice, testMail } from "../src/mail/templates.js";
import { newMessageKey, type OutgoingMail } from "../src/store/email-outbox.js";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "mail-preview");
const profile = loadProfile(path.resolve(root, "../../data/studio.json"));
const from = profile.mailFrom ?? `${profile.name} <${profile.bookingsEmail}>`;
const now = new Date();

let saturday = addDays(londonToday(now), 14);
while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);

const booking: Booking = {
  id: "5f0c6a3e-2b1d-4c8e-9a57-3d2f1e0b7c64",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "07700 900123",
  date: saturday,
  startTime: "23:00",
  engineer: "Marcus",
  duration: 4,
  totalCost: priceOf(DEFAULT_RATE_CARD, null, 4),
  projectDescription:
    "A four-track EP: vocals over my own beats.\nTotal: £0.00 (a line that must stay quoted)",
  ...NEW_BOOKING_STATE,
  createdAt: now.toISOString(),
};
const moved = { ...booking, startTime: "01:00", duration: 3, totalCost: priceOf(DEFAULT_RATE_CARD, null, 3) };
const manageUrl = "https://leytonsound.studio/booking/manage/Zx3v9QeT0bq4kKf2N8wLr1YhUo6sMdAcJgPiXeBtV7E";
const unpaid = { paidPence: 0, balancePence: booking.totalCost };
const context = (sequence: number, extra: object = {}) => ({
  profile,
  manageUrl,
  sequence,
  now,
  takings: unpaid,
  ...extra,
});

const customer = (b: Booking, notice: BookingNotice, sequence: number, extra: object = {}) =>
  customerBookingMail(b, notice, context(sequence, extra));

const samples: Record<string, OutgoingMail> = {
  "customer-receipt": customer(booking, "new", 0),
  "customer-changed": customer(moved, "changed", 1, { before: booking }),
  "customer-cancelled": customer({ ...moved, status: "cancelled" }, "cancelled", 2, {
    reason: "Our desk needs a repair that night; sorry. We have kept Sunday free for you.",
  }),
  "customer-restored": customer(moved, "restored", 3),
  // Paid in full at the studio before the night: the reminder asks for nothing.
  "customer-reminder": customer(moved, "reminder", 3, {
    takings: { paidPence: moved.totalCost, balancePence: 0 },
  }),
  "staff-new": staffBookingMail(booking, "new", context(0)),
  "staff-changed": staffBookingMail(moved, "changed", context(1, { before: booking })),
  "staff-cancelled-online": staffBookingMail(moved, "cancelled", context(2, { by: "customer" })),
  "staff-contact": contactNotice(
    {
      id: "c1",
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      phone: null,
      subject: "pricing",
      message: "Hi, how much is a ten-hour night for a band of five?\nThanks, Grace",
      status: "unread",
      createdAt: now.toISOString(),
    },
    profile,
    now,
  ),
  "staff-summary": bookingSummary([booking, moved], profile, now),
  "staff-test": testMail(profile, now),
};

const mime = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
for (const [name, mail] of Object.entries(samples)) {
  const { template } = mail;
  const parts = template ? await renderMail(template) : { html: mail.html ?? "", text: mail.text ?? "" };
  writeFileSync(path.join(out, `${name}.html`), parts.html);
  writeFileSync(path.join(out, `${name}.txt`), parts.text);
  const calendar = calendarPartOf(mail);
  if (calendar) writeFileSync(path.join(out, `${name}.ics`), calendar.content);
  const envelope = { to: mail.to, subject: mail.subject, ...parts, calendar, from };
  const info = await mime.sendMail({
    ...toNodemailer({ ...envelope, messageId: messageIdFor(newMessageKey(), from) }),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    date: now,
  });
  writeFileSync(path.join(out, `${name}.eml`), info.message as Buffer);
}
console.log(`mail-preview: ${Object.keys(samples).length} e-mails in ${out}`);
