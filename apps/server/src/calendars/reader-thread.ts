// Producers' calendars read on a thread of their own. ical.js reads a calendar of years (20,000
// events, 2.9 MB) in 0.4-1 s, on adding it and at every sync: on the server's one thread every
// answer waited for it, a visitor's day read included (docs/performance.md, the calendar row). The
// thread starts with a read and stops a few seconds after the last, so ical.js and what a read
// leaves behind live only while calendars are read.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  CALENDAR_TOO_LARGE,
  CALENDAR_TOO_SLOW,
  type CalendarReader,
  NotACalendarError,
} from "@studio/api/calendars";
import { moduleThread } from "../module-thread.js";
import type { ReadAnswer } from "./reader.js";

/** Calendars are read in bursts (the sync reads each due one in turn). */
const READER_IDLE_MS = 5000;
/**
 * The thread's heap, as the server's own (start.sh's --max-old-space-size, which V8 applies to every
 * thread): ical.js holds a whole calendar's parse at once, ~100 MB for 20,000 events with their
 * notes (5 MB) inside the horizon (those outside it are left out first). A calendar past it (55,000
 * short events in the next three months) is refused and only the thread ends: read on the server's
 * thread, it ended the server, and again at every sync.
 */
const READER_HEAP_MB = 128;
/** Its young generation as small as the server's, so garbage is collected as it is made. */
const READER_YOUNG_MB = 8;
/**
 * A read's time, at most: a calendar of years takes 0.4-1 s, the most a read steps through some 3 s
 * (read-calendar.ts). A few rules send ical.js round for ever (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30):
 * without it, that read held the thread, and every later read and sync waited behind it.
 */
const READ_TIMEOUT_MS = 30_000;

export interface CalendarReaderThread {
  read: CalendarReader;
  close(): Promise<void>;
}

/** The reader bundled beside the server: the release's .mjs or the build's .js; none from source. */
export function bundledReaderUrl(): string | null {
  const candidates = ["./calendar-reader.mjs", "./calendar-reader.js"].map(
    (file) => new URL(file, import.meta.url),
  );
  return candidates.find((url) => existsSync(fileURLToPath(url)))?.href ?? null;
}

/** A read that outgrew the thread's heap is the calendar's refusal; any other failure stays as it is. */
function tooLarge(error: unknown): never {
  if ((error as { code?: unknown }).code === "ERR_WORKER_OUT_OF_MEMORY")
    throw new NotACalendarError(CALENDAR_TOO_LARGE);
  throw error;
}

/** The reader module at `url` (reader.ts, built) on a thread started by the first read. */
export function calendarReaderThread(
  url: string,
  options: { idleMs?: number; heapMb?: number; timeoutMs?: number } = {},
): CalendarReaderThread {
  const thread = moduleThread({
    url,
    name: "calendar reader",
    failed: (error) => new Error(`Reading a calendar failed: ${error}`),
    idleMs: options.idleMs ?? READER_IDLE_MS,
    resourceLimits: {
      maxOldGenerationSizeMb: options.heapMb ?? READER_HEAP_MB,
      maxYoungGenerationSizeMb: READER_YOUNG_MB,
    },
    callTimeout: {
      ms: options.timeoutMs ?? READ_TIMEOUT_MS,
      timedOut: () => new NotACalendarError(CALENDAR_TOO_SLOW),
    },
  });
  return {
    async read(text, horizon) {
      const answer = (await thread.ask("read", [text, horizon]).catch(tooLarge)) as ReadAnswer;
      if ("notACalendar" in answer) throw new NotACalendarError(answer.notACalendar);
      return answer.busy;
    },
    close: thread.close,
  };
}
