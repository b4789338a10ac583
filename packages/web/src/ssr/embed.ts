/** The id of the JSON data block that carries the studio profile in every page. */
export const PROFILE_ELEMENT_ID = "studio-profile";

/** The id of the JSON data block that carries the site's public origin (for canonical links). */
export const PUBLIC_URL_ELEMENT_ID = "public-url";

/** JSON that may sit inside a <script> element: nothing in it can close the element. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

/** The id of the JSON data block that lists the code a page runs beyond its entry (main.tsx). */
export const PAGE_MODULES_ELEMENT_ID = "page-modules";

/** What that block lists, as URLs: the page's own route chunks (fetched beside the app when it
 * starts) and the app's chunks (fetched ahead, when the browser is idle, by a page that waits for
 * the visitor). */
export interface PageModules {
  page: string[];
  app: string[];
}

/** Marks a skeleton the server sent: the browser's entry replaces it at once instead of hydrating it. */
export const SKELETON_ATTRIBUTE = "data-page-skeleton";
export const SKELETON_SELECTOR = `[${SKELETON_ATTRIBUTE}]`;
