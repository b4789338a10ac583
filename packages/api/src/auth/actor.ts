// Names the person, sign-in method and device behind a change, for the booking history and the
// audits, in words staff read: never a session id.
import { type Principal, principalLabel } from "@studio/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { clientGone } from "./login-queue.js";

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

/** 'Chrome on Linux': a coarse reading of the browser. */
export function deviceOf(userAgent: string | undefined): string {
  const ua = userAgent ?? "";
  const browser = firstMatch(ua, BROWSERS);
  const system = firstMatch(ua, SYSTEMS);
  return browser && system ? `${browser} on ${system}` : (browser ?? system ?? "unknown device");
}

/** 'Dre (passkey), Chrome on Linux': who, and on what, in words staff read in a booking's history. */
export function actorOf(request: FastifyRequest, who: Principal): string {
  return `${principalLabel(who)}, ${deviceOf(request.headers["user-agent"])}`;
}

/** What a sign-in reads of its request: the client's address, its going away, the device's name. */
export interface SignInRequest {
  client: string;
  signal: AbortSignal;
  deviceName: string;
}

/** A sign-in's request, as both doors hold it (tRPC's context carries Fastify's request and reply). */
export function signInRequestOf(request: FastifyRequest, reply: FastifyReply): SignInRequest {
  return {
    client: request.ip,
    signal: clientGone(reply.raw),
    deviceName: deviceOf(request.headers["user-agent"]),
  };
}
