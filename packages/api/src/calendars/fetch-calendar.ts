// Fetches a producer's calendar: 10 s in all, 50 MB at most, at most 3 redirects, conditional on
// the last read's ETag and Last-Modified. The answer is trimmed to the horizon as it arrives
// (trim-calendar.ts), so a history of years passes through and only what may reach the horizon is
// held: at most 5 MB, what the reader can parse. Every connection, the first and each redirect's,
// goes only to an address the domain's rule allows: the host is resolved here (every address it
// has) and the connection pinned to the address checked, so a name cannot change between check and
// use.
import { lookup } from "node:dns/promises";
import http from "node:http";
import { isIP, type LookupFunction } from "node:net";
import { StringDecoder } from "node:string_decoder";
import { checkFetchTarget, type Interval } from "@studio/domain";
import { CALENDAR_TOO_LARGE } from "./read-calendar.js";
import { CalendarTrim } from "./trim-calendar.js";

const MB = 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;
const MAX_CALENDAR_BYTES = 50 * MB;
/** What may reach the horizon, held for the reader: some 20,000 events with their notes. */
const MAX_KEPT_BYTES = 5 * MB;
const MAX_REDIRECTS = 3;

export interface FetchOptions {
  /** CALENDAR_FETCH_ALLOW_HOSTS, read: hosts let through whatever they resolve to. */
  allowHosts: readonly string[];
  /** The events that cannot reach it are left out as the answer arrives. */
  horizon: Interval;
  timeoutMs?: number;
  maxBytes?: number;
  maxKeptBytes?: number;
}

export type FetchResult =
  | { kind: "calendar"; text: string; etag: string | null; lastModified: string | null }
  | { kind: "unchanged" };

/** A read that failed, with the reason staff see; `refused`: the address rule said no. */
export class CalendarFetchError extends Error {
  constructor(
    message: string,
    readonly refused = false,
  ) {
    super(message);
  }
}

export const REFUSED_ADDRESS = "The address is not on the public internet";

/** The address the rule allows for `host` (resolving a name to all its addresses), or a refusal. */
async function allowedAddress(
  host: string,
  allowHosts: readonly string[],
): Promise<{ address: string; family: number }> {
  const bare = host.replace(/^\[(.*)\]$/, "$1");
  const family = isIP(bare);
  const addresses = family
    ? [{ address: bare, family }]
    : await lookup(bare, { all: true }).catch(() => {
        throw new CalendarFetchError("The address's host could not be found");
      });
  const verdict = checkFetchTarget({ host: bare, addresses: addresses.map((a) => a.address), allowHosts });
  if (!verdict.ok) throw new CalendarFetchError(REFUSED_ADDRESS, true);
  return addresses[0] as { address: string; family: number };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** A 200's body, trimmed to the horizon; null for any other status (its body is not read). */
  text: string | null;
}

/** A 200's body read as it arrives: up to the cap received, and to the cap kept after the trim. */
function readBody(
  response: http.IncomingMessage,
  options: Required<FetchOptions>,
  stop: (error: Error) => void,
): Promise<string> {
  const trim = new CalendarTrim(options.horizon);
  const decoder = new StringDecoder("utf8");
  let received = 0;
  return new Promise((resolve, reject) => {
    response.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > options.maxBytes)
        return stop(new CalendarFetchError(`The calendar is over ${options.maxBytes / MB} MB`));
      trim.push(decoder.write(chunk));
      if (trim.size > options.maxKeptBytes) stop(new CalendarFetchError(CALENDAR_TOO_LARGE));
    });
    response.on("end", () => {
      trim.push(decoder.end());
      resolve(trim.end());
    });
    response.on("error", reject);
  });
}

/** One request to `url`, connected to the checked address; a 200's body read up to the caps. */
async function requestOnce(
  url: URL,
  headers: Record<string, string>,
  options: Required<FetchOptions>,
  signal: AbortSignal,
): Promise<Answer> {
  const target = await allowedAddress(url.hostname, options.allowHosts);
  const pinned: LookupFunction = (_host, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  // TLS is loaded with the first https read, not at start (as the mail's is with its first message).
  const client = url.protocol === "https:" ? (await import("node:https")).default : http;
  return new Promise<Answer>((resolve, reject) => {
    const request = client.get(
      url,
      { headers, lookup: pinned, signal, servername: isIP(url.hostname) ? undefined : url.hostname },
      (response) => {
        const answer = { status: response.statusCode ?? 0, headers: response.headers };
        if (answer.status !== 200) {
          response.resume();
          return resolve({ ...answer, text: null });
        }
        readBody(response, options, (error) => request.destroy(error)).then(
          (text) => resolve({ ...answer, text }),
          reject,
        );
      },
    );
    request.on("error", reject);
  });
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

function failure(error: unknown, signal: AbortSignal): CalendarFetchError {
  if (error instanceof CalendarFetchError) return error;
  if (signal.aborted) return new CalendarFetchError("The calendar took over 10 seconds to answer");
  return new CalendarFetchError("The calendar could not be reached");
}

/** Reads the calendar at `address`; `last` makes the request conditional. */
export async function fetchCalendar(
  address: string,
  last: { etag: string | null; lastModified: string | null },
  fetchOptions: FetchOptions,
): Promise<FetchResult> {
  const options = {
    timeoutMs: FETCH_TIMEOUT_MS,
    maxBytes: MAX_CALENDAR_BYTES,
    maxKeptBytes: MAX_KEPT_BYTES,
    ...fetchOptions,
  };
  const signal = AbortSignal.timeout(options.timeoutMs);
  const headers: Record<string, string> = {
    accept: "text/calendar, */*;q=0.5",
    "user-agent": "studio-calendar-reader",
  };
  if (last.etag) headers["if-none-match"] = last.etag;
  if (last.lastModified) headers["if-modified-since"] = last.lastModified;
  let url: URL;
  try {
    url = new URL(address);
    for (let redirects = 0; ; redirects++) {
      if (url.protocol !== "https:" && url.protocol !== "http:")
        throw new CalendarFetchError("The address redirected to something that is not a web address");
      const answer = await requestOnce(url, headers, options, signal);
      const location = header(answer.headers.location);
      if (answer.status >= 300 && answer.status < 400 && answer.status !== 304 && location) {
        if (redirects >= MAX_REDIRECTS) throw new CalendarFetchError("The address redirected too many times");
        url = new URL(location, url);
        continue;
      }
      if (answer.status === 304) return { kind: "unchanged" };
      if (answer.text === null) throw new CalendarFetchError(`The calendar answered ${answer.status}`);
      return {
        kind: "calendar",
        text: answer.text,
        etag: header(answer.headers.etag),
        lastModified: header(answer.headers["last-modified"]),
      };
    }
  } catch (error) {
    throw failure(error, signal);
  }
}
