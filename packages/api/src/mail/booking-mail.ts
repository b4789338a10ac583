// The e-mails about one booking, for the customer and for the staff: what they say and the
// calendar event they carry. Rendered to HTML and text by the sender (./render.ts).
import {
  type Booking,
  cancellationPolicy,
  customerCancellationTerms,
  canSelfCancel,
  contactTheStudioText,
  CUSTOMER_NOT_EMAILED_NOTE,
  DEFAULT_WHAT_TO_BRING,
  lateArrivalText,
  moveCostText,
  PAYMENT_AT_STUDIO,
  PEOPLE_LIMIT,
} from "@studio/domain";
import type { StudioProfile } from "../config/index.js";
import type { OutgoingMail } from "../store/email-outbox.js";
import {
  brandOf,
  fullName,
  type MailTakings,
  moneyFacts,
  previousFacts,
  type SessionFields,
  sessionFacts,
  shortWhen,
} from "./brand.js";
import { bookingEvent, studioPlace } from "./booking-event.js";
import type { Fact } from "../store/mail-message.js";

/** new: the receipt; changed, cancelled, restored: a change; reminder: before the session. */
export type BookingNotice = "new" | "changed" | "cancelled" | "restored" | "reminder";

export interface NoticeContext {
  profile: StudioProfile;
  /** The customer's manage page for this booking. */
  manageUrl: string;
  /** The calendar event's SEQUENCE for this message. */
  sequence: number;
  now: Date;
  /** What has been paid and what is left, at the studio: every mail says it. */
  takings: MailTakings;
  /** A deposit is still due on the booking: what is owed includes it. */
  depositDue?: boolean;
  /** The staff chose not to e-mail the customer: the staff's notice says so. */
  customerNotEmailed?: boolean;
  /** Who made the change (a self-service move or cancel says so to the staff). */
  by?: "customer" | "staff";
  /** The session before a change. */
  before?: SessionFields;
  /** The staff's reason for a cancel, when they chose to send it to the customer. */
  reason?: string;
}

/** The booking as its money is told: `provisional` while its deposit is due (the store keeps it confirmed). */
const moneyStatus = (booking: Booking, c: NoticeContext) =>
  c.depositDue && booking.status === "confirmed" ? { ...booking, status: "provisional" as const } : booking;

/** Nothing left to pay: the calendar event says nothing of payment. */
const settled = (c: NoticeContext) => c.takings.balancePence <= 0;

const CUSTOMER_WORDING: Record<BookingNotice, { subject: string; heading: string; intro: string }> = {
  new: {
    subject: "Your session at {studio}",
    heading: "Your session is booked",
    intro: "Your recording session at {studio} is booked.",
  },
  changed: {
    subject: "Your session at {studio} has changed",
    heading: "Your session has changed",
    intro: "The studio has changed your session. Here it is as it stands now.",
  },
  cancelled: {
    subject: "Your session at {studio} is cancelled",
    heading: "Your session is cancelled",
    intro: "Your session at {studio} is cancelled, and its time is free again.",
  },
  restored: {
    subject: "Your session at {studio} is booked again",
    heading: "Your session is booked again",
    intro: "Your cancelled session at {studio} is booked again.",
  },
  reminder: {
    subject: "Reminder: your session at {studio}",
    heading: "See you soon",
    intro: "A reminder of your recording session at {studio}.",
  },
};

/** A change the customer made themselves, online: their session moved. */
const MOVED_WORDING = {
  subject: "Your session at {studio} has moved",
  heading: "Your session has moved",
  intro: "You moved your session online. Here it is as it stands now.",
};

function customerNotes(booking: Booking, notice: BookingNotice, c: NoticeContext): string[] {
  if (notice === "cancelled") return [];
  const { profile } = c;
  // How to pay, only while something is left to pay.
  const payment = c.takings.balancePence > 0 ? [`${PAYMENT_AT_STUDIO} Nothing is charged online.`] : [];
  const notes = [...payment, PEOPLE_LIMIT];
  const late = lateArrivalText(booking.startTime, profile);
  if (late) notes.unshift(late);
  if (notice === "reminder" || notice === "new")
    notes.unshift(`What to bring: ${profile.whatToBring ?? DEFAULT_WHAT_TO_BRING}`);
  return notes;
}

