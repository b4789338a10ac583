// Every state-changing route and mutation, each with an input it would act on, over a scene that
// gives them something real to change: a booking, its manage link, a cancelled one, a message.
import { randomUUID } from "node:crypto";
import { createAdminBooking } from "@studio/api/services";
import { newLinkToken } from "@studio/api/auth";
import { insertManageToken } from "@studio/api/store";
import {
  bookingPayload,
  PASSWORD,
  type TestApp,
  upcoming,
} from "../../../../../packages/api/test/helpers.js";
import { adminInput, cancelledBooking, leaveMessage, servicesOf } from "../studio-setup.js";

export interface StateChangingDoors {
  /** `[method, path, body]` of every REST route that changes state. */
  rest: [string, string, unknown][];
  /** `[procedure, input]` of every tRPC mutation. */
  mutations: [string, unknown][];
}

/** What the doors act on: made directly through the services, plus one message over REST. */
async function sceneFor(t: TestApp, clock: () => Date) {
  const services = servicesOf(t, clock);
  const adminBooking = adminInput({ date: upcoming(1, 2), startTime: "12:00" });
  const target = createAdminBooking(services, adminBooking);
  const { token: manageToken, hash } = newLinkToken();
  t.store.transaction(() => insertManageToken(t.store, hash, target.id, new Date().toISOString()));
  const cancelled = cancelledBooking(services, { date: upcoming(1, 3), startTime: "12:00" });
  const message = await leaveMessage(t.url, {
    firstName: "Ann",
    lastName: "Other",
    email: "ann@example.com",
    subject: "other",
    message: "A question about the studio",
  });
  const night = upcoming(5, 9);
  return {
    adminBooking,
    targetId: target.id,
    manageToken,
    cancelledId: cancelled.id,
    messageId: message.body.id as string,
    booking: bookingPayload({ date: upcoming(5, 5), startTime: "18:00" }),
    move: { date: upcoming(5, 6), startTime: "18:00", duration: 2, engineer: "Marcus" },
    hold: {
      firstName: "Ana",
      lastName: "Hold",
      email: "ana.hold@example.com",
      phone: "07700900555",
      date: upcoming(5, 7),
      startTime: "18:00",
      duration: 2,
      engineer: "Marcus",
    },
    closure: { startDate: night, endDate: night, reason: "Hijack", publicText: "Closed" },
    leave: { startDate: night, endDate: night, engineer: "Marcus", note: "Hijack" },
    // Loopback and not allow-listed: were it ever let through, the address rule refuses it unread.
    calendar: { engineer: "Marcus", label: "Hijack", url: "http://127.0.0.1:9/hijack.ics" },
    person: { name: "Mallory", email: "mallory@example.com", role: "owner" },
    attestation: WEBAUTHN_SHAPED.attestation,
    assertion: WEBAUTHN_SHAPED.assertion,
    waitlist: {
      firstName: "W",
      email: "w@example.com",
      date: upcoming(5, 8),
      engineer: null,
      minDuration: 2,
    },
    contact: {
      firstName: "C",
      lastName: "S",
      email: "c@example.com",
      subject: "other",
      message: "cross-site spam",
    },
  };
}

type Scene = Awaited<ReturnType<typeof sceneFor>>;

/** A passkey's answers in the right shape (their signatures are not the point here). */
const WEBAUTHN_SHAPED = {
  attestation: {
    id: "AAAA",
    rawId: "AAAA",
    type: "public-key",
    response: { clientDataJSON: "e30", attestationObject: "oA" },
    clientExtensionResults: {},
  },
  assertion: {
    id: "AAAA",
    rawId: "AAAA",
    type: "public-key",
    response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" },
    clientExtensionResults: {},
  },
};

