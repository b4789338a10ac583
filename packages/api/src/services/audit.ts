// Every change to a booking leaves an entry: what changed (old -> new), when, and who. Called by
// the booking use-cases inside their write transaction, so a change and its entry commit together.
import { AUDITED_FIELDS, type AuditAction, type AuditEntry, diffFields } from "@studio/domain";
import { auditOf, insertAudit } from "../store/booking-audit.js";
import type { BookingRow } from "../store/bookings.js";
import type { ServiceContext } from "./context.js";

/** Who made a change when no admin session did: a visitor's booking. */
const PUBLIC_ACTOR = "public booking form";

type Snapshot = Omit<BookingRow, "startMs" | "endMs">;

export function recordChange(
  ctx: ServiceContext,
  action: AuditAction,
  before: Snapshot | null,
  after: Snapshot,
  note: string | null = null,
): void {
  const changes = before ? diffFields(before, after, AUDITED_FIELDS) : [];
  if (action === "edited" && changes.length === 0) return;
  insertAudit(ctx.store, {
    bookingId: after.id,
    at: ctx.clock().toISOString(),
    actor: ctx.actor ?? PUBLIC_ACTOR,
    action,
    changes,
    note,
  });
}

export function bookingHistory(ctx: ServiceContext, bookingId: string): AuditEntry[] {
  return auditOf(ctx.store, bookingId);
}
