// A new member of staff's sign-up link opens the dashboard with their role, so the outbox never
// holds it: the stored mail has a slot, and the sender mints the token (keeping only its hash, for
// ENROLMENT_HOURS from the send) just before each attempt. The person's earlier link stops working.
import { ENROLMENT_HOURS } from "@studio/domain";
import { newLinkToken } from "../auth/link-token.js";
import type { OutgoingMail } from "../store/email-outbox.js";
import { findPerson, replaceEnrolment } from "../store/staff.js";
import type { Store } from "../store/store.js";
import { withSlotFilled } from "./manage-link.js";

/** Stands for the token in a stored enrolment mail's link; no token has this shape. */
export const ENROLMENT_TOKEN_SLOT = "{enrolment-token}";

/** The mail with a fresh link for `personId`, its hash on disk before the mail leaves. */
export async function withEnrolmentToken(
  store: Store,
  mail: OutgoingMail,
  personId: string,
  now: Date,
): Promise<OutgoingMail> {
  const { token, hash } = newLinkToken();
  // A person removed since the mail was queued gets no link: the slot stays unfilled.
  const minted = store.transaction(() => {
    if (!findPerson(store, personId)) return false;
    replaceEnrolment(store, {
      tokenHash: hash,
      personId,
      expiresAt: now.getTime() + ENROLMENT_HOURS * 3_600_000,
    });
    return true;
  });
  if (!minted) return mail;
  await store.synced();
  return withSlotFilled(mail, ENROLMENT_TOKEN_SLOT, token);
}
