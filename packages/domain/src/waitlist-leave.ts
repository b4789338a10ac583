/**
 * The waitlist's leave page: its path and words. Apart from waitlist.ts (which needs zod and the
 * date formats) so the page a visitor opens from an e-mail loads nothing more than these.
 */

/** The page of a waitlist e-mail's leave link: '/waitlist/leave/{token}'. */
export const WAITLIST_LEAVE_PATH = "/waitlist/leave/";

/** Shown by a visitor's page when a call never reached the studio (its own words are shown otherwise). */
export const STUDIO_UNREACHABLE = "The studio could not be reached. Please try again.";

export const waitlistLeaveTexts = {
  heading: "Leave the waitlist",
  intro: "Press the button to stop hearing about freed time on this night.",
  button: "Leave the waitlist",
  left: "You have left the waitlist. We will not e-mail you about this night.",
  unknownLink: "This waitlist link is not valid. It may have been mistyped, or the night has passed.",
  unreachable: STUDIO_UNREACHABLE,
} as const;
