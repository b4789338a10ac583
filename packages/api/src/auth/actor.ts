// Names the person, sign-in method, device and session behind a change, for the booking history
// and the audits. The session id itself never leaves the server: only a short hash of it.
import { createHash } from "node:crypto";
import { type Principal, principalLabel } from "@studio/domain";
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

/** A short one-way reference to a session: shown to the owner and in audits, never the id. */
const sessionRef = (sessionId: string) => createHash("sha256").update(sessionId).digest("hex").slice(0, 8);

/** 'Chrome on Linux': a coarse reading of the browser. */
export function deviceOf(userAgent: string | undefined): string {
  const ua = userAgent ?? "";
  const browser = firstMatch(ua, BROWSERS);
  const system = firstMatch(ua, SYSTEMS);
  return browser && system ? `${browser} on ${system}` : (browser ?? system ?? "unknown device");
}

/** 'Dre (passkey), session 3f2a9c1b, Chrome on Linux'. */
function describeActor(who: Principal, sessionId: string | undefined, userAgent: string | undefined): string {
  const session = sessionId ? `, session ${sessionRef(sessionId)}` : "";
  return `${principalLabel(who)}${session}, ${deviceOf(userAgent)}`;
}

export function actorOf(request: FastifyRequest, who: Principal): string {
  return describeActor(who, request.session.get("sid"), request.headers["user-agent"]);
}
