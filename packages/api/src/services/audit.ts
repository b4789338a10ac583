// Every change to a booking leaves an entry: what changed (old -> new), when, and who. Called by
// the booking use-cases inside their write transaction, so a change and its entry commit together.
import {
  AUDITED_FIELDS,
  type AuditAction,
  type AuditEntry,
  diffFields,
  type PriceSetter,
} from "@studio/domain";
import { auditOf, insertAudit } from "../store/booking-audit.js";
import type { BookingRow } from "../store/bookings.js";
import type { ServiceContext } from "./context.js";

/** Who made a change when no admin session did: a visitor's booking. */
const PUBLIC_ACTOR = "public booking form";

type Snapshot = Omit<BookingRow, "startMs" | "endMs">;

/** Who a customer's own change (a move from the manage link) is recorded as. */
export const customerActor = (row: { firstName: string; lastName: string }) =>
  `customer ${[row.firstName, row.lastName].join(" ")}`;

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

/**
 * Who last set the booking's price: the rate card when the change that last set it (its making, or
 * a change of its total) came from the booking form or the customer's own move; staff otherwise,
 * and when its history does not tell (a booking older than its history).
 */
export function priceSetBy(ctx: ServiceContext, booking: BookingRow): PriceSetter {
  const setters = auditOf(ctx.store, booking.id).filter(
    (entry) => entry.action === "created" || entry.changes.some((change) => change.field === "totalCost"),
  );
  const last = setters.at(-1);
  const byCard = last && (last.actor === PUBLIC_ACTOR || last.actor === customerActor(booking));
  return byCard ? "rate card" : "staff";
}
