// The mails about producers' own calendars: a producer told that their calendar now shows them
// busy during a booking, and the owner told that a calendar has not been read for a day. Neither
// carries the calendar's address, nor (the producer's) the customer's details.
import {
  formatBusyRange,
  formatMailMoment,
  formatMailSessionLong,
  type SessionSlot,
  type StaffBusy,
} from "@studio/domain";
import type { StudioProfile } from "../config/index.js";
import type { OutgoingMail } from "../store/email-outbox.js";
import { brandOf } from "./brand.js";

/** To a producer: the booking stands; these events of their calendar overlap it. */
export function busyClashMail(
  to: readonly string[],
  session: SessionSlot & { engineer: string },
  clashes: readonly StaffBusy[],
  profile: StudioProfile,
  now: Date,
): OutgoingMail {
  const when = formatMailSessionLong(session, now);
  return {
    to: [...to],
    subject: `Your calendar shows you busy during a session: ${when}`,
    template: {
      name: "summary",
      props: {
        brand: brandOf(profile),
        heading: "Your calendar shows you busy during a session",
        lines: [
          `You are booked at ${profile.name} ${when}. Your own calendar now shows you busy then:`,
          ...clashes.map((busy) => `${busy.label}: ${busy.title || "(no title)"}, ${formatBusyRange(busy)}`),
          "The booking stands as it is. If you cannot make it, tell the studio so it can be moved.",
        ],
      },
    },
  };
}

/** To the owner: a calendar has failed to read for a day; its last good busy times still stand. */
export function calendarFailingMail(
  calendar: { engineer: string; label: string; urlHint: string; lastError: string | null },
  failingSince: string,
  profile: StudioProfile,
  now: Date,
): OutgoingMail {
  const name = `${calendar.engineer}'s calendar "${calendar.label}"`;
  return {
    to: [...profile.notificationRecipients],
    subject: `${profile.name}: ${name} has not been read for a day`,
    template: {
      name: "summary",
      props: {
        brand: brandOf(profile),
        heading: `${name} cannot be read`,
        lines: [
          `Every read of ${name} (${calendar.urlHint}) since ${formatMailMoment(failingSince, now)} has failed: ${calendar.lastError ?? "unknown reason"}.`,
          "Its last good busy times still block the producer. The Admin page's Calendar tab shows it with Sync now;" +
            " the address may have been reset in the calendar app and need adding again. You are told once until it reads again.",
        ],
      },
    },
  };
}
