// What the mails say, read from the in-process SMTP server as a client would: every date in the
// mails' one style (the year when it is not this year, GMT/BST across a clock change), hold mails
// that greet the artist and say only what still holds, and the inbox preview of waitlist mails.
import {
  addDays,
  CUSTOMER_NOT_EMAILED_NOTE,
  customerMoneyRows,
  formatMailDay,
  formatMailMoment,
  formatMailSessionLong,
  formatShortDay,
  londonToday,
  PAYMENT_AT_STUDIO,
  sessionInterval,
} from "@studio/domain";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { queueDueReminders } from "../../src/services/reminders.js";
import { bookingPayload, call, postBooking, profile, upcoming } from "../helpers.js";
import { type ReadMail, readCalendar } from "../mail-parse.js";
import { admin, manageTokenOf, split, useRig, withClockRestored } from "./harness.js";

const DAY = 86_400_000;
const rig = useRig();

const now = () => new Date(rig.now());
/** The text part with its line wrapping undone. */
const flat = (mail: ReadMail) => mail.text.replace(/\s+/g, " ");
/** What an inbox shows beside the subject: React Email's hidden preview text. */
const previewOf = (mail: ReadMail) => /data-skip-in-text="true">([^<]*)/.exec(mail.html)?.[1] ?? "";
/** A long date such as 'November 28th, 2026 11:17 PM': the style no mail should use. */
const OTHER_STYLE = /[A-Z][a-z]+ \d{1,2}(st|nd|rd|th), \d{4}/;

/** The mail's money lines as the domain's rows give them (the manage page shows the same). */
const moneyLines = (totalCost: number, paidPence: number) =>
  customerMoneyRows({ status: "confirmed", totalCost }, { paidPence, balancePence: totalCost - paidPence })
    .map((row) => `${row.label}: ${row.value}`)
    .join(" ");

/** Next year's autumn clock-change night: the Saturday before October's last Sunday. */
function autumnChangeNight(): string {
  const year = Number(londonToday(now()).slice(0, 4)) + 1;
  let sunday = `${year}-10-31`;
  while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0) sunday = addDays(sunday, -1);
  return addDays(sunday, -1);
}

describe("the payment receipt", () => {
  it("names GMT and BST on a clock-change night, and dates the payment in the mails' style", async () => {
    const made = await admin(
      rig,
      "POST",
      "/api/admin/bookings",
      bookingPayload({ date: autumnChangeNight(), startTime: "01:00", duration: 2, totalCost: 7000 }),
    );
    expect(made.status, made.text).toBe(201);
    await rig.take(2);
    const paid = await admin(rig, "POST", `/api/admin/bookings/${made.body.id}/payments`, {
      amountPence: 4000,
      method: "card",
    });
    expect(paid.status, paid.text).toBe(201);
    const [receipt] = await rig.take(1);
    const text = flat(receipt!.mail);
    expect(text).toContain(`Session: ${formatMailSessionLong(made.body, now())}`);
    expect(text).toMatch(/Session: Sunday 31 October \d{4}, 1:00 AM BST – 2:00 AM GMT \(Saturday night\)/);
    expect(text).toContain(`When: ${formatMailMoment(now(), now())} (London time)`);
    // What is paid and what is due after it, as every booking mail says it.
    expect(text).toContain(`Received: £40.00 Method: Card`);
    expect(text).toContain(moneyLines(7000, 4000));
    expect(text).not.toContain("Balance left");
    expect(text).not.toMatch(OTHER_STYLE);
  });
});

describe("hold mails", () => {
  const hold = {
    firstName: "Hana",
    lastName: "Mori",
    email: "hana@example.com",
    phone: "07700900555",
    startTime: "20:00",
    duration: 3,
    engineer: "Dre",
    notifyArtist: true,
  };

  it("greet the artist by name, date the expiry in the mails' style, and a release holds nothing", async () => {
    const placed = await admin(rig, "POST", "/api/admin/holds", {
      ...hold,
      date: addDays(londonToday(now()), 20),
    });
    expect(placed.status, placed.text).toBe(201);
    const [artist] = await rig.take(1);
    const expiry = formatMailMoment(placed.body.expiresAt, now());
    expect(flat(artist!.mail)).toContain(`Hi Hana, The studio is holding this time for you until ${expiry}.`);
    expect(flat(artist!.mail)).toContain(`Held until: ${expiry}`);
    expect(artist!.mail.html).not.toContain("<strong>Hi Hana");
    expect(previewOf(artist!.mail)).toContain("The studio is holding this time for you");
    expect(flat(artist!.mail)).not.toMatch(OTHER_STYLE);

    expect((await admin(rig, "DELETE", `/api/admin/holds/${placed.body.id}`)).status).toBe(200);
    const [released] = await rig.take(1);
    expect(flat(released!.mail)).toContain(
      "Hi Hana, The studio has released the time it was holding for you.",
    );
    expect(flat(released!.mail)).not.toContain("Held until");
  });
});

