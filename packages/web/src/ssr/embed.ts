/** The id of the JSON data block that carries the studio profile in every page. */
export const PROFILE_ELEMENT_ID = "studio-profile";
