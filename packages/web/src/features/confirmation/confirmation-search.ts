// The confirmation page reads only its query string. Every value is kept as text here
// (a missing one is ''); the page itself checks them with the booking schema. A plain function
// rather than a zod schema: route search validation runs in the entry chunk, and zod would weigh
// on every public page.
import { CONFIRMATION_FIELDS } from "@studio/domain";

const KEYS = CONFIRMATION_FIELDS;

export type ConfirmationSearch = Record<(typeof KEYS)[number], string>;

export function parseConfirmationSearch(search: Record<string, unknown>): ConfirmationSearch {
  const result = {} as ConfirmationSearch;
  for (const key of KEYS) {
    const value = search[key];
    result[key] = typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
  }
  return result;
}
