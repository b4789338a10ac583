// The database's tables as Kysely sees them (the schema itself is the migrations' business).
import type { Booking, BookingStatus } from "@studio/domain";
import type { Generated } from "kysely";
import type { DepositsDB } from "./deposit-tables.js";
import type { CalendarsDB } from "./calendar-tables.js";
import type { HoldsWaitlistMovesDB } from "./holds-tables.js";
import type { StudioDB } from "./studio-tables.js";
import type {
  PasskeysTable,
  StaffEnrolmentsTable,
  StaffMembersTable,
  StudioSettingsTable,
  WebauthnChallengesTable,
} from "./staff-tables.js";

/** A booking's row: the domain's booking, with SQLite's 0/1 for booleans and its instants in ms. */
export interface BookingsTable
  extends Omit<
    Booking,
    "customerReceiptSent" | "adminNotificationSent" | "status" | "depositPence" | "depositDueAt"
  > {
  /** Stored: a provisional booking is 'confirmed' with a deposit due (migration 0021). */
  status: BookingStatus;
  customerReceiptSent: number;
  adminNotificationSent: number;
  startMs: number;
  endMs: number;
  /** Arrived or no-show, once the session has started (migration 0012). */
  attendance: "arrived" | "no-show" | null;
  /** 1 when cancelled inside the cancellation notice window (migration 0012). */
  lateCancel: Generated<number>;
}

export interface ArchivedBookingsTable extends Omit<BookingsTable, "startMs" | "endMs" | "status"> {
  originalBookingId: string;
  status: string;
  archivedAt: string;
}

export interface ContactMessagesTable {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: "unread" | "read" | "replied" | "spam";
  createdAt: string;
}

export interface ProducersTable {
  id: string;
  name: string;
  active: number;
  bookable: number;
  availability: Generated<string>;
  /** The producer's page and picture (migration 0020); null on rows older than it until seeded. */
  title: string | null;
  bio: string | null;
  link: string | null;
  image: string | null;
  imageAlt: string | null;
  /** "he", "she" or "they"; null: texts say "them". */
  pronoun: string | null;
  /** Their own prices: JSON, pence by hours. */
  prices: Generated<string>;
  position: Generated<number>;
}

export type OutboxKind =
  | "receipt"
  | "staff-notification"
  | "summary"
  | "test"
  | "booking-update"
  | "staff-update"
  | "reminder"
  | "contact-notice"
  | "staff-enrolment";

export interface EmailOutboxTable {
  id: Generated<number>;
  kind: OutboxKind;
  bookingId: string | null;
  message: string;
  attempts: Generated<number>;
  nextAttemptAt: number;
  sentAt: string | null;
  abandonedAt: string | null;
  lastError: string | null;
  createdAt: string;
  /** The staff change that queued it, while its mails wait out the undo window. */
  undoKey: string | null;
  /** Waiting when a backup was taken: held in that copy until staff Send or Drop it (migration 0022). */
  heldAt: string | null;
}

export interface AdminSessionsTable {
  id: string;
  createdAt: number;
  lastSeenAt: number;
  /** The person signed in (migration 0014); none: the shared password. */
  personId: string | null;
  method: Generated<"password" | "passkey">;
  /** 'Chrome on Linux': what the owner reads in the list of sessions. */
  device: Generated<string>;
}

/** One row, rewritten by the health check to prove the database takes writes. */
interface HeartbeatTable {
  id: number;
  beatAt: string;
}

/** An erasure: who and when, and how many records (never whose). */
export interface PrivacyAuditTable {
  id: Generated<number>;
  action: "erase" | "retention";
  actor: string;
  at: string;
  /** JSON: records touched per table. */
  counts: string;
}

/** When an in-server job runs next (ms since epoch). */
interface ScheduledJobsTable {
  name: string;
  nextRunAt: number;
  lastRunAt: number | null;
}

/** A booking's calendar SEQUENCE and the start its reminder was sent for. */
interface BookingCalendarTable {
  bookingId: string;
  sequence: Generated<number>;
  reminderSentFor: number | null;
}

/** A customer's manage link: only the SHA-256 of its token is kept. */
interface ManageTokensTable {
  tokenHash: string;
  bookingId: string;
  createdAt: string;
}

/** One admin change to a booking (migration 0005). `changes` is JSON: [{ field, from, to }]. */
export interface BookingAuditTable {
  id: Generated<number>;
  bookingId: string;
  at: string;
  actor: string;
  action: "created" | "edited" | "cancelled" | "restored";
  changes: string;
  note: string | null;
}

/** Nights the studio is closed, both ends included (migration 0005). */
interface StudioClosuresTable {
  id: string;
  startDate: string;
  endDate: string;
  reason: string;
  publicText: string;
  createdAt: string;
}

/** Nights a producer is away, both ends included (migration 0005). */
interface ProducerLeaveTable {
  id: string;
  engineer: string;
  startDate: string;
  endDate: string;
  note: string | null;
  createdAt: string;
}

/** A staff calendar subscription (migration 0007): one per scope, only its token's SHA-256 kept. */
export interface CalendarFeedsTable {
  /** 'studio', or a producer's id. */
  scope: string;
  tokenHash: string;
  createdAt: string;
  createdBy: string;
}

/** Who created, replaced or revoked a calendar subscription (migration 0007). */
export interface CalendarFeedAuditTable {
  id: Generated<number>;
  scope: string;
  action: "created" | "replaced" | "revoked";
  actor: string;
  at: string;
}

/** Money taken at the studio or given back (migration 0012): no personal data, an accounting record. */
interface PaymentsTable {
  id: Generated<number>;
  bookingId: string;
  kind: "payment" | "refund";
  amountPence: number;
  method: "cash" | "card" | "contactless" | "bank-transfer";
  note: string | null;
  reason: string | null;
  takenAt: string;
  takenBy: string;
}

/** What staff write about an artist, under the e-mail's key (lower case). */
interface ArtistNotesTable {
  id: Generated<number>;
  emailKey: string;
  text: string;
  writtenBy: string;
  writtenAt: string;
}

export interface DB extends HoldsWaitlistMovesDB, StudioDB, DepositsDB, CalendarsDB {
  bookings: BookingsTable;
  archived_bookings: ArchivedBookingsTable;
  contact_messages: ContactMessagesTable;
  engineers: ProducersTable;
  email_outbox: EmailOutboxTable;
  admin_sessions: AdminSessionsTable;
  heartbeat: HeartbeatTable;
  privacy_audit: PrivacyAuditTable;
  scheduled_jobs: ScheduledJobsTable;
  booking_calendar: BookingCalendarTable;
  manage_tokens: ManageTokensTable;
  booking_audit: BookingAuditTable;
  studio_closures: StudioClosuresTable;
  producer_leave: ProducerLeaveTable;
  calendar_feeds: CalendarFeedsTable;
  calendar_feed_audit: CalendarFeedAuditTable;
  payments: PaymentsTable;
  artist_notes: ArtistNotesTable;
  staff_members: StaffMembersTable;
  passkeys: PasskeysTable;
  staff_enrolments: StaffEnrolmentsTable;
  webauthn_challenges: WebauthnChallengesTable;
  studio_settings: StudioSettingsTable;
}
