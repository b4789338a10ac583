/**
 * The Bookings tab as a work list (docs/decisions.md): views, search and filters over the admin's list,
 * sessions in real start order, tonight's marked, each customer's booking count, and the holds on the
 * nights among the sessions.
 */
import {
  addDays,
  type Booking,
  currentStudioNight,
  formatStaffDay,
  type Hold,
  isPastSession,
  isTonight,
  sessionInterval,
  shownStatus,
  studioNightName,
} from "@studio/domain";

export const WORK_VIEWS = ["upcoming", "past", "cancelled", "all"] as const;
export type WorkView = (typeof WORK_VIEWS)[number];

export const WORK_VIEW_LABELS: Readonly<Record<WorkView, string>> = {
  upcoming: "Upcoming",
  past: "Past",
  cancelled: "Cancelled",
  all: "All",
};

export interface WorkFilter {
  view: WorkView;
  /** Part of a name, an e-mail or a phone number. */
  search: string;
  engineer: string | null;
  /** Studio nights from and to (YYYY-MM-DD), both included. */
  from: string | null;
  to: string | null;
  /** Only provisional bookings (a deposit still due). */
  provisionalOnly?: boolean;
}

export const DEFAULT_FILTER: WorkFilter = {
  view: "upcoming",
  search: "",
  engineer: null,
  from: null,
  to: null,
};

export interface WorkItem {
  booking: Booking;
  startMs: number;
  endMs: number;
  /** The session belongs to the studio night under way (or today's, before it opens). */
  tonight: boolean;
  /** This customer's nth booking (by e-mail, in the order they were made). */
  nth: number;
}

/** A hold on the work list: shown among the sessions of its night, marked as a hold. */
export interface HeldItem {
  hold: Hold;
  startMs: number;
  endMs: number;
}

/** '1st', '2nd', '3rd', '11th', '22nd'. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}

function nthByCustomer(bookings: readonly Booking[]): Map<string, number> {
  const byEmail = new Map<string, Booking[]>();
  for (const booking of bookings) {
    const key = booking.email.trim().toLowerCase();
    byEmail.set(key, [...(byEmail.get(key) ?? []), booking]);
  }
  const nth = new Map<string, number>();
  for (const list of byEmail.values()) {
    const inOrder = [...list].sort(
      (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
    );
    for (const [index, booking] of inOrder.entries()) nth.set(booking.id, index + 1);
  }
  return nth;
}

const digits = (value: string) => value.replace(/\D/g, "");

type Person = Pick<Booking, "firstName" | "lastName" | "email" | "phone">;

function matchesSearch(booking: Person, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const text = `${booking.firstName} ${booking.lastName} ${booking.email}`.toLowerCase();
  if (text.includes(needle)) return true;
  const needleDigits = digits(needle);
  return needleDigits.length >= 3 && digits(booking.phone).includes(needleDigits);
}

/** Tonight's sessions stay in Upcoming until the studio night ends at 06:00, even once over. */
function inView(item: WorkItem, view: WorkView, now: Date): boolean {
  const { status } = item.booking;
  if (view === "all") return true;
  if (view === "cancelled") return status === "cancelled";
  if (status !== "confirmed") return false;
  return isPastSession(item.booking, now) === (view === "past");
}

const isProvisional = (booking: Booking): boolean => shownStatus(booking) === "provisional";

/** The bookings of one view, filtered and in the view's order. */
export function workList(bookings: readonly Booking[], filter: WorkFilter, now: Date): WorkItem[] {
  const nth = nthByCustomer(bookings);
  const items = bookings
    .map((booking): WorkItem => {
      const interval = sessionInterval(booking) ?? { startMs: 0, endMs: 0 };
      return { booking, ...interval, tonight: isTonight(booking, now), nth: nth.get(booking.id) ?? 1 };
    })
    .filter(
      (item) =>
        inView(item, filter.view, now) &&
        matchesSearch(item.booking, filter.search) &&
        (!filter.engineer || item.booking.engineer === filter.engineer) &&
        (!filter.from || item.booking.date >= filter.from) &&
        (!filter.to || item.booking.date <= filter.to) &&
        (!filter.provisionalOnly || isProvisional(item.booking)),
    );
  // Upcoming and All read forward from the soonest; Past and Cancelled from the latest.
  const forward = filter.view === "upcoming" || filter.view === "all";
  return items.sort((a, b) => (forward ? a.startMs - b.startMs : b.startMs - a.startMs));
}

/**
 * The holds a view shows: Upcoming and All list the nights' holds (a hold is neither past nor
 * cancelled), under the same search and filters as the bookings.
 */
export function heldInView(holds: readonly Hold[], filter: WorkFilter, now: Date): HeldItem[] {
  if (filter.view !== "upcoming" && filter.view !== "all") return [];
  return holds
    .map((hold): HeldItem => ({ hold, ...(sessionInterval(hold) ?? { startMs: 0, endMs: 0 }) }))
    .filter(
      (item) =>
        (filter.view === "all" || item.endMs > now.getTime()) &&
        matchesSearch(item.hold, filter.search) &&
        (!filter.engineer || item.hold.engineer === filter.engineer) &&
        (!filter.from || item.hold.date >= filter.from) &&
        (!filter.to || item.hold.date <= filter.to),
    );
}

/** A forward view's sessions and holds together, by real start. */
export function withHolds(items: readonly WorkItem[], held: readonly HeldItem[]): (WorkItem | HeldItem)[] {
  return [...items, ...held].sort((a, b) => a.startMs - b.startMs);
}

/** How many bookings each view holds under the same search and filters. */
export function viewCounts(
  bookings: readonly Booking[],
  filter: WorkFilter,
  now: Date,
): Record<WorkView, number> {
  return Object.fromEntries(
    WORK_VIEWS.map((view) => [view, workList(bookings, { ...filter, view }, now).length]),
  ) as Record<WorkView, number>;
}

export interface NightGroup<T extends WorkItem | HeldItem = WorkItem> {
  night: string;
  /** 'Tonight: Friday night, Fri 27 Nov', 'This weekend: Saturday night, Sat 28 Nov' or 'Sunday night, Sun 6 Dec'. */
  heading: string;
  items: T[];
}

/** The last night of the studio weekend under way or to come (its Sunday). */
const weekendEnd = (tonight: string) =>
  addDays(tonight, (7 - new Date(`${tonight}T12:00:00Z`).getUTCDay()) % 7);

/** A view's items under their studio nights, in the view's order; tonight and this weekend say so. */
export function byNight<T extends WorkItem | HeldItem>(items: readonly T[], now: Date): NightGroup<T>[] {
  const tonight = currentStudioNight(now);
  const groups: NightGroup<T>[] = [];
  for (const item of items) {
    const night = "hold" in item ? item.hold.date : item.booking.date;
    const last = groups.at(-1);
    if (last?.night === night) {
      last.items.push(item);
      continue;
    }
    const prefix =
      night === tonight
        ? "Tonight: "
        : night > tonight && night <= weekendEnd(tonight)
          ? "This weekend: "
          : "";
    groups.push({
      night,
      heading: `${prefix}${studioNightName(night)}, ${formatStaffDay(night, now)}`,
      items: [item],
    });
  }
  return groups;
}
