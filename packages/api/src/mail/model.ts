// What an e-mail template is given: plain, JSON-safe data, stored in the outbox row and rendered to
// HTML and plain text when the mail is sent (the outbox holds the message, not code).

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
  /** Bullet points: what to bring, payment, how many may come. */
  notes?: string[];
  manageUrl: string;
  /** "You can cancel online up to 24 hours before..." or how to reach the studio. */
  policy: string;
}

export interface StaffNoticeProps {
  brand: Brand;
  preview: string;
  heading: string;
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

export type MailTemplate =
  | { name: "customer-booking"; props: CustomerBookingProps }
  | { name: "staff-notice"; props: StaffNoticeProps }
  | { name: "summary"; props: SummaryProps }
  | { name: "test"; props: TestProps };
