import {
  formatPounds,
  formatSessionRange,
  formatShortDay,
  isDuration,
  sessionWhen,
  studioNightName,
} from "@studio/domain";

/** Until the visitor has chosen both: the summary claims nothing not yet chosen. */
const CHOOSE_DATE_TIME = "Choose a date / time";

export interface SessionChoice {
  date: string;
  startTime: string;
  duration: number;
}

/** What the summary and the phone's bottom bar say about the chosen session. */
export function describeSession(
  { date, startTime, duration }: SessionChoice,
  /** The current price by hours (the chosen producer's own, else the studio's rate card). */
  price: (duration: number) => number,
) {
  const chosen = Boolean(date && startTime) && isDuration(duration);
  if (!chosen) {
    return {
      chosen: false,
      when: date ? `${formatShortDay(date)}: choose a time` : CHOOSE_DATE_TIME,
      night: null,
      total: null,
    } as const;
  }
  const slot = { date, startTime, duration };
  return {
    chosen: true,
    when: formatSessionRange(slot),
    // After midnight the real day leads; the studio night it belongs to follows.
    night: sessionWhen(slot).afterMidnight ? studioNightName(date) : null,
    total: formatPounds(price(duration)),
  } as const;
}
