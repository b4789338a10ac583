// /contact?subject=booking&message=…&firstName=… (the booking page's enquiries carry what the
// visitor chose and typed). Plain text only: route search validation runs in the entry chunk, so
// the form (with the domain's schema) checks them.
export interface ContactSearch {
  subject?: string;
  message?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
}

const MAX_PREFILL = 1000;
const MAX_FIELD = 200;
const FIELDS = ["firstName", "lastName", "email", "phone"] as const;

export function parseContactSearch(search: Record<string, unknown>): ContactSearch {
  const result: ContactSearch = {};
  const { subject, message } = search;
  if (typeof subject === "string" && subject) result.subject = subject.slice(0, 50);
  if (typeof message === "string" && message.trim()) result.message = message.slice(0, MAX_PREFILL);
  for (const field of FIELDS) {
    const value = search[field];
    if (typeof value === "string" && value.trim()) result[field] = value.trim().slice(0, MAX_FIELD);
  }
  return result;
}