function customerPolicy(booking: Booking, notice: BookingNotice, c: NoticeContext): string {
  const contact = c.profile;
  if (notice === "cancelled")
    return `Questions, or want to book again? E-mail ${contact.bookingsEmail} or text ${contact.messagingNumber}.`;
  const how = canSelfCancel(booking, c.profile.cancellationNoticeHours, c.now)
    ? cancellationPolicy(c.profile, true)
    : contactTheStudioText(contact);
  // Then the studio's terms, on the receipt the customer keeps as on the pages.
  return [how, customerCancellationTerms(c.profile.cancellationTerms)].filter(Boolean).join(" ");
}

export function customerBookingMail(booking: Booking, notice: BookingNotice, c: NoticeContext): OutgoingMail {
  const moved = notice === "changed" && c.by === "customer";
  const wording = moved ? MOVED_WORDING : CUSTOMER_WORDING[notice];
  const studio = (text: string) => text.replaceAll("{studio}", c.profile.name);
  const cancelled = notice === "cancelled";
  const when = shortWhen(booking, c.now);
  // The moved booking's total is the price it was moved at.
  const costNote =
    moved && c.before ? [moveCostText(c.before, booking.duration, () => booking.totalCost)] : [];
  const facts: Fact[] = [
    ...sessionFacts(booking, c.now, moneyFacts(moneyStatus(booking, c), c.takings)),
    { label: "Where", value: studioPlace(c.profile) },
    { label: "Reference", value: booking.id },
  ];
  const method = notice === "cancelled" ? "CANCEL" : "REQUEST";
  return {
    to: [booking.email],
    replyTo: c.profile.bookingsEmail,
    subject: `${studio(wording.subject)}: ${when}`,
    template: {
      name: "customer-booking",
      props: {
        brand: brandOf(c.profile),
        preview: `${studio(wording.intro)} ${when}`,
        heading: wording.heading,
        greeting: `Hi ${booking.firstName},`,
        intro: [studio(wording.intro), ...costNote],
        facts,
        ...(c.before && notice === "changed" ? { before: previousFacts(c.before, booking, c.now) } : {}),
        ...(cancelled && c.reason ? { quote: { label: "The studio's note", text: c.reason } } : {}),
        notes: customerNotes(booking, notice, c),
        // A cancelled session has nothing left to manage; its calendar still leads to the page.
        manageUrl: c.manageUrl,
        ...(cancelled ? { hideManage: true } : {}),
        policy: customerPolicy(booking, notice, c),
      },
    },
    // The reminder changes nothing in the calendar: an invitation again would re-add a deleted event.
    ...(notice === "reminder"
      ? {}
      : { calendar: { ...bookingEvent(booking, method, c.sequence, c.profile, c.now, settled(c)), method } }),
  };
}

const STAFF_HEADING: Record<Exclude<BookingNotice, "reminder">, string> = {
  new: "New booking",
  changed: "Booking changed",
  cancelled: "Booking cancelled",
  restored: "Booking restored",
};

export function staffBookingMail(
  booking: Booking,
  notice: Exclude<BookingNotice, "reminder">,
  c: NoticeContext,
): OutgoingMail {
  const heading = `${STAFF_HEADING[notice]}${c.by === "customer" ? " by the customer online" : ""}`;
  const title = `${heading}: ${fullName(booking)}, ${shortWhen(booking, c.now)}`;
  const facts: Fact[] = [
    { label: "Customer", value: fullName(booking) },
    { label: "E-mail", value: booking.email },
    { label: "Phone", value: booking.phone },
    ...sessionFacts(booking, c.now, moneyFacts(moneyStatus(booking, c), c.takings)),
    { label: "Reference", value: booking.id },
  ];
  // Staff who chose "Don't e-mail the customer" see that the customer heard nothing of it.
  const untold = c.customerNotEmailed ? [`${CUSTOMER_NOT_EMAILED_NOTE}.`] : [];
  return {
    to: [...c.profile.notificationRecipients],
    replyTo: booking.email,
    subject: title,
    template: {
      name: "staff-notice",
      props: {
        brand: brandOf(c.profile),
        preview: [title, ...untold].join(". "),
        heading,
        lines: untold,
        facts,
        ...(c.before && notice === "changed" ? { before: previousFacts(c.before, booking, c.now) } : {}),
        quote: { label: "Project", text: booking.projectDescription || "(none given)" },
      },
    },
  };
}