function restDoors(s: Scene): [string, string, unknown][] {
  return [
    ["POST", "/api/bookings", s.booking],
    ["POST", "/api/contact", s.contact],
    ["POST", "/api/admin/login", { password: PASSWORD }],
    ["POST", "/api/admin/logout", {}],
    ["POST", "/api/admin/bookings", s.adminBooking],
    ["PUT", `/api/admin/bookings/${s.targetId}`, { firstName: "Hijacked" }],
    ["PATCH", `/api/admin/bookings/${s.targetId}/status`, { status: "cancelled" }],
    ["PATCH", `/api/admin/bookings/${s.targetId}/deposit`, { dueAt: "2030-01-01T18:00:00Z" }],
    ["PATCH", `/api/admin/messages/${s.messageId}/status`, { status: "replied" }],
    ["POST", `/api/admin/archived-bookings/${s.cancelledId}/restore`, {}],
    ["POST", "/api/admin/resend-notifications", {}],
    ["POST", "/api/admin/outbox/1/resend", {}],
    ["POST", "/api/admin/outbox/1/drop", {}],
    ["POST", "/api/admin/test-email", {}],
    ["POST", `/api/manage/${s.manageToken}/cancel`, {}],
    ["POST", `/api/manage/${s.manageToken}/move`, { ...s.move }],
    ["POST", "/api/waitlist", s.waitlist],
    ["DELETE", `/api/waitlist/${"A".repeat(43)}`, {}],
    ["POST", "/api/admin/closures", s.closure],
    ["DELETE", `/api/admin/closures/${randomUUID()}`, {}],
    ["POST", "/api/admin/leave", s.leave],
    ["DELETE", `/api/admin/leave/${randomUUID()}`, {}],
    ["POST", "/api/admin/holds", s.hold],
    ["POST", `/api/admin/holds/${randomUUID()}/confirm`, {}],
    ["DELETE", `/api/admin/holds/${randomUUID()}`, {}],
    ["POST", "/api/admin/customers/erase", { q: s.booking.email, confirm: true }],
    ["POST", "/api/admin/calendar-feeds/studio", {}],
    ["DELETE", "/api/admin/calendar-feeds/studio", {}],
    ["POST", "/api/admin/calendars", s.calendar],
    ["POST", `/api/admin/calendars/${randomUUID()}/sync`, {}],
    ["DELETE", `/api/admin/calendars/${randomUUID()}`, {}],
    ["POST", `/api/admin/bookings/${s.targetId}/payments`, { amountPence: 100, method: "cash" }],
    ["PUT", `/api/admin/bookings/${s.targetId}/attendance`, { attendance: "no-show" }],
    ["POST", "/api/admin/artists/notes", { email: s.booking.email, text: "A note" }],
    ["DELETE", `/api/admin/artists/notes/${randomUUID()}`, {}],
    ["POST", "/api/admin/staff", s.person],
    ["PATCH", `/api/admin/staff/${randomUUID()}`, { role: "staff" }],
    ["POST", `/api/admin/staff/${randomUUID()}/enrolment`, {}],
    ["DELETE", `/api/admin/staff/${randomUUID()}`, {}],
    ["DELETE", `/api/admin/staff/sessions/${"0".repeat(64)}`, {}],
    ["PUT", "/api/admin/settings/password-sign-in", { allowed: false }],
    ["PATCH", "/api/admin/studio", { policies: { holdHours: 12 } }],
    ["POST", "/api/admin/studio/producers", { name: "Hijack", title: "X", bio: "X", bookable: true }],
    ["PATCH", `/api/admin/studio/producers/${randomUUID()}`, { retired: true }],
    ["POST", "/api/admin/studio/gallery", {}],
    ["PUT", `/api/admin/studio/producers/${randomUUID()}/photo`, {}],
    ["PATCH", `/api/admin/studio/gallery/${randomUUID()}`, { caption: "Hijacked" }],
    ["PATCH", `/api/admin/studio/producers/${randomUUID()}/photo`, { alt: "Hijacked" }],
    ["POST", "/api/admin/studio/history/1/restore", {}],
    ["DELETE", `/api/admin/studio/gallery/${randomUUID()}`, {}],
    ["POST", "/api/admin/passkey/options", {}],
    ["POST", "/api/admin/passkey/login", { response: s.assertion }],
    ["POST", "/api/admin/enrol/options", { token: "A".repeat(43) }],
    ["POST", "/api/admin/enrol", { token: "A".repeat(43), response: s.attestation }],
    ["POST", "/api/admin/passkeys/options", {}],
    ["POST", "/api/admin/passkeys", { response: s.attestation }],
    ["DELETE", `/api/admin/passkeys/${randomUUID()}`, {}],
  ];
}