describe("waitlist mails", () => {
  it("name a night of next year with its year, and preview what happened, not the greeting", async () => {
    // The first Friday of next year, seen from ten days before it (this year, within the horizon).
    let night = `${Number(londonToday(now()).slice(0, 4)) + 1}-01-01`;
    while (new Date(`${night}T00:00:00Z`).getUTCDay() !== 5) night = addDays(night, 1);
    await withClockRestored(rig, async () => {
      rig.setNow(Date.parse(`${night}T12:00:00Z`) - 10 * DAY);
      await rig.relogin();
      expect((await postBooking(rig.t.url, { date: night, startTime: "12:00", duration: 10 })).status).toBe(
        201,
      );
      await rig.take(2);
      const late = await admin(
        rig,
        "POST",
        "/api/admin/bookings",
        bookingPayload({ date: night, startTime: "22:00", duration: 8 }),
      );
      expect(late.status, late.text).toBe(201);
      await rig.take(2);
      const joined = await call(rig.t.url, "POST", "/api/waitlist", {
        firstName: "Wanda",
        email: "wanda@example.com",
        date: night,
        engineer: "Marcus",
        minDuration: 2,
      });
      expect(joined.status, joined.text).toBe(201);
      const [confirmation] = await rig.take(1);
      const year = night.slice(0, 4);
      expect(confirmation!.mail.subject).toContain(formatShortDay(night, { year: true }));
      expect(flat(confirmation!.mail)).toContain(
        `You are on the waitlist for ${formatMailDay(night, now())}.`,
      );
      expect(flat(confirmation!.mail)).toContain(`Night: ${formatMailDay(night, now())}`);
      expect(formatMailDay(night, now())).toContain(year);
      expect(previewOf(confirmation!.mail)).toMatch(/^You are on the waitlist for /);

      const cancel = await admin(rig, "PATCH", `/api/admin/bookings/${late.body.id}/status`, {
        status: "cancelled",
      });
      expect(cancel.status).toBe(200);
      const mails = await rig.take(3);
      const offer = mails.find((m) => m.to.includes("wanda@example.com"))!.mail;
      expect(offer.subject).toBe(
        `Time has freed up: Leyton Sound Studio, ${formatShortDay(night, { year: true })}`,
      );
      expect(flat(offer)).toContain(`Time has freed up on ${formatMailDay(night, now())}:`);
      expect(previewOf(offer)).toMatch(/^Time has freed up on /);
    });
  });
});

