// A calendar's text without the events that cannot reach the horizon, before ical.js parses it. A
// calendar address (Google's secret one, iCloud's, Outlook's) serves the whole history: a busy
// producer's years come to tens of thousands of events, nearly all of them past, and ical.js keeps
// the whole file as objects (about 25 times its text), so a 5 MB export outgrew the reader's heap.
// Only a plain event wholly before the horizon, or wholly after it, is left out: one that repeats
// (RRULE, RDATE, EXRULE), runs by DURATION, replaces a range of a series (RECURRENCE-ID with a
// RANGE) or has a date this does not read is always kept, and so is everything that is not an
// event. The days compared are the text's own with two days to spare, which covers any time zone's
// offset. The text may arrive in pieces (CalendarTrim, as the fetch reads it): only what is kept
// and the event being read are held, so a history of 50 MB passes through.
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

/**
 * The content line at `from`, or null while it may go on: its line break has not arrived, or what
 * follows it has not (a space or tab there would fold the next line onto it). `last`: nothing more
 * will arrive.
 */
function readLine(text: string, from: number, last: boolean): Line | null {
  let end = from;
  let logical = "";
  do {
    const lineBreak = text.indexOf("\n", end);
    const next = lineBreak === -1 ? text.length : lineBreak + 1;
    if (next === text.length && !last) return null;
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

/** A calendar's text trimmed as it arrives: `push` each piece, then `end` for what is kept. */
export class CalendarTrim {
  private readonly before: string;
  private readonly after: string;
  private readonly kept: string[] = [];
  private keptLength = 0;
  /** The text not yet kept or left out: from the event being read, or the next whole line. */
  private pending = "";
  /** Where in `pending` the next line begins. */
  private at = 0;
  private depth = 0;
  /** The event being read: where it begins in `pending`, and its lines so far. */
  private event: { start: number; lines: Line[] } | null = null;

  constructor(horizon: Interval) {
    this.before = dayOf(horizon.startMs - SLACK_MS);
    this.after = dayOf(horizon.endMs + SLACK_MS);
  }

  /** What is held now: the text kept so far and the part still being read. */
  get size(): number {
    return this.keptLength + this.pending.length;
  }

  push(piece: string): void {
    this.pending += piece;
    this.readLines(false);
  }

  /** The kept text, once the whole calendar has arrived. */
  end(): string {
    this.readLines(true);
    this.keep(this.pending.length);
    return this.kept.join("");
  }

  private readLines(last: boolean): void {
    const text = this.pending;
    let copiedTo = 0;
    for (let line = readLine(text, this.at, last); line !== null; line = readLine(text, this.at, last)) {
      if (line.name === "BEGIN" && this.depth === 1 && line.value.toUpperCase() === "VEVENT")
        this.event = { start: this.at, lines: [] };
      if (line.name === "BEGIN") this.depth++;
      this.event?.lines.push(line);
      if (line.name === "END") this.depth--;
      if (this.event !== null && this.depth === 1) {
        if (this.outside(this.event.lines)) {
          this.keep(this.event.start, copiedTo);
          copiedTo = line.end;
        }
        this.event = null;
      }
      this.at = line.end;
      if (this.at >= text.length) break;
    }
    // Keep what is decided; hold on only to the event being read, or the line not yet whole.
    const held = this.event?.start ?? this.at;
    this.keep(held, copiedTo);
    this.pending = text.slice(held);
    this.at -= held;
    if (this.event) this.event.start = 0;
  }

  /** Keeps `pending` from `from` up to `to`. */
  private keep(to: number, from = 0): void {
    if (to <= from) return;
    this.kept.push(this.pending.slice(from, to));
    this.keptLength += to - from;
  }

  private outside(lines: Line[]): boolean {
    const days = daysOf(lines);
    return days !== null && (days.last < this.before || days.first > this.after);
  }
}

/** `text` without the plain events that end before `horizon` starts or begin after it ends. */
export function trimCalendar(text: string, horizon: Interval): string {
  const trim = new CalendarTrim(horizon);
  trim.push(text);
  return trim.end();
}