function mutationDoors(s: Scene): [string, unknown][] {
  return [
    ["bookings.create", s.booking],
    ["contact.send", s.contact],
    ["waitlist.join", s.waitlist],
    ["waitlist.leave", { token: "A".repeat(43) }],
    ["manage.cancel", { token: s.manageToken }],
    ["manage.move", { token: s.manageToken, ...s.move }],
    ["admin.login", { password: PASSWORD }],
    ["admin.logout", {}],
    ["admin.bookings.create", s.adminBooking],
    ["admin.bookings.update", { id: s.targetId, changes: { firstName: "Hijacked" } }],
    ["admin.bookings.setStatus", { id: s.targetId, status: "cancelled" }],
    ["admin.bookings.moveDepositDeadline", { id: s.targetId, dueAt: "2030-01-01T18:00:00Z" }],
    ["admin.messages.setStatus", { id: s.messageId, status: "replied" }],
    ["admin.archived.restore", { id: s.cancelledId }],
    ["admin.email.resend", {}],
    ["admin.email.resendMail", { id: "1" }],
    ["admin.email.dropMail", { id: "1" }],
    ["admin.email.test", {}],
    ["admin.diary.addClosure", s.closure],
    ["admin.diary.removeClosure", { id: randomUUID() }],
    ["admin.diary.addLeave", s.leave],
    ["admin.diary.removeLeave", { id: randomUUID() }],
    ["admin.holds.place", s.hold],
    ["admin.holds.confirm", { id: randomUUID() }],
    ["admin.holds.release", { id: randomUUID() }],
    ["admin.privacy.erase", { q: s.booking.email, confirm: true }],
    ["admin.calendarFeeds.create", { scope: "studio" }],
    ["admin.calendarFeeds.revoke", { scope: "studio" }],
    ["admin.calendars.add", s.calendar],
    ["admin.calendars.sync", { id: randomUUID() }],
    ["admin.calendars.remove", { id: randomUUID() }],
    ["admin.takings.takePayment", { id: s.targetId, payment: { amountPence: 100, method: "cash" } }],
    ["admin.takings.setAttendance", { id: s.targetId, attendance: "no-show" }],
    ["admin.takings.addNote", { email: s.booking.email, text: "A note" }],
    ["admin.takings.removeNote", { id: "1" }],
    ["admin.staff.add", s.person],
    ["admin.staff.setRole", { id: randomUUID(), change: { role: "staff" } }],
    ["admin.staff.remove", { id: randomUUID() }],
    ["admin.staff.resendEnrolment", { id: randomUUID() }],
    ["admin.staff.endSession", { ref: "0".repeat(64) }],
    ["admin.studio.update", { policies: { holdHours: 12 } }],
    ["admin.studio.addProducer", { name: "Hijack", title: "X", bio: "X", bookable: true }],
    ["admin.studio.updateProducer", { id: randomUUID(), patch: { retired: true } }],
    ["admin.studio.updateGalleryPicture", { id: randomUUID(), patch: { caption: "Hijacked" } }],
    ["admin.studio.updateProducerPhoto", { id: randomUUID(), patch: { alt: "Hijacked" } }],
    ["admin.studio.removeGalleryPicture", { id: randomUUID() }],
    ["admin.studio.restore", { id: "1" }],
    ["admin.staff.setPasswordSignIn", { allowed: false }],
    ["admin.passkeyOptions", {}],
    ["admin.passkeyLogin", { response: s.assertion }],
    ["admin.enrol.options", { token: "A".repeat(43) }],
    ["admin.enrol.finish", { token: "A".repeat(43), response: s.attestation }],
    ["admin.passkeys.options", {}],
    ["admin.passkeys.add", { response: s.attestation }],
    ["admin.passkeys.remove", { id: randomUUID() }],
  ];
}

export async function stateChangingDoors(t: TestApp, clock: () => Date): Promise<StateChangingDoors> {
  const scene = await sceneFor(t, clock);
  return { rest: restDoors(scene), mutations: mutationDoors(scene) };
}
