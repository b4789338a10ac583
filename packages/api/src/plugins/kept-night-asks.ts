// Which kept night texts a request's URL asks for (services/night-texts.ts), and how its answer
// wraps them: REST's day read is the text itself; tRPC's reads of the grid (`bookings.byDate`,
// `bookings.notice`) put each in tRPC's result envelope, in an array for a batch. Only the exact
// forms the clients write are read here (the booking page's batch link, one call alone); anything
// else is left to Fastify, which checks and answers it (plugins/kept-day-read.ts).
import { dayTextKey, noticeTextKey } from "../services/night-texts.js";

/** The night texts asked for, in order, and the door the answer goes out of. */
export interface NightAsk {
  keys: string[];
  door: "rest" | "trpc batch" | "trpc one";
}

const REST_PATH = "/api/bookings/date/";
const TRPC_PATH = "/trpc/";
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A batch's calls and its input's entries, as the batch link writes them: `"0":{"date":"..."}`. */
const BATCH_ENTRY = /"(\d+)":\{"date":"(\d{4}-\d{2}-\d{2})"\}/g;
/** The most calls of one batch read here (the booking page asks for at most four at once). */
const MAX_CALLS = 8;
const KEY_OF: Record<string, (date: string) => string> = {
  "bookings.byDate": dayTextKey,
  "bookings.notice": noticeTextKey,
};

export function askedNights(url: string): NightAsk | undefined {
  if (url.startsWith(REST_PATH)) {
    const date = url.slice(REST_PATH.length);
    return DATE.test(date) ? { keys: [dayTextKey(date)], door: "rest" } : undefined;
  }
  if (!url.startsWith(TRPC_PATH)) return undefined;
  const queryAt = url.indexOf("?");
  if (queryAt < 0) return undefined;
  const calls = url.slice(TRPC_PATH.length, queryAt).split(",");
  if (calls.length > MAX_CALLS || !calls.every((call) => call in KEY_OF)) return undefined;
  const query = url.slice(queryAt + 1);
  if (query.startsWith("batch=1&input=")) {
    const dates = batchDates(query.slice("batch=1&input=".length), calls.length);
    return dates && { keys: calls.map((call, i) => KEY_OF[call]!(dates[i]!)), door: "trpc batch" };
  }
  if (calls.length !== 1 || !query.startsWith("input=")) return undefined;
  const date = decoded(query.slice("input=".length))?.match(/^\{"date":"(\d{4}-\d{2}-\d{2})"\}$/)?.[1];
  return date ? { keys: [KEY_OF[calls[0]!]!(date)], door: "trpc one" } : undefined;
}

/** The answer's body: REST the text itself, tRPC each in its result envelope. */
export function answerBody(texts: string[], door: NightAsk["door"]): string {
  if (door === "rest") return texts[0]!;
  const results = texts.map((text) => `{"result":{"data":${text}}}`);
  return door === "trpc batch" ? `[${results.join(",")}]` : results[0]!;
}

/** The dates of a batch's input when it is exactly `{"0":{"date":D0},"1":...}` for `calls` calls. */
function batchDates(encoded: string, calls: number): string[] | undefined {
  const input = decoded(encoded);
  if (input === undefined) return undefined;
  const dates = [...input.matchAll(BATCH_ENTRY)].map((entry) => entry[2]!);
  const canonical = `{${dates.map((date, i) => `"${i}":{"date":"${date}"}`).join(",")}}`;
  return dates.length === calls && input === canonical ? dates : undefined;
}

/** The query value decoded, only when it is written exactly as encodeURIComponent writes it. */
function decoded(encoded: string): string | undefined {
  try {
    const text = decodeURIComponent(encoded);
    return encodeURIComponent(text) === encoded ? text : undefined;
  } catch {
    return undefined;
  }
}
