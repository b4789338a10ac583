/**
 * A customer moving their own session from the manage page: when it is allowed (the notice window
 * and the number of moves), what the move costs, and the texts of each refusal. No clock here.
 */
import { formatPounds } from "./money.js";
import { contactTheStudioText, hoursText } from "./cancellation-policy.js";
import { selfCancelDeadlineMs } from "./self-service.js";
import type { SessionSlot } from "./schedule.js";
import { isActiveStatus } from "./schemas.js";

export const DEFAULT_MAX_MOVES_PER_BOOKING = 1;

/** The studio profile's move settings; the notice defaults to the cancellation notice. */
export interface MoveSettings {
  cancellationNoticeHours: number;
  moveNoticeHours?: number | undefined;
  maxMovesPerBooking: number;
}

export const moveNoticeHoursOf = (settings: MoveSettings): number =>
  settings.moveNoticeHours ?? settings.cancellationNoticeHours;

type Contact = { bookingsEmail: string; messagingNumber: string };

const timesText = (n: number) => (n === 1 ? "once" : `${n} times`);

export const moveRefusals = {
  cancelled: (contact: Contact) =>
    `This booking is cancelled, so it cannot be moved. ${contactTheStudioText(contact)}`,
  off: (contact: Contact) => `Sessions cannot be moved online. ${contactTheStudioText(contact)}`,
  used: (max: number, contact: Contact) =>
    `This booking has already been moved ${timesText(max)}, the most allowed online. ${contactTheStudioText(contact)}`,
  notice: (hours: number, contact: Contact) =>
    `This booking can no longer be moved online: online moves close ${hoursText(hours)} before the session starts. ${contactTheStudioText(contact)}`,
  same: "This is already your session's time. Please choose a different time.",
  length: (contact: Contact) =>
    `This booking's price was agreed with the studio, so its length cannot be changed online. ${contactTheStudioText(contact)}`,
} as const;

export type MoveVerdict =
  | { ok: true }
  | { ok: false; reason: "cancelled" | "off" | "used" | "notice"; message: string };

/** May this booking be moved now? Checked before any slot: the booking's own state and the policy. */
export function checkMoveAllowed(args: {
  booking: SessionSlot & { status: string };
  movesMade: number;
  settings: MoveSettings;
  contact: Contact;
  now: Date;
}): MoveVerdict {
  const { booking, movesMade, settings, contact, now } = args;
  const max = settings.maxMovesPerBooking;
  if (!isActiveStatus(booking.status))
    return { ok: false, reason: "cancelled", message: moveRefusals.cancelled(contact) };
  if (max <= 0) return { ok: false, reason: "off", message: moveRefusals.off(contact) };
  if (movesMade >= max) return { ok: false, reason: "used", message: moveRefusals.used(max, contact) };
  const hours = moveNoticeHoursOf(settings);
  const deadline = selfCancelDeadlineMs(booking, hours);
  if (deadline === null || now.getTime() >= deadline)
    return { ok: false, reason: "notice", message: moveRefusals.notice(hours, contact) };
  return { ok: true };
}

/** The policy line: the moves the booking has left online, up to the notice. */
export function movePolicyText(settings: MoveSettings, movesMade = 0): string | null {
  const left = settings.maxMovesPerBooking - movesMade;
  if (left <= 0) return null;
  const times = movesMade === 0 ? timesText(left) : left === 1 ? "once more" : `${left} more times`;
  return `You can move your session online ${times}, up to ${hoursText(moveNoticeHoursOf(settings))} before it starts.`;
}

/**
 * The move rule as it stands for this booking (the manage page): the moves left, or plainly why
 * it cannot be moved online any more; null where moving online is off or the booking is cancelled.
 */
export function moveRuleText(args: Parameters<typeof checkMoveAllowed>[0]): string | null {
  const verdict = checkMoveAllowed(args);
  if (verdict.ok) return movePolicyText(args.settings, args.movesMade);
  return verdict.reason === "used" || verdict.reason === "notice" ? verdict.message : null;
}

/** A booking's price and length: what a move's cost is worked out from. */
export type PricedSession = { totalCost: number; duration: number };

/**
 * Who last set a booking's price, as its history says: the rate card (a visitor's booking, a
 * customer's move: a price of its day, kept when the card changes), or staff (or no history says).
 */
export type PriceSetter = "rate card" | "staff";

/** A price staff set by hand (a deal, a friends' rate): not the current price for the booking's length. */
const hasHandSetPrice = (booking: PricedSession, price: PriceRule, setBy: PriceSetter): boolean =>
  setBy === "staff" && booking.totalCost !== price(booking.duration);

/** The current price of a session by its length (the studio's rate card and the producer's own prices). */
export type PriceRule = (duration: number) => number;

/**
 * What a move costs: the same length keeps the booking's price (whatever staff agreed); a new length
 * takes the current price for it (the rate card's, or the producer's own), and the difference from before.
 */
export function moveCost(
  before: PricedSession,
  duration: number,
  price: PriceRule,
): { newCost: number; difference: number } {
  const newCost = duration === before.duration ? before.totalCost : price(duration);
  return { newCost, difference: newCost - before.totalCost };
}

/**
 * A new length online is refused where staff set the price by hand: only they can price it again.
 * `price` is the booking's own producer's; a price the rate card set is never a hand-set one.
 */
export function moveLengthRefusal(
  before: PricedSession,
  duration: number,
  contact: Contact,
  price: PriceRule,
  setBy: PriceSetter,
): string | null {
  if (duration === before.duration || !hasHandSetPrice(before, price, setBy)) return null;
  return moveRefusals.length(contact);
}

/** 'New total £105.00: £35.00 more, payable at the studio.' */
export function moveCostText(before: PricedSession, duration: number, price: PriceRule): string {
  const { newCost, difference } = moveCost(before, duration, price);
  const total = `New total ${formatPounds(newCost)}`;
  if (difference === 0) return `${total}: the same as before, payable at the studio.`;
  const amount = formatPounds(Math.abs(difference));
  return difference > 0
    ? `${total}: ${amount} more, payable at the studio.`
    : `${total}: ${amount} less, payable at the studio.`;
}

/** True when the move would land the session exactly where it is. */
type Placed = SessionSlot & { engineer: string };
export const isSameSlot = (a: Placed, b: Placed): boolean =>
  a.date === b.date && a.startTime === b.startTime && a.duration === b.duration && a.engineer === b.engineer;
