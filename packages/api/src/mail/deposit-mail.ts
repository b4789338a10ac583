// A provisional booking's mails: the receipt says what to pay, how and by when; the
// confirmation, the reminder and the lapse are the booking's own mails with their own words.
import {
  DEPOSIT_CONFIRMED_LINES,
  type DepositConfirmation,
  DEPOSIT_MAIL_WORDS as WORDS,
  depositDeadlineMovedLine,
  depositReminderLine,
  provisionalLines,
} from "@studio/domain";
import type { StudioProfile } from "../config/index.js";
import type { OutgoingMail } from "../store/email-outbox.js";

/**
 * A deposit still owed, as its mails tell it: the booking, the sum, the deadline, what of it is
 * already paid, the studio's payment words, now.
 */
export interface OwedDeposit {
  bookingId: string;
  depositPence: number;
  dueMs: number;
  paidPence: number;
  profile: StudioProfile;
  now: Date;
}

const dueAtOf = (owed: OwedDeposit) => new Date(owed.dueMs).toISOString();

/** Provisional, the deposit, the deadline, how to pay, the reference. */
function paymentLines(owed: OwedDeposit): string[] {
  const deposit = {
    id: owed.bookingId,
    depositPence: owed.depositPence,
    depositDueAt: dueAtOf(owed),
    paidPence: owed.paidPence,
  };
  return provisionalLines(deposit, owed.profile.paymentInstructions, owed.now);
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

/** The receipt of a provisional booking: the booking's receipt with the payment lines. */
export function provisionalReceipt(mail: OutgoingMail, owed: OwedDeposit): OutgoingMail {
  const words = {
    subject: WORDS.provisionalSubject(mail.subject),
    heading: WORDS.provisionalHeading,
    intro: [WORDS.provisionalIntro(owed.profile.name)],
    notes: paymentLines(owed),
  };
  return reword(mail, words, true);
}

/**
 * Any other mail about a booking whose deposit is still due (a move, a staff edit, a restore): its
 * own words, then what to pay, how and by when; its calendar event stays tentative.
 */
export function stillProvisional(mail: OutgoingMail, owed: OwedDeposit): OutgoingMail {
  return reword(mail, { notes: paymentLines(owed) }, true);
}

/** The deposit came (or a lower price is covered, or staff confirmed without it): the same event, confirmed. */
export function depositConfirmedMail(
  mail: OutgoingMail,
  profile: StudioProfile,
  how: DepositConfirmation,
): OutgoingMail {
  return reword(
    mail,
    {
      subject: mail.subject.replace(/^[^:]*/, WORDS.confirmedSubject(profile.name)),
      heading: WORDS.confirmedHeading,
      intro: [DEPOSIT_CONFIRMED_LINES[how]],
    },
    false,
  );
}

/**
 * The staff's notice that a recorded deposit, or a new price that what was paid covers, confirmed a
 * booking: the booking's staff mail, reworded.
 */
export function depositStaffMail(mail: OutgoingMail, how: "paid" | "covered"): OutgoingMail {
  const template = mail.template;
  if (template?.name !== "staff-notice") return mail;
  const heading = how === "covered" ? WORDS.staffCoveredHeading : WORDS.staffConfirmedHeading;
  return {
    ...mail,
    subject: mail.subject.replace(/^[^:]*/, heading),
    template: { ...template, props: { ...template.props, heading } },
  };
}

/** Why a deposit still due is told again: its one reminder, or a deadline staff moved. */
const DUE_AGAIN = {
  reminder: { subject: WORDS.reminderSubject, heading: WORDS.reminderHeading, line: depositReminderLine },
  deadline: {
    subject: WORDS.deadlineSubject,
    heading: WORDS.deadlineHeading,
    line: depositDeadlineMovedLine,
  },
} as const;
export type DepositDueAgain = keyof typeof DUE_AGAIN;

/** A deposit still due, told again: what and by when, how to pay; it changes nothing in the calendar. */
export function depositDueMail(mail: OutgoingMail, owed: OwedDeposit, why: DepositDueAgain): OutgoingMail {
  const { calendar: _event, ...rest } = mail;
  const words = DUE_AGAIN[why];
  return reword(rest, {
    subject: words.subject(owed.profile.name),
    heading: words.heading,
    intro: [words.line(owed.depositPence, dueAtOf(owed), owed.now, owed.paidPence)],
    notes: paymentLines(owed).slice(2),
  });
}

/** The mail with one more note first (a cancellation's terms). */
export const withNote = (mail: OutgoingMail, note: string): OutgoingMail => reword(mail, { notes: [note] });
