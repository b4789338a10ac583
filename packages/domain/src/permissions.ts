/**
 * Who may do what in the dashboard: the roles, what each may do, and which of those each admin
 * REST route and tRPC procedure needs. The server refuses by this table; the browser only hides
 * what the server would refuse. A route or procedure missing from it is refused to everyone.
 */
import { CALENDAR_PROCEDURE_PERMISSIONS, CALENDAR_REST_PERMISSIONS } from "./calendar-permissions.js";
import { PUBLIC_PROCEDURE_PERMISSIONS, PUBLIC_REST_PERMISSIONS } from "./public-permissions.js";
import { STUDIO_PROCEDURE_PERMISSIONS, STUDIO_REST_PERMISSIONS } from "./studio-permissions.js";

export const ROLES = ["owner", "staff", "producer"] as const;
export type Role = (typeof ROLES)[number];

const SIGN_IN_METHODS = ["password", "passkey"] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export const CAPABILITIES = [
  /** Every session with the customer's details: list, create, edit, cancel, restore, history. */
  "bookings",
  /** The producer's own sessions, with the customer's details. */
  "ownSessions",
  /** Tonight's list: the studio night's sessions (customer details only on one's own). */
  "tonight",
  /** Closures and everyone's leave. */
  "diary",
  /** The producer's own leave. */
  "ownLeave",
  /** On the producer's own sessions: Arrived, No-show and money taken (never a refund). */
  "ownTakings",
  /** Money taken at the studio and given back; the takings export. */
  "payments",
  /** The contact inbox and the mail tools. */
  "messages",
  /** Find, export and erase a customer; the erasure audit. */
  "privacy",
  /** The staff's calendar subscriptions. */
  "calendarFeeds",
  /** Every producer's own calendars (a producer keeps theirs under ownLeave). */
  "calendars",
  /** People, their roles, passkeys and sessions; whether the shared password signs in. */
  "staff",
  /** Who is signed in, and one's own passkeys. */
  "self",
  /** The studio's own settings: details, producers, prices, pictures, equipment, policies (the owner's). */
  "studio",
] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const ROLE_CAPABILITIES: Record<Role, readonly Capability[]> = {
  owner: CAPABILITIES,
  staff: ["bookings", "tonight", "diary", "payments", "messages", "self"],
  producer: ["ownSessions", "tonight", "ownLeave", "ownTakings", "self"],
};

/** Anyone (a sign-in door, or a public read that gives signed-in staff more). */
export const PUBLIC = "public" as const;

/** What a route or procedure needs: any one of the capabilities, or nothing at all. */
export type Requirement = typeof PUBLIC | readonly Capability[];

const sessions = ["bookings", "ownSessions"] as const;
const leave = ["diary", "ownLeave"] as const;
const attendance = ["bookings", "ownTakings"] as const;
const takings = ["payments", "ownTakings"] as const;

