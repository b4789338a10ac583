// The privacy notice (/privacy): its sections and default texts, filled in from the studio profile.
// Kept apart from privacy.ts (no zod here), so the public page carries only these texts.
// The studio may replace any text in its profile (`privacyNotice`); {name}, {area}, {postcode},
// {bookingsEmail}, {messagingNumber}, {retentionYears} and {messageRetentionMonths} are filled in.
export const PRIVACY_SECTIONS = [
  { key: "who", heading: "Who we are" },
  { key: "what", heading: "What we collect and why" },
  { key: "recipients", heading: "Who receives it" },
  { key: "retention", heading: "How long we keep it" },
  { key: "rights", heading: "Your rights" },
  { key: "complaints", heading: "How to complain" },
  { key: "cookies", heading: "Cookies" },
] as const;

export type PrivacySectionKey = (typeof PRIVACY_SECTIONS)[number]["key"];
type PrivacyNoticeTexts = Record<PrivacySectionKey, string>;

const DEFAULT_PRIVACY_NOTICE: PrivacyNoticeTexts = {
  who: "{name} is a recording studio in {area} ({postcode}). We are responsible for the personal data you give us on this site. Write to {bookingsEmail} or text {messagingNumber} about anything in this notice.",
  what: "When you book a session we keep your name, e-mail address, phone number and what you tell us about your project, with the session's date, time, producer and cost. When you send us a message we keep your name, e-mail address, phone number (if given) and the message. Our staff may keep short notes about working with you (your equipment or preferences, say) with your bookings; they are erased with your bookings' personal data. We use them only to run your booking and answer you: confirming the session, sending your receipt and calendar file, and contacting you about it. The legal basis is the contract you make with us when you book, or take steps to make by writing to us.",
  recipients:
    "Our staff, and the e-mail provider that delivers the studio's e-mails. We do not sell your data or share it with anyone for marketing.",
  retention:
    "Bookings are business records: their personal data is erased automatically {retentionYears} years after the session (HMRC asks us to keep records for six years); the date, time, producer and cost stay, without your name or contact details. Payments you make at the studio are accounting records, kept for six years: when your personal data is erased, each payment's amount, date and method stay, and your name, e-mail address and phone number are removed from them. Messages are erased {messageRetentionMonths} months after they were sent. The text of the e-mails we send is deleted after 90 days. Backups age out within 30 days.",
  rights:
    "You can ask us for a copy of everything we hold about you, to correct it, or to erase it; we answer within one month. Write to {bookingsEmail} from the address you used, or text {messagingNumber}.",
  complaints:
    "If you are unhappy with how we handle your data, please tell us first. You can also complain to the Information Commissioner's Office (ICO): ico.org.uk/make-a-complaint, or call 0303 123 1113.",
  cookies:
    "This site sets no tracking or advertising cookies and uses no analytics. The only cookies are the admin session cookie and the admin's device cookie, used by the studio's staff to sign in to the dashboard; they are strictly necessary, so there is no cookie banner.",
};

export interface PrivacyNoticeProfile {
  name: string;
  bookingsEmail: string;
  messagingNumber: string;
  address: { area: string; postcode: string };
  retentionMonths: number;
  messageRetentionMonths: number;
  privacyNotice?: Partial<PrivacyNoticeTexts> | undefined;
}

/** The notice's sections with the profile's values filled in: what /privacy shows. */
export function privacyNoticeSections(
  profile: PrivacyNoticeProfile,
): { key: PrivacySectionKey; heading: string; text: string }[] {
  const values: Record<string, string> = {
    name: profile.name,
    area: profile.address.area,
    postcode: profile.address.postcode,
    bookingsEmail: profile.bookingsEmail,
    messagingNumber: profile.messagingNumber,
    retentionYears: String(Math.round((profile.retentionMonths / 12) * 10) / 10),
    retentionMonths: String(profile.retentionMonths),
    messageRetentionMonths: String(profile.messageRetentionMonths),
  };
  return PRIVACY_SECTIONS.map(({ key, heading }) => ({
    key,
    heading,
    text: (profile.privacyNotice?.[key] ?? DEFAULT_PRIVACY_NOTICE[key]).replace(
      /\{(\w+)\}/g,
      (whole, name: string) => values[name] ?? whole,
    ),
  }));
}
