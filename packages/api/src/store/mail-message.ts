// What an outbox row holds besides addresses: the template's name and its plain, JSON-safe data
// (rendered to HTML and plain text by mail/ when the mail is sent: the outbox holds the message, not
// code) and the calendar event as data (its text is written when it is sent).

/** The studio as every e-mail shows it, from the studio profile. */
export interface Brand {
  name: string;
  tagline: string;
  address: string;
  bookingsEmail: string;
  messagingNumber: string;
}

/** One labelled line: "When", "Producer", "Total"... */
export interface Fact {
  label: string;
  value: string;
}

/** Free text written by a customer or visitor, shown quoted so it cannot pass for the studio's lines. */
export interface Quote {
  label: string;
  text: string;
}

export interface CustomerBookingProps {
  brand: Brand;
  preview: string;
  heading: string;
  greeting: string;
  intro: string[];
  facts: Fact[];
  /** What the session was before this change. */
  before?: Fact[];
  /** The staff's words to the customer (a cancel's reason), quoted. */
  quote?: Quote;
  /** Bullet points: what to bring, payment, how many may come. */
  notes?: string[];
  manageUrl: string;
  /** No "Manage your booking" action (a cancelled session). */
  hideManage?: boolean;
  /** "You can cancel online up to 24 hours before..." or how to reach the studio. */
  policy: string;
}

export interface StaffNoticeProps {
  brand: Brand;
  preview: string;
  heading: string;
  /** Plain lines before the facts: an artist's hold mail greets them and says what happened. */
  lines?: string[];
  facts: Fact[];
  before?: Fact[];
  quote?: Quote;
}

export interface SummaryProps {
  brand: Brand;
  heading: string;
  lines: string[];
}

export interface TestProps {
  brand: Brand;
  heading: string;
  lines: string[];
}

export interface PaymentReceiptProps {
  brand: Brand;
  preview: string;
  heading: string;
  greeting: string;
  intro: string;
  /** Amount, method, session, what is paid and due after it, reference. */
  facts: Fact[];
  closing: string;
}

/** A new member of staff's invitation, with the single-use link to make their passkey. */
export interface StaffEnrolmentProps {
  brand: Brand;
  heading: string;
  lines: string[];
  enrolUrl: string;
}

/** A waitlist mail: what happened, the need, the offer's "Book now" (if any) and the leave link. */
export interface WaitlistMailProps {
  brand: Brand;
  heading: string;
  /** The inbox's preview: what happened, not the greeting. */
  preview: string;
  lines: string[];
  facts: Fact[];
  action?: { label: string; url: string };
  leave: { line: string; url: string };
}

export type MailTemplate =
  | { name: "customer-booking"; props: CustomerBookingProps }
  | { name: "staff-notice"; props: StaffNoticeProps }
  | { name: "summary"; props: SummaryProps }
  | { name: "test"; props: TestProps }
  | { name: "payment-receipt"; props: PaymentReceiptProps }
  | { name: "staff-enrolment"; props: StaffEnrolmentProps }
  | { name: "waitlist"; props: WaitlistMailProps };

/** One session as a calendar event: what the customer's file and the staff's feed share. */
export interface SessionEvent {
  uid: string;
  sequence: number;
  startMs: number;
  endMs: number;
  summary: string;
  location: string;
  description: string;
  /** A provisional booking's event, until its deposit is paid (STATUS:TENTATIVE). */
  tentative?: boolean;
}

/** REQUEST: the receipt and every change; CANCEL: a cancellation; PUBLISH: a plain download. */
export type CalendarMethod = "REQUEST" | "CANCEL" | "PUBLISH";

export interface CalendarEvent extends SessionEvent {
  method: CalendarMethod;
  attendee: { name: string; email: string };
  stampMs: number;
  organizer: { name: string; email: string };
}
