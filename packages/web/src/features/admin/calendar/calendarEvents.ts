import type { ScheduleEventData } from "@mantine/schedule";
import {
  addDays,
  type Booking,
  type Closure,
  formatSessionRangeFrom,
  formatTime12,
  type ProducerLeave,
} from "@studio/domain";
import { sessionOnAxis } from "./studioNight";
import type { AgendaPayload } from "./WeekendAgenda";

// Green confirmed, red otherwise, in shades dark enough for white text (WCAG AA).
const CONFIRMED_GREEN = "#1e7a34";
const OTHER_RED = "red.9";

const DIARY_GREY = "gray.7";

/** A booking as a calendar event; `now` decides whether its range needs the year. */
export function toEvent(booking: Booking, now: Date): ScheduleEventData {
  const { start, end } = sessionOnAxis(booking);
  return {
    id: booking.id,
    title: `${formatTime12(booking.startTime)} ${booking.firstName} ${booking.lastName} - ${booking.engineer}`,
    start,
    end,
    color: booking.status === "confirmed" ? CONFIRMED_GREEN : OTHER_RED,
    variant: "filled",
    payload: { bookingId: booking.id, range: formatSessionRangeFrom(booking, now) } satisfies AgendaPayload,
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
