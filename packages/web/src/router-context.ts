// What every route's loader is given (the root route declares it; the router fills it in).
import type { StudioProfile } from "./features/studio/use-studio-profile";

export interface RouterContext {
  /** The studio profile the server rendered into the page (absent in `vite dev`: then fetched). */
  profile?: StudioProfile;
}
