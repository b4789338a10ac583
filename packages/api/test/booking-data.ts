// Bookings a test can make: upcoming studio nights and a valid public payload.
import {
  addDays,
  type Booking,
  DEFAULT_RATE_CARD,
  londonToday,
  NEW_BOOKING_STATE,
  priceOf,
} from "@studio/domain";
import { type Answer, call } from "./http-calls.js";

/**
 * The `n`th future studio weekend's day of a weekday (5 Fri, 6 Sat, 0 Sun, 4 Thu, 1 Mon). Weekend 0
 * is the first whose Friday is tomorrow or later in London, so a slot never "already started" and
 * stays inside the 3-month horizon; each week runs Friday to Thursday, so a weekend's nights are
 * in order whatever today is (upcoming(6, n) is always the day after upcoming(5, n)).
 */
export function upcoming(weekday: number, n = 0): string {
  let friday = addDays(londonToday(new Date()), 1);
  while (new Date(`${friday}T00:00:00Z`).getUTCDay() !== 5) friday = addDays(friday, 1);
  return addDays(friday, 7 * n + ((weekday - 5 + 7) % 7));
}

let counter = 0;
/** A valid public booking payload; override what the test is about. */
export function bookingPayload(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const duration = (overrides.duration as number | undefined) ?? 2;
  return {
    firstName: "Ada",
    lastName: `Lovelace${counter}`,
    email: `ada${counter}@example.com`,
    phone: "07700900123",
    date: upcoming(5, 1),
    startTime: "14:00",
    engineer: "Marcus",
    duration,
    totalCost: priceOf(DEFAULT_RATE_CARD, null, duration),
    projectDescription: "An EP",
    ...overrides,
  };
}

/** A visitor's booking through the public form (POST /api/bookings). */
export const postBooking = (base: string, overrides: Record<string, unknown> = {}): Promise<Answer> =>
  call(base, "POST", "/api/bookings", bookingPayload(overrides));

/** A booking as the store keeps it, for code tested without HTTP; override what the test is about. */
export function storedBooking(overrides: Partial<Booking> = {}): Booking {
  const duration = overrides.duration ?? 2;
  return {
    id: "b1",
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    phone: "07700900123",
    date: upcoming(6, 1),
    startTime: "20:00",
    engineer: "Marcus",
    duration,
    totalCost: priceOf(DEFAULT_RATE_CARD, null, duration),
    projectDescription: null,
    ...NEW_BOOKING_STATE,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}
