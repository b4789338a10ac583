// Names the admin session and device behind a change, for the booking history. The session id
// itself never leaves the server: only a short hash of it, and a coarse reading of the browser.
import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/Firefox\//, "Firefox"],
  [/Chrom(e|ium)\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad/, "iOS"],
  [/Android/, "Android"],
  [/Mac OS X/, "macOS"],
  [/Windows/, "Windows"],
  [/Linux/, "Linux"],
];

const firstMatch = (ua: string, table: [RegExp, string][]) => table.find(([re]) => re.test(ua))?.[1];

/** 'admin session 3f2a9c1b (Chrome on Linux)'. */
function describeActor(sessionId: string | undefined, userAgent: string | undefined): string {
  const session = sessionId
    ? `admin session ${createHash("sha256").update(sessionId).digest("hex").slice(0, 8)}`
    : "admin";
  const ua = userAgent ?? "";
  const browser = firstMatch(ua, BROWSERS);
  const system = firstMatch(ua, SYSTEMS);
  const device = browser && system ? `${browser} on ${system}` : (browser ?? system ?? "unknown device");
  return `${session} (${device})`;
}

export function actorOf(request: FastifyRequest): string {
  return describeActor(request.session.get("sid"), request.headers["user-agent"]);
}
