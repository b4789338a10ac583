/**
 * The studio's artists: bookings grouped into people by the same identity rule as the per-customer
 * limit (an e-mail in any case, or a phone's digits with +44 read as 0), and found by name, e-mail
 * or phone. Pure: the caller passes every booking in.
 */
import * as z from "zod/mini";
import type { Attendance } from "./attendance.js";
import { ERASED, matchesCustomer, parseCustomerQuery, phoneKey } from "./privacy.js";
import type { Booking } from "./schemas.js";
import { lineText } from "./text.js";

/** What the artists' list reads of a booking. */
export interface ArtistBooking
  extends Pick<Booking, "id" | "firstName" | "lastName" | "email" | "phone" | "date"> {
  status: string;
  attendance: Attendance | null;
  lateCancel: boolean;
  paidPence: number;
}

export interface Artist {
  email: string;
  names: string[];
  phones: string[];
  bookings: number;
  attended: number;
  noShows: number;
  lateCancels: number;
  paidPence: number;
  /** The latest session date booked, 'YYYY-MM-DD'. */
  lastSession: string;
  /** The ids of the artist's bookings. */
  bookingIds: string[];
}

/** What the identity rule reads of a booking. */
type Identity = Pick<ArtistBooking, "email" | "phone">;

const emailKey = (b: Identity) => `e:${b.email.trim().toLowerCase()}`;
const phoneKeyOf = (b: Identity) => {
  // An erased phone ('[erased]') has no digits, so it joins no one.
  const key = phoneKey(b.phone);
  return key.length >= 7 ? `p:${key}` : null;
};

/** Bookings that share an e-mail or a phone belong to one artist (transitively). */
export function groupArtists<B extends Identity>(bookings: readonly B[]): B[][] {
  const parent = new Map<string, string>();
  const find = (key: string): string => {
    let root = key;
    // Every key was entered before it is looked up, so the chain always ends at a root.
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(key, root);
    return root;
  };
  const join = (a: string, b: string) => parent.set(find(a), find(b));
  const known = bookings.filter((b) => b.email !== ERASED);
  for (const booking of known) {
    const keys = [emailKey(booking), phoneKeyOf(booking)].filter((k): k is string => k !== null);
    for (const key of keys) if (!parent.has(key)) parent.set(key, key);
    if (keys.length === 2) join(keys[0]!, keys[1]!);
  }
  const groups = new Map<string, B[]>();
  for (const booking of known) {
    const root = find(emailKey(booking));
    const group = groups.get(root);
    if (group) group.push(booking);
    else groups.set(root, [booking]);
  }
  return [...groups.values()];
}

function summariseArtist(bookings: readonly ArtistBooking[]): Artist {
  const latest = [...bookings].sort((a, b) => b.date.localeCompare(a.date))[0]!;
  const distinct = (values: string[]) => [...new Set(values)];
  return {
    email: latest.email,
    names: distinct(bookings.map((b) => `${b.firstName} ${b.lastName}`)),
    phones: distinct(bookings.map((b) => b.phone)),
    bookings: bookings.length,
    attended: bookings.filter((b) => b.attendance === "arrived").length,
    noShows: bookings.filter((b) => b.attendance === "no-show").length,
    lateCancels: bookings.filter((b) => b.lateCancel).length,
    paidPence: bookings.reduce((sum, b) => sum + b.paidPence, 0),
    lastSession: latest.date,
    bookingIds: bookings.map((b) => b.id),
  };
}

/** Whether one of an artist's bookings answers the search: e-mail, phone, or part of a name. */
function bookingAnswers(q: string, booking: ArtistBooking): boolean {
  const query = q.trim();
  if (query === "") return true;
  const looksLikePhone = !/[a-z@]/i.test(query) && phoneKey(query).length >= 7;
  if (query.includes("@") || looksLikePhone) return matchesCustomer(parseCustomerQuery(query), booking);
  const name = `${booking.firstName} ${booking.lastName}`.toLowerCase();
  return name.includes(query.toLowerCase());
}

/** The artists with a booking answering `q`, the most recent first. */
export function findArtists(bookings: readonly ArtistBooking[], q: string): Artist[] {
  return groupArtists(bookings)
    .filter((group) => group.some((booking) => bookingAnswers(q, booking)))
    .map(summariseArtist)
    .sort((a, b) => b.lastSession.localeCompare(a.lastSession) || a.email.localeCompare(b.email));
}

/** The artists search: any part of a name, an e-mail or a phone; empty lists everyone. */
export const artistQuerySchema = z.object({
  q: z._default(
    lineText(254, { type: "Search must be text", tooLong: "Search must be at most 254 characters" }),
    "",
  ),
});
