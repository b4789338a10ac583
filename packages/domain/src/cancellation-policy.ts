/**
 * What the studio says of cancelling: its one policy, and where to turn once online cancellation
 * has closed. Texts only (no schedule), so a page that only says them (privacy, contact) loads no
 * date library for it.
 */

/** '1 hour', '24 hours'. */
export const hoursText = (hours: number) => `${hours} hour${hours === 1 ? "" : "s"}`;

/** How to reach the studio instead, once the notice window has begun. */
export function contactTheStudioText(contact: { bookingsEmail: string; messagingNumber: string }): string {
  return `Please e-mail ${contact.bookingsEmail} or text ${contact.messagingNumber} to cancel or change it.`;
}

/** The 409's message, and the manage page's text inside the notice window. */
export function selfCancelClosedMessage(
  noticeHours: number,
  contact: { bookingsEmail: string; messagingNumber: string },
): string {
  return `This booking can no longer be cancelled online: online cancellation closes ${hoursText(noticeHours)} before the session starts. ${contactTheStudioText(contact)}`;
}

/**
 * The studio's one cancellation policy: the booking page, confirmation, receipt, manage and privacy
 * pages say it. A mail that carries its own manage link (`inMail`) points to itself.
 */
export function cancellationPolicy(
  profile: {
    cancellationNoticeHours: number;
    bookingsEmail: string;
    messagingNumber: string;
  },
  inMail = false,
): string {
  return `You can cancel online, from the link in ${inMail ? "this" : "your confirmation"} e-mail, up to ${hoursText(profile.cancellationNoticeHours)} before your session starts. After that, please e-mail ${profile.bookingsEmail} or text ${profile.messagingNumber}.`;
}

/** "14 days'" or "1 day's" for whole days, else "36 hours'" or "1 hour's". */
function noticeText(hours: number): string {
  const [count, unit] = hours % 24 === 0 ? [hours / 24, "day"] : [hours, "hour"];
  return count === 1 ? `1 ${unit}'s` : `${count} ${unit}s'`;
}

/** What a band keeps, said of what was paid (`first`) or of "it" after. */
function keptText(keepPercent: number, first: boolean): string {
  const paid = first ? "what you have paid" : "it";
  if (keepPercent === 0) return first ? "what you have paid is refunded in full" : "it is refunded in full";
  if (keepPercent === 100) return `the studio keeps ${first ? paid : "all of it"}`;
  return `the studio keeps ${keepPercent}% of ${paid}`;
}

/**
 * The studio's cancellation terms as a customer reads them before booking, longest notice first:
 * 'If you cancel with 14 days' notice or more, what you have paid is refunded in full; with 7
 * days' notice or more, the studio keeps 50% of it; with less notice, the studio keeps all of it.'
 * Below every band nothing is kept. Null without terms.
 */
export function customerCancellationTerms(
  bands: readonly { noticeHours: number; keepPercent: number }[] | undefined,
): string | null {
  if (!bands || bands.length === 0) return null;
  // One band per notice (the most kept, as the terms apply it), longest notice first.
  const byNotice = new Map<number, number>();
  for (const band of bands)
    byNotice.set(band.noticeHours, Math.max(band.keepPercent, byNotice.get(band.noticeHours) ?? 0));
  const sorted = [...byNotice].sort(([a], [b]) => b - a);
  if (sorted.at(-1)![0] > 0) sorted.push([0, 0]);
  const parts = sorted.map(([notice, keep], index) => {
    const when =
      notice > 0 ? ` with ${noticeText(notice)} notice or more` : index === 0 ? "" : " with less notice";
    return `${when}, ${keptText(keep, index === 0)}`;
  });
  return `If you cancel${parts.join(";")}.`;
}
