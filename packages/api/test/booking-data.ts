// Bookings a test can make: upcoming studio nights and a valid public payload.
import { addDays, londonToday, pricePenceFor } from "@studio/domain";
import { type Answer, call } from "./http-calls.js";

/**
 * The `n`th future studio day of a weekday (5 Fri, 6 Sat, 0 Sun, 4 Thu, 1 Mon), counted from
 * tomorrow in London, so a slot never "already started" and stays inside the 3-month horizon.
 */
export function upcoming(weekday: number, n = 0): string {
  let date = addDays(londonToday(new Date()), 1);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
  return addDays(date, 7 * n);
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
    totalCost: pricePenceFor(duration),
    projectDescription: "An EP",
    ...overrides,
  };
}

/** A visitor's booking through the public form (POST /api/bookings). */
export const postBooking = (base: string, overrides: Record<string, unknown> = {}): Promise<Answer> =>
  call(base, "POST", "/api/bookings", bookingPayload(overrides));
