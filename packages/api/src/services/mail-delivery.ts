// What the outbox's delivery needs and learns, kept by the application: a link's fresh token (its
// hash stored for the booking, the waitlist entry or the person it opens) and, once a mail went
// out, its booking's record of the receipt or the staff's notification. The mail layer itself
// writes only the outbox.
import { ENROLMENT_HOURS } from "@studio/domain";
import { newLinkToken } from "../auth/link-token.js";
import type { DeliveryLedger } from "../mail/delivery.js";
import { insertManageToken } from "../store/booking-calendar.js";
import { updateBooking } from "../store/bookings.js";
import { findPerson, replaceEnrolment } from "../store/staff.js";
import type { Store } from "../store/store.js";
import { findEntry, insertWaitlistToken } from "../store/waitlist.js";

export function deliveryLedger(store: Store): DeliveryLedger {
  return {
    mintToken: (link, now) => {
      const { token, hash } = newLinkToken();
      const at = now.toISOString();
      // Whom a waitlist or enrolment link was for may be gone since the mail was queued (erased,
      // purged, removed): no link to give, the slot stays unfilled.
      const minted = store.transaction(() => {
        if ("manage" in link) insertManageToken(store, hash, link.manage, at);
        else if ("waitlist" in link) {
          if (!findEntry(store, link.waitlist)) return false;
          insertWaitlistToken(store, hash, link.waitlist, at);
        } else {
          if (!findPerson(store, link.enrolment)) return false;
          const expiresAt = now.getTime() + ENROLMENT_HOURS * 3_600_000;
          replaceEnrolment(store, { tokenHash: hash, personId: link.enrolment, expiresAt });
        }
        return true;
      });
      return minted ? token : null;
    },
    sent: ({ kind, bookingId }, sentAt) => {
      if (!bookingId) return;
      if (kind === "receipt") {
        updateBooking(store, bookingId, { customerReceiptSent: 1, receiptEmailSentAt: sentAt.toISOString() });
      }
      if (kind === "staff-notification") {
        updateBooking(store, bookingId, { adminNotificationSent: 1, adminEmailSentAt: sentAt.toISOString() });
      }
    },
  };
}
