// What each page is, for people and search engines. A route declares it once: its `head()` (title,
// description, canonical link, Open Graph, structured data: built here) and its `staticData` (whether
// the server renders it to HTML, whether search engines may list it). The server renders the head
// into each page's <head> with TanStack Router's <HeadContent /> (entry-server.tsx), the browser
// keeps it right with the same component (components/RouteHead.tsx), and the sitemap lists the
// indexable routes.
import type { StudioProfile } from "./features/studio/use-studio-profile";
import type { RouterContext } from "./router-context";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** Rendered to HTML by the server; otherwise sent as its skeleton, for the browser to render
     * (its content varies with the address, or it is private). */
    prerender?: boolean;
    /** Listed in sitemap.xml and open to search engines. */
    indexable?: boolean;
    /** For a route with parameters: its addresses in the sitemap. */
    sitemap?: (profile: StudioProfile) => string[];
  }
}

/** A picture a link to the page shows where it is shared. */
interface SharePicture {
  src: string;
  alt: string;
}

export interface PageMeta {
  title: string;
  description: string;
  /** The page's own picture; default: the studio's hero, else its first gallery photo. */
  picture?: SharePicture | undefined;
}

/** What a route's `head()` is given that a page's head needs (a part of TanStack's own argument). */
export interface HeadArgs {
  match: { pathname: string; staticData: { indexable?: boolean }; context: RouterContext };
  /** The root's loader data is the studio profile. */
  matches: ReadonlyArray<{ loaderData?: unknown }>;
}

/** The studio profile, as the root route loaded it. */
export const profileOf = ({ matches }: HeadArgs) => matches[0]?.loaderData as StudioProfile;

export const where = (p: StudioProfile) => `${p.address.area} ${p.address.postcode}`;

export const producerPath = (name: string) => `/producer/${encodeURIComponent(name.toLowerCase())}`;

const noindex = { name: "robots", content: "noindex" };

/** A photo, not a drawing: no link preview shows an SVG (the sample profile's placeholders are). */
const shareable = (picture: SharePicture | undefined) =>
  picture && !picture.src.toLowerCase().endsWith(".svg") ? picture : undefined;

/** Open Graph's picture of a page, with its real size where the server has read it. */
function pictureMeta(profile: StudioProfile, publicUrl: string, own: SharePicture | undefined) {
  const picture = shareable(own) ?? shareable(profile.images.hero) ?? profile.images.gallery.find(shareable);
  if (!picture) return [];
  const size = profile.pictures?.[picture.src];
  return [
    { property: "og:image", content: new URL(picture.src, publicUrl).href },
    { property: "og:image:alt", content: picture.alt },
    ...(size
      ? [
          { property: "og:image:width", content: String(size.width) },
          { property: "og:image:height", content: String(size.height) },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/**
 * A page's head: its title and description, and for an indexable page its canonical URL (the
 * matched path, or `canonicalPath`), Open Graph (with a picture) and the studio's structured data;
 * any other page asks search engines not to index it.
 */
export function pageHead(
  args: HeadArgs,
  meta: (profile: StudioProfile) => PageMeta,
  canonicalPath = args.match.pathname,
) {
  const profile = profileOf(args);
  const { title, description, picture } = meta(profile);
  const basic = [{ title }, { name: "description", content: description }];
  if (!args.match.staticData.indexable) return { meta: [...basic, noindex] };
  const { publicUrl, structuredData } = args.match.context;
  const url = `${publicUrl}${canonicalPath}`;
  return {
    meta: [
      ...basic,
      { name: "robots", content: "index, follow" },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: profile.name },
      { property: "og:title", content: title },
      { property: "og:description", content: description },
      { property: "og:url", content: url },
      { property: "og:locale", content: "en_GB" },
      ...pictureMeta(profile, publicUrl, picture),
      ...(structuredData ? [{ "script:ld+json": structuredData(profile, publicUrl) }] : []),
    ],
    links: [{ rel: "canonical", href: url }],
  };
}

/**
 * The head of a page no route claims (the root route's, which every page's own head overrides),
 * and of a producer nobody is called.
 */
export function notFoundHead(profile: StudioProfile) {
  return {
    meta: [
      { title: `404 Page Not Found | ${profile.name}` },
      { name: "description", content: "This page does not exist." },
      noindex,
    ],
  };
}
