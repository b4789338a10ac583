// The studio as search engines read it: schema.org's LocalBusiness, from the studio profile and
// the domain's own opening rule. Every indexable page's head carries it in the server's HTML
// (page-head.ts); the browser keeps that copy.
import { addDays, dayKind, START_TIMES, STUDIO_DAY_START_MINUTES } from "@studio/domain";
import type { StudioProfile } from "./features/studio/use-studio-profile";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The days the public can book, opening at the first start time and closing at the studio day's end. */
function openingHours() {
  // 2024-01-01 is a Monday: one week of the domain's own rule.
  const days = WEEKDAYS.filter((_, index) => dayKind(addDays("2024-01-01", index)) === "session");
  return {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days,
    opens: START_TIMES[0],
    closes: hhmm(STUDIO_DAY_START_MINUTES),
  };
}

/** `publicUrl`: the site's origin, without a trailing slash. */
export function studioStructuredData(profile: StudioProfile, publicUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${publicUrl}/#studio`,
    name: profile.name,
    description: `Recording studio. ${profile.tagline}`.trim(),
    url: `${publicUrl}/`,
    email: profile.bookingsEmail,
    telephone: profile.messagingNumber,
    address: {
      "@type": "PostalAddress",
      addressLocality: profile.address.area,
      postalCode: profile.address.postcode,
      addressCountry: "GB",
    },
    openingHoursSpecification: [openingHours()],
    sameAs: [profile.social.shortVideo.url, profile.social.photo.url],
  };
}
