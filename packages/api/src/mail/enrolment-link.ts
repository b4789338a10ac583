// A new member of staff's sign-up link opens the dashboard with their role, so the outbox never
// holds it: the stored mail has a slot, and the sender has a token minted (its hash kept for
// ENROLMENT_HOURS from the send, services/mail-delivery.ts) just before each attempt. The person's
// earlier link stops working.

/** Stands for the token in a stored enrolment mail's link; no token has this shape. */
export const ENROLMENT_TOKEN_SLOT = "{enrolment-token}";