/** `METHOD /path` of every admin REST route, as the router registers it. */
export const REST_PERMISSIONS: Readonly<Record<string, Requirement>> = {
  ...PUBLIC_REST_PERMISSIONS,
  "GET /api/admin/me": ["self"],
  "GET /api/admin/me/producer": ["self"],
  "GET /api/admin/bookings": sessions,
  "POST /api/admin/bookings": ["bookings"],
  "PUT /api/admin/bookings/:id": ["bookings"],
  "PATCH /api/admin/bookings/:id/status": ["bookings"],
  "PATCH /api/admin/bookings/:id/deposit": ["bookings"],
  "GET /api/admin/bookings/:id/history": sessions,
  "PUT /api/admin/bookings/:id/attendance": attendance,
  "GET /api/admin/bookings/:id/payments": takings,
  "POST /api/admin/bookings/:id/payments": takings,
  "GET /api/admin/takings.csv": ["payments"],
  "GET /api/admin/takings/night": ["payments"],
  "GET /api/admin/insights": ["bookings"],
  "GET /api/admin/artists": ["bookings"],
  "POST /api/admin/artists/notes": ["bookings"],
  "DELETE /api/admin/artists/notes/:id": ["bookings"],
  "GET /api/admin/holds": ["bookings"],
  "POST /api/admin/holds": ["bookings"],
  "POST /api/admin/holds/:id/confirm": ["bookings"],
  "DELETE /api/admin/holds/:id": ["bookings"],
  "GET /api/admin/waitlist": ["bookings"],
  "GET /api/admin/archived-bookings": ["bookings"],
  "POST /api/admin/archived-bookings/:id/restore": ["bookings"],
  "GET /api/admin/messages": ["messages"],
  "PATCH /api/admin/messages/:id/status": ["messages"],
  "POST /api/admin/resend-notifications": ["messages"],
  "POST /api/admin/test-email": ["messages"],
  "GET /api/admin/outbox": ["messages"],
  "POST /api/admin/outbox/:id/resend": ["messages"],
  "POST /api/admin/outbox/:id/drop": ["messages"],
  "GET /api/admin/closures": ["diary"],
  "POST /api/admin/closures": ["diary"],
  "DELETE /api/admin/closures/:id": ["diary"],
  "GET /api/admin/leave": leave,
  "POST /api/admin/leave": leave,
  "DELETE /api/admin/leave/:id": leave,
  "GET /api/admin/calendar-feeds": ["calendarFeeds"],
  "POST /api/admin/calendar-feeds/:scope": ["calendarFeeds"],
  "DELETE /api/admin/calendar-feeds/:scope": ["calendarFeeds"],
  "GET /api/admin/customers": ["privacy"],
  "GET /api/admin/customers/export": ["privacy"],
  "POST /api/admin/customers/erase": ["privacy"],
  "GET /api/admin/privacy-audit": ["privacy"],
  "GET /api/admin/staff": ["staff"],
  "POST /api/admin/staff": ["staff"],
  "PATCH /api/admin/staff/:id": ["staff"],
  "POST /api/admin/staff/:id/enrolment": ["staff"],
  "DELETE /api/admin/staff/:id": ["staff"],
  "GET /api/admin/staff/sessions": ["staff"],
  "DELETE /api/admin/staff/sessions/:ref": ["staff"],
  "GET /api/admin/settings/password-sign-in": ["staff"],
  "PUT /api/admin/settings/password-sign-in": ["staff"],
  "GET /api/admin/passkeys": ["self"],
  "POST /api/admin/passkeys/options": ["self"],
  "POST /api/admin/passkeys": ["self"],
  "DELETE /api/admin/passkeys/:id": ["self"],
  ...CALENDAR_REST_PERMISSIONS,
  ...STUDIO_REST_PERMISSIONS,
};

