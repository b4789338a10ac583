// /booking?producer=Marcus: a producer's page opens the booking page with them chosen. A plain
// function, not a zod schema: route search validation runs in the entry chunk.
export interface BookingSearch {
  producer?: string;
}

export function parseBookingSearch(search: Record<string, unknown>): BookingSearch {
  const { producer } = search;
  return typeof producer === "string" && producer.trim() ? { producer: producer.trim().slice(0, 100) } : {};
}
