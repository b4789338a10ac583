// A booking's life told: every change a customer can see reaches the customer and the staff, each with the
// booking's calendar event at a rising SEQUENCE; a change they cannot see sends nothing.
import { formatMailSessionLong } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { type Json, postBooking, profile, upcoming } from "../helpers.js";
import { admin, expectCalendar, setStatus, split, useRig } from "./harness.js";

const rig = useRig();

let booking: Json;

/** Changes the booking's status and reads the pair of mails that tells both sides. */
async function statusChangeMails(status: "cancelled" | "confirmed") {
  const answer = await setStatus(rig, booking.id, status);
  expect(answer.status).toBe(200);
  return split(await rig.take(2), booking.email);
}

describe("a booking's e-mails, from receipt to restore", () => {
  it("receipt: REQUEST at SEQUENCE 0, the real day of an after-midnight start, HTML and text", async () => {
    const made = await postBooking(rig.t.url, {
      date: upcoming(6, 2),
      startTime: "01:00",
      duration: 2,
      projectDescription: "EP\nTotal: £0.00\nBcc: x@evil.example",
    });
    expect(made.status).toBe(201);
    booking = made.body;
    const { customer, staff, staffTo } = split(await rig.take(2), booking.email);
    expectCalendar(customer, booking, "REQUEST", 0);
    const when = formatMailSessionLong(booking, new Date(rig.now()));
    expect(when).toMatch(/^Sunday .* 1:00 AM – 3:00 AM \(Saturday night\)$/);
    expect(customer.text).toContain(`When: ${when}`);
    expect(customer.html).toContain("<html");
    expect(customer.html).toContain(when);
    expect(customer.messageId).toMatch(/^<[0-9a-f]{32}@leytonsound\.studio>$/);
    expect(staff.messageId).not.toBe(customer.messageId);
    expect(staffTo.sort()).toEqual([...profile.notificationRecipients].sort());
    // The customer's words are quoted: no line of theirs starts like one of the studio's.
    expect(staff.text).toContain("> Total: £0.00");
    expect(staff.text).not.toMatch(/^Total: £0\.00/m);
    expect(staff.text).not.toMatch(/^Bcc:/m);
  });

  const changes: [string, Record<string, unknown>][] = [
    ["date", { date: upcoming(5, 3) }],
    ["start time", { startTime: "22:00" }],
    ["duration", { duration: 4 }],
    ["producer", { engineer: "Dre" }],
    ["cost", { totalCost: 9900 }],
  ];
  changes.forEach(([what, change], index) => {
    it(`a change of ${what}: both sides told, REQUEST at SEQUENCE ${index + 1}, the new times`, async () => {
      const before = booking;
      const answer = await admin(rig, "PUT", `/api/admin/bookings/${booking.id}`, change);
      expect(answer.status).toBe(200);
      booking = answer.body;
      const { customer, staff } = split(await rig.take(2), booking.email);
      expectCalendar(customer, booking, "REQUEST", index + 1);
      expect(customer.subject).toContain("has changed");
      expect(staff.subject).toContain("Booking changed");
      expect(customer.text).toContain("Before this change");
      expect(customer.text).toContain(`When: ${formatMailSessionLong(booking, new Date(rig.now()))}`);
      if (what === "producer") expect(customer.text).toContain(`Producer: ${before.engineer}`);
    });
  });
});

describe("a booking's e-mails: what is not told, cancel and restore", () => {
  it("a change the customer cannot see (project description) sends nothing", async () => {
    const answer = await admin(rig, "PUT", `/api/admin/bookings/${booking.id}`, {
      projectDescription: "LP now",
    });
    expect(answer.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const rows = rig.t.store.sqlite
      .prepare("select count(*) as n from email_outbox where bookingId = ?")
      .get(booking.id) as { n: number };
    expect(rows.n).toBe(12); // receipt pair + five change pairs
  });

  it("staff cancel: CANCEL at the next SEQUENCE to the customer, a notice to the staff", async () => {
    const { customer, staff } = await statusChangeMails("cancelled");
    expectCalendar(customer, booking, "CANCEL", 6);
    expect(customer.subject).toContain("is cancelled");
    expect(staff.subject).toContain("Booking cancelled");
  });

  it("restore from the status: REQUEST again at the next SEQUENCE", async () => {
    const { customer, staff } = await statusChangeMails("confirmed");
    expectCalendar(customer, booking, "REQUEST", 7);
    expect(customer.subject).toContain("is booked again");
    expect(staff.subject).toContain("Booking restored");
  });

  it("restore from the archive: REQUEST again at the next SEQUENCE", async () => {
    await setStatus(rig, booking.id, "cancelled");
    await rig.take(2);
    const answer = await admin(rig, "POST", `/api/admin/archived-bookings/${booking.id}/restore`);
    expect(answer.status).toBe(200);
    const { customer } = split(await rig.take(2), booking.email);
    expectCalendar(customer, booking, "REQUEST", 9);
  });
});
