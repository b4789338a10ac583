// The texts a visitor reads when a limit on public bookings and messages stops them. Each says how
// to reach the studio instead, so a real customer is never left without a way through.

/** How the studio can be reached outside the booking form (from the studio profile). */
export interface StudioContact {
  bookingsEmail: string;
  messagingNumber: string;
}

/** The most public bookings or messages one request may carry (a tRPC batch). */
export const MAX_PUBLIC_CALLS_PER_REQUEST = 10;

const reachUs = (studio: StudioContact) =>
  `To book more, e-mail ${studio.bookingsEmail} or message ${studio.messagingNumber}.`;

export function tooManyUpcomingBookingsText(max: number, studio: StudioContact): string {
  return `You already have ${max} upcoming ${max === 1 ? "session" : "sessions"} booked with us. ${reachUs(studio)}`;
}

export function tooManyBookingsFromHereText(studio: StudioContact): string {
  return `Too many bookings have been made from this connection in the last hour. ${reachUs(studio)}`;
}

export function tooManyCallsInOneRequestText(max = MAX_PUBLIC_CALLS_PER_REQUEST): string {
  return `Too many requests: at most ${max} bookings or messages can be sent at once.`;
}

/** Past the per-client limit on public bookings and messages per minute. */
export function tooManyRequestsText(retryAfterSeconds: number, studio: StudioContact): string {
  const wait =
    retryAfterSeconds >= 60
      ? `${Math.ceil(retryAfterSeconds / 60)} minute${retryAfterSeconds > 60 ? "s" : ""}`
      : `${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}`;
  return `Too many requests. Please wait ${wait} and try again, or e-mail ${studio.bookingsEmail} or message ${studio.messagingNumber}.`;
}
