// What every route's loader and head() are given (the root route declares it; the router fills it in).
import type { StudioProfile } from "./features/studio/use-studio-profile";

export interface RouterContext {
  /** The studio profile the server rendered into the page (absent in `vite dev`: then fetched). */
  profile?: StudioProfile;
  /** The site's public origin (PUBLIC_URL, without a trailing slash), for canonical links. */
  publicUrl: string;
  /** The studio as search engines read it (structured-data.ts): given by the server only, for the
   * HTML it sends; the browser keeps that copy, and its bundle never carries the builder. */
  structuredData?: (profile: StudioProfile, publicUrl: string) => object;
}
