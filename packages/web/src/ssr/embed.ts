/** The id of the JSON data block that carries the studio profile in every page. */
export const PROFILE_ELEMENT_ID = "studio-profile";

/** The id of the JSON data block that lists the page's own code (its route's chunks), which the
 * browser fetches once the page has painted (main.tsx). */
export const PAGE_MODULES_ELEMENT_ID = "page-modules";
