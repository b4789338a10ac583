// A booking's field lists, written once. No zod here: the browser's entry chunk imports them.

/** Who booked: the customer's fields, in the order the forms show them. */
export const CUSTOMER_FIELDS = ["firstName", "lastName", "email", "phone"] as const;

/** What the booking page passes to /booking-confirmation in its query string. */
export const CONFIRMATION_FIELDS = [
  "id",
  ...CUSTOMER_FIELDS,
  ...(["date", "startTime", "duration", "engineer", "totalCost"] as const),
  /** A provisional booking's deposit and its deadline; absent (empty) for a confirmed one. */
  ...(["depositPence", "depositDueAt"] as const),
] as const;
