// The <head> of a rendered page: title, description, canonical URL, Open Graph and the studio's
// structured data (schema.org LocalBusiness), all from the studio profile and the public URL.
import { addDays, dayKind, START_TIMES, STUDIO_DAY_START_MINUTES } from "@studio/domain";
import type { StudioProfile } from "../features/studio/use-studio-profile";
import type { PageMeta } from "../pages";

export interface HeadInput {
  meta: PageMeta;
  profile: StudioProfile;
  /** The site's public origin, e.g. https://studio.example.com (no trailing slash). */
  publicUrl: string;
  /** The page's canonical path, or undefined for a page search engines should not index. */
  canonicalPath: string | undefined;
  /** Absolute path of the picture that stands for the page (Open Graph), if any. */
  image?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** JSON that may sit inside a <script> element: nothing in it can close the element. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

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

function studioStructuredData(profile: StudioProfile, publicUrl: string, image?: string) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${publicUrl}/#studio`,
    name: profile.name,
    description: `Recording studio. ${profile.tagline}`.trim(),
    url: `${publicUrl}/`,
    email: profile.bookingsEmail,
    telephone: profile.messagingNumber,
    ...(image ? { image: `${publicUrl}${image}` } : {}),
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

export function renderHead({ meta, profile, publicUrl, canonicalPath, image }: HeadInput): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
  ];
  if (canonicalPath === undefined) tags.push(`<meta name="robots" content="noindex">`);
  else {
    const url = `${publicUrl}${canonicalPath}`;
    tags.push(
      `<link rel="canonical" href="${escapeHtml(url)}">`,
      `<meta property="og:type" content="website">`,
      `<meta property="og:site_name" content="${escapeHtml(profile.name)}">`,
      `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
      `<meta property="og:url" content="${escapeHtml(url)}">`,
      `<meta property="og:locale" content="en_GB">`,
    );
    if (image) tags.push(`<meta property="og:image" content="${escapeHtml(`${publicUrl}${image}`)}">`);
    tags.push(
      `<script type="application/ld+json">${scriptSafeJson(studioStructuredData(profile, publicUrl, image))}</script>`,
    );
  }
  return tags.join("\n    ");
}
