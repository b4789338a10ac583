// The confirmation page reads only its query string. Every value is kept as text here
// (a missing one is ''); the page itself checks them with the booking schema. A plain function
// rather than a zod schema: route search validation runs in the entry chunk, and zod would weigh
// on every public page.
import { CONFIRMATION_FIELDS } from "@studio/domain";

const KEYS = CONFIRMATION_FIELDS;
/** Only a provisional booking has these: absent otherwise, never an empty value in the address. */
const DEPOSIT_KEYS = ["depositPence", "depositDueAt"] as const;
type DepositKey = (typeof DEPOSIT_KEYS)[number];

export type ConfirmationSearch = Record<Exclude<(typeof KEYS)[number], DepositKey>, string> &
  Partial<Record<DepositKey, string>>;

export function parseConfirmationSearch(search: Record<string, unknown>): ConfirmationSearch {
  const result: Record<string, string> = {};
  for (const key of KEYS) {
    const value = search[key];
    const text = typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
    if (text !== "" || !(DEPOSIT_KEYS as readonly string[]).includes(key)) result[key] = text;
  }
  return result as ConfirmationSearch;
}
