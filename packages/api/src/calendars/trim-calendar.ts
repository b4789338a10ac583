// A calendar's text without the events that cannot reach the horizon, before ical.js parses it. A
// calendar address (Google's secret one, iCloud's, Outlook's) serves the whole history: a busy
// producer's years come to tens of thousands of events, nearly all of them past, and ical.js keeps
// the whole file as objects (about 25 times its text), so a 5 MB export outgrew the reader's heap.
// Only a plain event wholly before the horizon, or wholly after it, is left out: one that repeats
// (RRULE, RDATE, EXRULE), runs by DURATION, replaces a range of a series (RECURRENCE-ID with a
// RANGE) or has a date this does not read is always kept, and so is everything that is not an event. The days compared are the text's own with two days to
// spare, which covers any time zone's offset.
import type { Interval } from "@studio/domain";

const DAY_MS = 86_400_000;
const SLACK_MS = 2 * DAY_MS;
/** What makes an event more than its own dates: kept whatever they say. */
const KEPT_BY = new Set(["RRULE", "RDATE", "EXRULE", "DURATION"]);
/** The dates that place a plain event (RECURRENCE-ID: the instance of a series it replaces). */
const DATED_BY = new Set(["DTSTART", "DTEND", "RECURRENCE-ID"]);

/** '20261201' for an instant: the form an iCalendar date or date-time begins with. */
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10).replaceAll("-", "");

/** One content line, unfolded (RFC 5545 folds a long line onto lines that begin with a space or tab). */
interface Line {
  name: string;
  /** The parameters between the name and the value, as written (';TZID=Europe/London'). */
  params: string;
  value: string;
  /** Where the line's last physical line ends, its line break included. */
  end: number;
}

function readLine(text: string, from: number): Line {
  let end = from;
  let logical = "";
  do {
    const lineBreak = text.indexOf("\n", end);
    const next = lineBreak === -1 ? text.length : lineBreak + 1;
    const physical = text.slice(end, next).replace(/\r?\n$/, "");
    logical += end === from ? physical : physical.slice(1);
    end = next;
  } while (end < text.length && (text[end] === " " || text[end] === "\t"));
  return { ...partsOf(logical), end };
}

/** A content line's parts: the value follows the first colon outside a quoted parameter. */
function partsOf(line: string): Omit<Line, "end"> {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (char === '"') quoted = !quoted;
    else if (char === ":" && !quoted) {
      const head = line.slice(0, i);
      const semicolon = head.indexOf(";");
      const name = semicolon === -1 ? head : head.slice(0, semicolon);
      const params = semicolon === -1 ? "" : head.slice(semicolon);
      return { name: name.trim().toUpperCase(), params, value: line.slice(i + 1).trim() };
    }
  }
  return { name: line.trim().toUpperCase(), params: "", value: "" };
}

/** An event's first and last day as its dates write them, or null when it must be kept. */
function daysOf(lines: Line[]): { first: string; last: string } | null {
  let first = "";
  let last = "";
  let depth = 0;
  for (const { name, params, value } of lines) {
    if (name === "BEGIN") depth++;
    else if (name === "END") depth--;
    // Only the event's own properties: an alarm inside it has dates and durations of its own.
    else if (depth === 1 && KEPT_BY.has(name)) return null;
    else if (depth === 1 && name === "RECURRENCE-ID" && /;RANGE=/i.test(params)) return null;
    else if (depth === 1 && DATED_BY.has(name)) {
      const day = /^\d{8}/.exec(value)?.[0];
      if (day === undefined) return null;
      if (first === "" || day < first) first = day;
      if (day > last) last = day;
    }
  }
  return first === "" ? null : { first, last };
}

/** `text` without the plain events that end before `horizon` starts or begin after it ends. */
export function trimCalendar(text: string, horizon: Interval): string {
  const before = dayOf(horizon.startMs - SLACK_MS);
  const after = dayOf(horizon.endMs + SLACK_MS);
  const kept: string[] = [];
  let copiedTo = 0;
  let depth = 0;
  let event: { start: number; lines: Line[] } | null = null;
  for (let at = 0; at < text.length; ) {
    const line = readLine(text, at);
    if (line.name === "BEGIN" && depth === 1 && line.value.toUpperCase() === "VEVENT")
      event = { start: at, lines: [] };
    if (line.name === "BEGIN") depth++;
    event?.lines.push(line);
    if (line.name === "END") depth--;
    if (event !== null && depth === 1) {
      const days = daysOf(event.lines);
      if (days !== null && (days.last < before || days.first > after)) {
        kept.push(text.slice(copiedTo, event.start));
        copiedTo = line.end;
      }
      event = null;
    }
    at = line.end;
  }
  kept.push(text.slice(copiedTo));
  return kept.join("");
}
