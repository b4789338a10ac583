import type { ScheduleEventData } from "@mantine/schedule";
import {
  addDays,
  type Booking,
  busyTitle,
  type Closure,
  formatBusyRange,
  formatStaffSession,
  formatTime12,
  type Hold,
  heldForMessage,
  type ProducerLeave,
  shownStatus,
  type StaffBusy,
} from "@studio/domain";
import { intervalOnAxis, sessionOnAxis } from "./studio-night";
import type { AgendaPayload } from "./WeekendAgenda";

// A session in its producer's colour (a provisional one, its deposit due, titled so), a cancelled
// one red; every shade dark enough for white text (WCAG AA). A pale variant fails on the dark theme.
const PRODUCER_COLOURS = ["#1e7a34", "#1c5fa8", "#7b3fa8", "#8a4b1c", "#0f6b63", "#9d174d"] as const;
const OTHER_RED = "red.9";

/** Each producer's colour, by their place in the studio's list (the legend says which is whose). */
export function producerColours(producers: readonly string[]): Map<string, string> {
  return new Map(producers.map((name, i) => [name, PRODUCER_COLOURS[i % PRODUCER_COLOURS.length]!]));
}

const DIARY_GREY = "gray.7";

/** A booking as a calendar event; `now` decides whether its range needs the year. */
export function toEvent(booking: Booking, now: Date, colours: Map<string, string>): ScheduleEventData {
  const { start, end } = sessionOnAxis(booking);
  const provisional = shownStatus(booking) === "provisional";
  const title = `${formatTime12(booking.startTime)} ${booking.firstName} ${booking.lastName} - ${booking.engineer}`;
  return {
    id: booking.id,
    title: provisional ? `Provisional: ${title}` : title,
    start,
    end,
    color:
      booking.status === "confirmed" ? (colours.get(booking.engineer) ?? PRODUCER_COLOURS[0]) : OTHER_RED,
    variant: "filled",
    payload: { bookingId: booking.id, range: formatStaffSession(booking, now) } satisfies AgendaPayload,
  };
}

// A hold in the hold colour, light (a booking is filled): it is not a booking yet.
const HOLD_COLOUR = "yellow";

/** A hold as a calendar event, labelled as one with its artist and expiry; it opens the hold. */
export function holdEvent(hold: Hold, now: Date): ScheduleEventData {
  const { start, end } = sessionOnAxis(hold);
  return {
    id: `hold-${hold.id}`,
    title: `Hold ${formatTime12(hold.startTime)} - ${hold.engineer}: ${heldForMessage(hold)}`,
    start,
    end,
    color: HOLD_COLOUR,
    variant: "light",
    payload: { holdId: hold.id, range: formatStaffSession(hold, now) } satisfies AgendaPayload,
  };
}

/** A whole studio night on the axis (12:00 to 06:00 real time). */
function nightEvent(id: string, night: string, title: string): ScheduleEventData {
  return {
    id,
    title,
    start: `${night} 06:00:00`,
    end: `${night} 23:59:00`,
    color: DIARY_GREY,
    variant: "light",
  };
}

function nightsOf(range: { startDate: string; endDate: string }): string[] {
  const nights: string[] = [];
  for (
    let night = range.startDate;
    night <= range.endDate && nights.length < 400;
    night = addDays(night, 1)
  ) {
    nights.push(night);
  }
  return nights;
}

/** Closures and producers' leave, one event per night they cover. */
export function diaryEvents(
  closures: readonly Closure[],
  leave: readonly ProducerLeave[],
): ScheduleEventData[] {
  return [
    ...closures.flatMap((closure) =>
      nightsOf(closure).map((night) =>
        nightEvent(`closure-${closure.id}-${night}`, night, `Closed: ${closure.reason}`),
      ),
    ),
    ...leave.flatMap((away) =>
      nightsOf(away).map((night) => nightEvent(`leave-${away.id}-${night}`, night, `${away.engineer} away`)),
    ),
  ];
}

/** A producer's busy time from their own calendar, one grey event per studio night it touches. */
export function busyEvents(busy: readonly StaffBusy[]): ScheduleEventData[] {
  return busy.flatMap((block) =>
    intervalOnAxis(block).map(({ night, start, end }) => ({
      id: `busy-${block.id}-${night}`,
      title: busyTitle(block),
      start,
      end,
      color: DIARY_GREY,
      variant: "light",
      payload: { range: formatBusyRange(block) } satisfies AgendaPayload,
    })),
  );
}