describe("what is paid and what is due", () => {
  it("a change and the reminder of a paid booking ask for nothing; part-paid, they say what is left", async () => {
    const night = upcoming(6, 9);
    const made = await admin(
      rig,
      "POST",
      "/api/admin/bookings",
      bookingPayload({ date: night, startTime: "14:00", duration: 2, totalCost: 7000 }),
    );
    expect(made.status, made.text).toBe(201);
    await rig.take(2);
    const id: string = made.body.id;
    const pay = (amountPence: number) =>
      admin(rig, "POST", `/api/admin/bookings/${id}/payments`, {
        amountPence,
        method: "cash",
        sendReceipt: false,
      });

    expect((await pay(4000)).status).toBe(201);
    expect((await admin(rig, "PUT", `/api/admin/bookings/${id}`, { startTime: "15:00" })).status).toBe(200);
    const partPaid = split(await rig.take(2), made.body.email);
    expect(flat(partPaid.customer)).toContain(moneyLines(7000, 4000));
    expect(flat(partPaid.customer)).toContain("Paid: £40.00 Due: £30.00, payable at the studio");
    expect(flat(partPaid.customer)).toContain(PAYMENT_AT_STUDIO);
    expect(flat(partPaid.staff)).toContain("Due: £30.00");

    expect((await pay(3000)).status).toBe(201);
    const changed = await admin(rig, "PUT", `/api/admin/bookings/${id}`, { startTime: "16:00" });
    expect(changed.status).toBe(200);
    const { customer } = split(await rig.take(2), made.body.email);
    expect(flat(customer)).toContain(moneyLines(7000, 7000));
    expect(flat(customer)).not.toMatch(/payable|Payment at the studio/);
    expect(customer.calendar!.description).not.toContain("Payment at the studio");
    // The manage page's "Add to calendar" file says the same.
    const download = await call(rig.t.url, "GET", `/api/manage/${manageTokenOf(customer)}/calendar.ics`);
    expect(download.status).toBe(200);
    expect(readCalendar(download.text).description).not.toContain("Payment at the studio");

    await withClockRestored(rig, async () => {
      rig.setNow(sessionInterval(changed.body)!.startMs - 23 * 3_600_000);
      const services = { store: rig.t.store, profile, clock: now, mailer: rig.t.mailer };
      expect(queueDueReminders({ ...services, publicUrl: "http://studio.test" })).toBeGreaterThanOrEqual(1);
      const reminders = await rig.take(1);
      const reminder = reminders.find((m) => m.to.includes(made.body.email))!.mail;
      expect(flat(reminder)).toContain(moneyLines(7000, 7000));
      expect(flat(reminder)).not.toMatch(/payable|Payment at the studio/);
    });
  });
});

describe("smaller things", () => {
  it("the enrolment mail's text part gives its link once", async () => {
    const added = await admin(rig, "POST", "/api/admin/staff", {
      name: "Sam",
      email: "sam.words@example.com",
      role: "staff",
    });
    expect(added.status, added.text).toBe(201);
    const [enrolment] = await rig.take(1);
    expect(enrolment!.mail.text.match(/#enrol=/g)).toHaveLength(1);
    expect(enrolment!.mail.html).toContain("Or open this link");
  });

  it("a double quote in a name stays readable in the calendar, and each mail points to its own link", async () => {
    const made = await admin(rig, "POST", "/api/admin/bookings", {
      ...bookingPayload({ date: upcoming(5, 9), startTime: "14:00" }),
      firstName: "Dee",
      lastName: 'D"Ángelo',
    });
    expect(made.status, made.text).toBe(201);
    const { customer } = split(await rig.take(2), made.body.email);
    const event = new ICAL.Component(ICAL.parse(customer.calendar!.raw)).getFirstSubcomponent("vevent")!;
    expect(event.getFirstProperty("attendee")!.getParameter("cn")).toBe("Dee D'Ángelo");
    expect(flat(customer)).toContain("You can cancel online, from the link in this e-mail, up to");

    const changed = await admin(rig, "PUT", `/api/admin/bookings/${made.body.id}`, { startTime: "15:00" });
    expect(changed.status).toBe(200);
    const change = split(await rig.take(2), made.body.email).customer;
    expect(flat(change)).toContain("from the link in this e-mail");
    expect(flat(change)).not.toContain("confirmation e-mail");
  });

  it("the staff hear that the customer made a change themselves, and when the customer was not told", async () => {
    const made = await postBooking(rig.t.url, { date: upcoming(6, 10), startTime: "14:00" });
    expect(made.status).toBe(201);
    const token = manageTokenOf(split(await rig.take(2), made.body.email).customer);
    expect((await call(rig.t.url, "POST", `/api/manage/${token}/cancel`, {})).status).toBe(200);
    const cancelled = split(await rig.take(2), made.body.email).staff;
    expect(cancelled.subject).toMatch(/^Booking cancelled by the customer online: /);

    const staffMade = await admin(rig, "POST", "/api/admin/bookings", {
      ...bookingPayload({ date: upcoming(6, 11), startTime: "14:00" }),
      notifyCustomer: false,
    });
    expect(staffMade.status, staffMade.text).toBe(201);
    const [notice] = await rig.take(1);
    expect(flat(notice!.mail)).toContain(`${CUSTOMER_NOT_EMAILED_NOTE}.`);
    expect(previewOf(notice!.mail)).toContain(CUSTOMER_NOT_EMAILED_NOTE);
  });
});