/** The dotted path of every tRPC procedure (the public site's included, so none is forgotten). */
export const PROCEDURE_PERMISSIONS: Readonly<Record<string, Requirement>> = {
  ...PUBLIC_PROCEDURE_PERMISSIONS,
  "admin.me": ["self"],
  "admin.myProducer": ["self"],
  "admin.bookings.list": sessions,
  "admin.bookings.create": ["bookings"],
  "admin.bookings.update": ["bookings"],
  "admin.bookings.setStatus": ["bookings"],
  "admin.bookings.moveDepositDeadline": ["bookings"],
  "admin.bookings.history": sessions,
  "admin.bookings.byDate": ["bookings", "tonight"],
  "admin.bookings.availability": ["bookings"],
  "admin.holds.list": ["bookings"],
  "admin.holds.place": ["bookings"],
  "admin.holds.confirm": ["bookings"],
  "admin.holds.release": ["bookings"],
  "admin.waitlist.counts": ["bookings"],
  "admin.takings.payments": takings,
  "admin.takings.takePayment": takings,
  "admin.takings.setAttendance": attendance,
  "admin.takings.artists": ["bookings"],
  "admin.takings.addNote": ["bookings"],
  "admin.takings.removeNote": ["bookings"],
  "admin.takings.insights": ["bookings"],
  "admin.takings.night": ["payments"],
  "admin.archived.list": ["bookings"],
  "admin.archived.restore": ["bookings"],
  "admin.diary.list": leave,
  "admin.diary.addClosure": ["diary"],
  "admin.diary.removeClosure": ["diary"],
  "admin.diary.addLeave": leave,
  "admin.diary.removeLeave": leave,
  "admin.calendarFeeds.list": ["calendarFeeds"],
  "admin.calendarFeeds.create": ["calendarFeeds"],
  "admin.calendarFeeds.revoke": ["calendarFeeds"],
  "admin.messages.list": ["messages"],
  "admin.messages.setStatus": ["messages"],
  "admin.insights": ["bookings"],
  "admin.email.recipients": ["messages"],
  "admin.email.resend": ["messages"],
  "admin.email.test": ["messages"],
  "admin.email.outbox": ["messages"],
  "admin.email.checks": ["messages"],
  "admin.email.resendMail": ["messages"],
  "admin.email.dropMail": ["messages"],
  "admin.privacy.find": ["privacy"],
  "admin.privacy.erase": ["privacy"],
  "admin.privacy.audit": ["privacy"],
  "admin.staff.list": ["staff"],
  "admin.staff.add": ["staff"],
  "admin.staff.setRole": ["staff"],
  "admin.staff.resendEnrolment": ["staff"],
  "admin.staff.remove": ["staff"],
  "admin.staff.sessions": ["staff"],
  "admin.staff.endSession": ["staff"],
  "admin.staff.passwordSignIn": ["staff"],
  "admin.staff.setPasswordSignIn": ["staff"],
  "admin.passkeys.list": ["self"],
  "admin.passkeys.options": ["self"],
  "admin.passkeys.add": ["self"],
  "admin.passkeys.remove": ["self"],
  ...STUDIO_PROCEDURE_PERMISSIONS,
  ...CALENDAR_PROCEDURE_PERMISSIONS,
};

export const can = (role: Role, capability: Capability): boolean =>
  ROLE_CAPABILITIES[role].includes(capability);

export type Verdict = "allowed" | "forbidden" | "unknown";

/** May `role` use what `requirement` guards? Undefined (not in the table) is never allowed. */
export function decide(requirement: Requirement | undefined, role: Role): Verdict {
  if (requirement === undefined) return "unknown";
  if (requirement === PUBLIC) return "allowed";
  return requirement.some((capability) => can(role, capability)) ? "allowed" : "forbidden";
}

/** Whose sessions a role sees with customer details: all of them, or one producer's own. */
export function sessionScope(role: Role): "all" | "own" {
  return can(role, "bookings") ? "all" : "own";
}

/** Whose leave a role manages: everyone's, or one producer's own. */
export function leaveScope(role: Role): "all" | "own" {
  return can(role, "diary") ? "all" : "own";
}

/** What a role may record on one session: a producer only on their own, and never a refund. */
export function takingsRights(
  may: (capability: Capability) => boolean,
  ownSession: boolean,
): { payments: boolean; refunds: boolean; attendance: boolean } {
  const own = ownSession && may("ownTakings");
  return { payments: may("payments") || own, refunds: may("payments"), attendance: may("bookings") || own };
}

export const FORBIDDEN_MESSAGE = "Your role does not allow this";
export const NOT_YOUR_SESSION_MESSAGE = "You can record only your own sessions";
export const REFUND_FORBIDDEN_MESSAGE = "Your role does not allow refunds: please ask the owner or staff";
export const SIGN_IN_MESSAGE = "Please log in to the admin dashboard";
/** The shared password's sign-in answer. */
export const ACCESS_GRANTED = "Access granted!";

/** Who is signed in: a named person, or the shared password (the owner's recovery). */
export interface Principal {
  personId: string | null;
  name: string;
  role: Role;
  method: SignInMethod;
  /** The producer a producer-role person is linked to. */
  producer: string | null;
}

/** What the dashboard shows in its header and the audit records: 'Dre (passkey)'. */
export const principalLabel = (who: Pick<Principal, "name" | "method">): string =>
  `${who.name} (${who.method})`;

/** The name the shared password signs in as. */
export const SHARED_PASSWORD_NAME = "Owner";
