// Helmet's security headers, computed once at start-up. @fastify/helmet rebuilds the helmet
// middleware (and re-parses the CSP) on every request, which cost more than the whole public
// day-bookings query; the headers never change per request here (no CSP nonces), so they are
// rendered once into a plain object and set by a cheap synchronous hook.
import helmet, { type HelmetOptions } from "helmet";
import type { IncomingMessage, ServerResponse } from "node:http";

export function renderHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const removed: string[] = [];
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      removed.push(name.toLowerCase());
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, () => {});
  for (const name of removed) delete headers[name];
  return headers;
}
