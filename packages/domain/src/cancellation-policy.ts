/**
 * What the studio says of cancelling: its one policy, and where to turn once online cancellation
 * has closed. Texts only (no schedule), so a page that only says them (privacy, contact) loads no
 * date library for it.
 */

const hoursText = (hours: number) => `${hours} hour${hours === 1 ? "" : "s"}`;

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
