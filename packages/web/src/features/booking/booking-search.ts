// /booking?producer=Marcus (a producer's page's "Book with Marcus"), &date=2026-12-12 (a shared
// link to a night); `engineer=` is read as `producer=` (a waitlist offer's link). A plain function,
// not a zod schema: route search validation runs in the entry chunk.
export interface BookingSearch {
  producer?: string;
  date?: string;
}

export function parseBookingSearch(search: Record<string, unknown>): BookingSearch {
  const result: BookingSearch = {};
  const { date } = search;
  const producer = search.producer ?? search.engineer;
  if (typeof producer === "string" && producer.trim()) result.producer = producer.trim().slice(0, 100);
  if (typeof date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(date)) result.date = date;
  return result;
}
