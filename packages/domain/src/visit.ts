/**
 * What a customer is told of their visit, on the booking page, the manage page and in the booking
 * mails: how a session is paid for and how many may come.
 */

/** How many people may come to a session, the artist included. */
export const MAX_PEOPLE = 6;

/** How a session is paid for: at the studio, on the day. */
export const PAYMENT_AT_STUDIO = "Payment at the studio: cash, card and contactless on the day.";

/** Who may come to the session. */
export const PEOPLE_LIMIT = `Up to ${MAX_PEOPLE} people may come to the session.`;
