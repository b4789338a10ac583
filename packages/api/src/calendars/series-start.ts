// Where to begin expanding a series that has repeated for years: a whole number of its periods after
// its DTSTART, shortly before the horizon, so a rule repeating since the 1990s is read from near
// now and not stopped by the occurrence cap on the way there. Only for rules whose occurrences from
// that point are the same whichever of their starts they are counted from: HOURLY, DAILY or WEEKLY,
// with no COUNT and no RDATE, and nothing but BYDAY and the times of day (BYHOUR, BYMINUTE,
// BYSECOND) beside FREQ, INTERVAL, UNTIL and WKST (stepping in whole weeks, a whole number of the
// rule's intervals, keeps the weekdays, the times of day and the interval's phase: ical.js steps
// hours on the wall clock, as it steps days).
import type ICAL from "ical.js";

type Event = InstanceType<typeof ICAL.Event>;
type Time = InstanceType<typeof ICAL.Time>;
type Recur = InstanceType<typeof ICAL.Recur>;

const DAY_MS = 86_400_000;
/** The rule parts a step of whole weeks leaves as they were. */
const STEPPABLE_PARTS = new Set(["BYDAY", "BYHOUR", "BYMINUTE", "BYSECOND"]);
const SECOND_MS = 1000;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Days between two starts of the rule that keep its weekdays and its interval: none for other rules. */
function stepDays(rule: Recur): number | null {
  const interval = rule.interval || 1;
  if (rule.freq === "WEEKLY") return 7 * interval;
  if (rule.freq === "DAILY") return (interval * 7) / gcd(interval, 7);
  if (rule.freq === "HOURLY") return (interval * 168) / gcd(interval, 168) / 24; // whole weeks of hours
  return null;
}

function steppableRule(event: Event): Recur | null {
  const component = event.component;
  const rules = component.getAllProperties("rrule");
  if (rules.length !== 1 || component.hasProperty("rdate")) return null;
  const rule = rules[0]?.getFirstValue() as Recur;
  if (rule.count || Object.keys(rule.parts).some((part) => !STEPPABLE_PARTS.has(part))) return null;
  return rule;
}

/** A later start for the series' expansion, or undefined to start at its DTSTART. */
export function seriesStart(event: Event, horizonStartMs: number): Time | undefined {
  const rule = steppableRule(event);
  const step = rule ? stepDays(rule) : null;
  if (step === null) return undefined;
  const start = event.startDate;
  // Two steps and the event's own length early: an occurrence that began before the horizon and
  // runs into it is still read, whatever the clocks did on the way.
  const lengthMs = event.duration.toSeconds() * SECOND_MS;
  const leadMs = horizonStartMs - start.toUnixTime() * SECOND_MS - lengthMs - 2 * step * DAY_MS;
  const steps = Math.floor(leadMs / (step * DAY_MS));
  if (steps <= 0) return undefined;
  const from = start.clone();
  from.adjust(steps * step, 0, 0, 0);
  return from;
}
