// A provisional booking's mails: the receipt says what to pay, how and by when; the
// confirmation, the reminder and the lapse are the booking's own mails with their own words.
import {
  DEPOSIT_CONFIRMED_LINE,
  DEPOSIT_WAIVED_LINE,
  DEPOSIT_MAIL_WORDS as WORDS,
  depositReminderLine,
  provisionalLines,
} from "@studio/domain";
import type { StudioProfile } from "../config/index.js";
import type { OutgoingMail } from "../store/email-outbox.js";

export interface DueDeposit {
  depositPence: number;
  depositDueAt: string;
}

type Words = { subject?: string; heading?: string; intro?: string[]; notes?: string[] };

/** The booking mail with other words; its calendar event, if any, kept (and made tentative when asked). */
function reword(mail: OutgoingMail, words: Words, tentative?: boolean): OutgoingMail {
  const template = mail.template;
  if (template?.name !== "customer-booking") return mail;
  const props = template.props;
  return {
    ...mail,
    ...(words.subject ? { subject: words.subject } : {}),
    template: {
      ...template,
      props: {
        ...props,
        ...(words.heading ? { heading: words.heading } : {}),
        ...(words.intro ? { intro: words.intro, preview: words.intro.join(" ") } : {}),
        ...(words.notes ? { notes: [...words.notes, ...(props.notes ?? [])] } : {}),
      },
    },
    ...(mail.calendar && tentative !== undefined ? { calendar: { ...mail.calendar, tentative } } : {}),
  };
}

/** The receipt of a provisional booking: provisional, the deposit, the deadline, how to pay, the reference. */
export function provisionalReceipt(
  mail: OutgoingMail,
  bookingId: string,
  deposit: DueDeposit,
  profile: StudioProfile,
  now: Date,
): OutgoingMail {
  const lines = provisionalLines({ id: bookingId, ...deposit }, profile.paymentInstructions, now);
  return reword(
    mail,
    {
      subject: WORDS.provisionalSubject(mail.subject),
      heading: WORDS.provisionalHeading,
      notes: lines,
    },
    true,
  );
}

/** The deposit came (or staff confirmed without it, `waived`): the same event, confirmed. */
export function depositConfirmedMail(
  mail: OutgoingMail,
  profile: StudioProfile,
  waived = false,
): OutgoingMail {
  return reword(
    mail,
    {
      subject: mail.subject.replace(/^[^:]*/, WORDS.confirmedSubject(profile.name)),
      heading: WORDS.confirmedHeading,
      intro: [waived ? DEPOSIT_WAIVED_LINE : DEPOSIT_CONFIRMED_LINE],
    },
    false,
  );
}

/** The staff's notice that a recorded deposit confirmed a booking: the booking's staff mail, reworded. */
export function depositStaffMail(mail: OutgoingMail): OutgoingMail {
  const template = mail.template;
  if (template?.name !== "staff-notice") return mail;
  const heading = WORDS.staffConfirmedHeading;
  return {
    ...mail,
    subject: mail.subject.replace(/^[^:]*/, heading),
    template: { ...template, props: { ...template.props, heading } },
  };
}

/** The one reminder before the deadline; it changes nothing in the calendar. */
export function depositReminderMail(
  mail: OutgoingMail,
  bookingId: string,
  deposit: DueDeposit,
  profile: StudioProfile,
  now: Date,
): OutgoingMail {
  const { calendar: _event, ...rest } = mail;
  const lines = provisionalLines({ id: bookingId, ...deposit }, profile.paymentInstructions, now);
  return reword(rest, {
    subject: WORDS.reminderSubject(profile.name),
    heading: WORDS.reminderHeading,
    intro: [depositReminderLine(deposit.depositPence, deposit.depositDueAt, now)],
    notes: lines.slice(2),
  });
}

/** The mail with one more note first (a cancellation's terms). */
export const withNote = (mail: OutgoingMail, note: string): OutgoingMail => reword(mail, { notes: [note] });
