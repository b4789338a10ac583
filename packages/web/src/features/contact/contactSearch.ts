// /contact?subject=booking&message=… (the booking page's Thursday enquiry). Plain text only: route
// search validation runs in the entry chunk, so the form (with the domain's schema) checks them.
export interface ContactSearch {
  subject?: string;
  message?: string;
}

const MAX_PREFILL = 1000;

export function parseContactSearch(search: Record<string, unknown>): ContactSearch {
  const result: ContactSearch = {};
  const { subject, message } = search;
  if (typeof subject === "string" && subject) result.subject = subject.slice(0, 50);
  if (typeof message === "string" && message.trim()) result.message = message.slice(0, MAX_PREFILL);
  return result;
}
