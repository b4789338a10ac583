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
 * Where the content line being read ends, its last line break included, scanning on from `from`
 * (its start, or where the last scan of it stopped): the first line break not followed by a space
 * or tab. `resume` instead while it may go on: its line break, or what follows it, has not
 * arrived; the next scan starts there, so a line that arrives over many pieces is scanned once.
 * `last`: nothing more will arrive.
 */
function scanLine(text: string, from: number, last: boolean): { end: number } | { resume: number } {
  for (let at = from; ; ) {
    const lineBreak = text.indexOf("\n", at);
    if (lineBreak === -1) return last ? { end: text.length } : { resume: text.length };
    const next = lineBreak + 1;
    if (next === text.length) return last ? { end: next } : { resume: lineBreak };
    if (text[next] !== " " && text[next] !== "\t") return { end: next };
    at = next;
  }
}

/** The content line written from `from` to `end`, unfolded. */
function lineAt(text: string, from: number, end: number): Line {
  const line = text.slice(from, end).replace(/\r?\n$/, "");
  const folded = text.indexOf("\n", from) < end - 1;
  return { ...partsOf(folded ? line.replace(/\r?\n[ \t]/g, "") : line), end };
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

/** What an event's own properties have said so far of the days it falls on. */
interface EventDays {
  first: string;
  last: string;
  /** One of them makes it more than its dates, or has a date this does not read: it is kept. */
  kept: boolean;
}

/** Takes in one of an event's own properties (an alarm inside it has dates of its own). */
function noteProperty(days: EventDays, { name, params, value }: Line): void {
  if (KEPT_BY.has(name) || (name === "RECURRENCE-ID" && /;RANGE=/i.test(params))) days.kept = true;
  else if (DATED_BY.has(name)) {
    const day = /^\d{8}/.exec(value)?.[0];
    if (day === undefined) days.kept = true;
    else {
      if (days.first === "" || day < days.first) days.first = day;
      if (day > days.last) days.last = day;
    }
  }
}

/**
 * A calendar's text trimmed as it arrives: `push` each piece, then `end` for what is kept. Each
 * piece is looked at once, and only what an event's verdict needs is held of its lines: whole lines
 * move out of `pending` as they are read (into the kept text, or the event being read), and pieces
 * that hold no line break wait in a list till one does.
 */
export class CalendarTrim {
  private readonly before: string;
  private readonly after: string;
  /** Copies, not slices: a slice would hold on to the whole piece it was cut from. */
  private readonly kept: Buffer[] = [];
  private keptLength = 0;
  /** The line not yet whole, then what has arrived after it. */
  private pending = "";
  /** Pieces without a line break, not yet added to `pending`. */
  private waiting: string[] = [];
  private waitingLength = 0;
  /** How far the end of the line `pending` begins with has been looked for. */
  private scanned = 0;
  private depth = 0;
  /** The event being read: its text so far, and what its properties say of its days. */
  private event: { text: string[]; length: number; days: EventDays } | null = null;

  constructor(horizon: Interval) {
    this.before = dayOf(horizon.startMs - SLACK_MS);
    this.after = dayOf(horizon.endMs + SLACK_MS);
  }

  /** What is held now: the text kept so far and the part still being read. */
  get size(): number {
    return this.keptLength + (this.event?.length ?? 0) + this.pending.length + this.waitingLength;
  }

  push(piece: string): void {
    this.waiting.push(piece);
    this.waitingLength += piece.length;
    if (piece.includes("\n")) this.readLines(false);
  }

  /** The kept text, once the whole calendar has arrived. */
  end(): string {
    this.readLines(true);
    for (const part of this.event?.text ?? []) this.keep(part);
    return Buffer.concat(this.kept).toString();
  }

  private readLines(last: boolean): void {
    const text = this.pending + this.waiting.join("");
    this.waiting = [];
    this.waitingLength = 0;
    let at = 0;
    let from = 0; // where the text not yet moved out begins
    const scannedTo = this.scanned; // in the first line: it holds no later line
    while (at < text.length) {
      const scan = scanLine(text, Math.max(at, scannedTo), last);
      if ("resume" in scan) {
        this.scanned = scan.resume - at;
        break;
      }
      const line = lineAt(text, at, scan.end);
      if (line.name === "BEGIN" && this.depth === 1 && line.value.toUpperCase() === "VEVENT") {
        this.keep(text.slice(from, at));
        from = at;
        this.event = { text: [], length: 0, days: { first: "", last: "", kept: false } };
      } else if (this.event !== null && this.depth === 2 && line.name !== "BEGIN" && line.name !== "END")
        noteProperty(this.event.days, line);
      if (line.name === "BEGIN") this.depth++;
      if (line.name === "END") this.depth--;
      at = line.end;
      if (this.event !== null && this.depth === 1) {
        this.event.text.push(text.slice(from, at));
        if (!this.outside(this.event.days)) for (const part of this.event.text) this.keep(part);
        from = at;
        this.event = null;
      }
    }
    const read = text.slice(from, at);
    if (this.event) {
      this.event.text.push(read);
      this.event.length += read.length;
    } else this.keep(read);
    this.pending = text.slice(at);
  }

  private keep(text: string): void {
    if (text === "") return;
    this.kept.push(Buffer.from(text));
    this.keptLength += text.length;
  }

  private outside({ first, last, kept }: EventDays): boolean {
    return !kept && first !== "" && (last < this.before || first > this.after);
  }
}

/** `text` without the plain events that end before `horizon` starts or begin after it ends. */
export function trimCalendar(text: string, horizon: Interval): string {
  const trim = new CalendarTrim(horizon);
  trim.push(text);
  return trim.end();
}
