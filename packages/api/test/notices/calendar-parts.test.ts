// How the calendar travels and what it asks for, read through the in-process SMTP server, mailparser
// and ical.js: one `text/calendar; method=...` alternative and no .ics attachment beside it; the
// customer asked for no reply (RSVP=FALSE) and led back to the manage page; every mail automatic.
import { describe, expect, it } from "vitest";
import { call, type Json, postBooking, upcoming } from "../helpers.js";
import { type ReadMail, readCalendar } from "../mail-parse.js";
import { admin, expectCalendar, manageTokenOf, split, useRig } from "./harness.js";

const rig = useRig();

/** The raw MIME of the last `count` messages the sink received. */
const lastRaw = (count: number) => rig.sink.messages.slice(-count).map((m) => m.raw);

/** The calendar goes once, as a text/calendar alternative carrying its method; nothing else. */
function expectOneCalendarPart(raw: string, method: "REQUEST" | "CANCEL"): void {
  const types = [...raw.matchAll(/^Content-Type: ([^\r\n]+(?:\r?\n[ \t][^\r\n]+)*)/gim)].map((m) =>
    m[1]!.replace(/\r?\n[ \t]+/g, " ").toLowerCase(),
  );
  const calendars = types.filter((type) => type.includes("calendar") || type.includes("ics"));
  expect(calendars).toEqual([`text/calendar; charset=utf-8; method=${method.toLowerCase()}`]);
  expect(types.some((type) => type.startsWith("multipart/alternative"))).toBe(true);
  expect(raw).not.toMatch(/application\/ics/i);
  expect(raw).not.toMatch(/Content-Disposition: attachment/i);
}

/** The customer is asked for no reply and told, in the event, where to move or cancel it. */
function expectLeadsBack(mail: ReadMail, token = manageTokenOf(mail)): void {
  const link = `http://127.0.0.1:3000/booking/manage/${token}`;
  expect(mail.calendar?.rsvp).toBe("FALSE");
  expect(mail.calendar?.url).toBe(link);
  expect(mail.calendar?.description).toContain(`Move or cancel: ${link}`);
}

describe("the receipt and the cancellation", () => {
  let booking: Json;

  it("receipt: one REQUEST alternative, RSVP=FALSE, the manage link as URL and in the description", async () => {
    const made = await postBooking(rig.t.url, { date: upcoming(6, 2), startTime: "20:00" });
    expect(made.status).toBe(201);
    booking = made.body;
    const { customer, staff } = split(await rig.take(2), booking.email);
    const customerRaw = rig.sink.messages.find((m) => m.to.includes(booking.email))!.raw;
    expectOneCalendarPart(customerRaw, "REQUEST");
    expectCalendar(customer, booking, "REQUEST", 0);
    expectLeadsBack(customer);
    expect(customer.otherParts).toEqual(["text/calendar"]);
    expect(staff.calendar).toBeUndefined();
    expect(customer.autoSubmitted).toBe("auto-generated");
    expect(staff.autoSubmitted).toBe("auto-generated");
  });

  it("staff cancel: one CANCEL alternative, still leading back to the manage page", async () => {
    const answer = await admin(rig, "PATCH", `/api/admin/bookings/${booking.id}/status`, {
      status: "cancelled",
    });
    expect(answer.status).toBe(200);
    const { customer, staff } = split(await rig.take(2), booking.email);
    const customerRaw = lastRaw(2).find((raw) => raw.includes(`To: ${booking.email}`))!;
    expectOneCalendarPart(customerRaw, "CANCEL");
    expectCalendar(customer, booking, "CANCEL", 1);
    // The mail offers nothing to manage; its calendar event still names the (new) manage link.
    expect(customer.calendar?.url).toMatch(/\/booking\/manage\/[A-Za-z0-9_-]{43}$/);
    expectLeadsBack(customer, customer.calendar!.url!.split("/").at(-1));
    expect(customer.calendar?.description).not.toContain("Payment");
    expect([customer.autoSubmitted, staff.autoSubmitted]).toEqual(["auto-generated", "auto-generated"]);
  });
});

describe("the manage page's calendar file", () => {
  it("carries the manage link as URL and in the description", async () => {
    const made = await postBooking(rig.t.url, { date: upcoming(6, 3), startTime: "20:00" });
    const { customer } = split(await rig.take(2), made.body.email);
    const token = manageTokenOf(customer);
    const ics = await call(rig.t.url, "GET", `/api/manage/${token}/calendar.ics`);
    expect(ics.status).toBe(200);
    const calendar = readCalendar(ics.text);
    expect(calendar.method).toBe("PUBLISH");
    expect(calendar.url).toBe(`http://127.0.0.1:3000/booking/manage/${token}`);
    expect(calendar.description).toContain(`Move or cancel: http://127.0.0.1:3000/booking/manage/${token}`);
  });
});

describe("the staff's mails", () => {
  it("the test e-mail, the summary and a contact notice are marked automatic too", async () => {
    expect((await admin(rig, "POST", "/api/admin/test-email")).status).toBe(200);
    expect((await admin(rig, "POST", "/api/admin/resend-notifications")).status).toBe(200);
    const sent = await call(rig.t.url, "POST", "/api/contact", {
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      subject: "pricing",
      message: "How much is a whole night?",
    });
    expect(sent.status).toBe(201);
    const mails = await rig.take(3);
    expect(mails.map((m) => m.mail.autoSubmitted)).toEqual(Array(3).fill("auto-generated"));
    expect(mails.every((m) => m.mail.calendar === undefined)).toBe(true);
  });
});
