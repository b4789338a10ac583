// Fetches a producer's calendar: 10 s in all, 5 MB at most, at most 3 redirects, conditional on
// the last read's ETag and Last-Modified. Every connection, the first and each redirect's, goes
// only to an address the domain's rule allows: the host is resolved here (every address it has)
// and the connection pinned to the address checked, so a name cannot change between check and use.
import { lookup } from "node:dns/promises";
import http from "node:http";
import { isIP, type LookupFunction } from "node:net";
import { checkFetchTarget } from "@studio/domain";

const FETCH_TIMEOUT_MS = 10_000;
const MAX_CALENDAR_BYTES = 5 * 1024 * 1024;
const MAX_REDIRECTS = 3;

export interface FetchOptions {
  /** CALENDAR_FETCH_ALLOW_HOSTS, read: hosts let through whatever they resolve to. */
  allowHosts: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
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
  body: Buffer;
}

/** One request to `url`, connected to the checked address; the body read up to the cap. */
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
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            request.destroy(
              new CalendarFetchError(`The calendar is over ${options.maxBytes / 1024 / 1024} MB`),
            );
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
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
  const options = { timeoutMs: FETCH_TIMEOUT_MS, maxBytes: MAX_CALENDAR_BYTES, ...fetchOptions };
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
      if (answer.status !== 200) throw new CalendarFetchError(`The calendar answered ${answer.status}`);
      return {
        kind: "calendar",
        text: answer.body.toString("utf8"),
        etag: header(answer.headers.etag),
        lastModified: header(answer.headers["last-modified"]),
      };
    }
  } catch (error) {
    throw failure(error, signal);
  }
}
