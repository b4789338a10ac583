// The admin's cookies, both encrypted and signed (@fastify/secure-session), HttpOnly,
// SameSite=Strict, `__Host-` prefixed and Secure behind HTTPS:
// - the session cookie holds only the server-side session id;
// - the device cookie (OWASP "device cookies") holds a random id given to a browser at a successful
//   login. With it, that browser's login attempts are counted on their own, so the global cap on
//   failed logins (guessing from many addresses) never locks out the owner's own browser.
import { createHmac, randomBytes } from "node:crypto";
import secureSession from "@fastify/secure-session";
import type { Principal } from "@studio/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AdminAuth } from "./admin-auth.js";

export interface AdminSessionDoor {
  isAdmin(): boolean;
  /** Who is signed in on this request, or undefined. */
  principal(): Principal | undefined;
  /** The id of this browser's device cookie, when it holds a valid one. */
  device(): string | undefined;
  /** Starts a session after a successful login, and (re)issues the device cookie. */
  start(sessionId: string): void;
  end(): void;
}

export function cookieName(secure: boolean): string {
  return secure ? "__Host-studio-admin" : "studio-admin";
}

function deviceCookieName(secure: boolean): string {
  return secure ? "__Host-studio-device" : "studio-device";
}

const DEVICE_DAYS = 180;

export async function registerSessionCookie(
  app: FastifyInstance,
  options: { key: Buffer; secure: boolean; maxAgeMs: number },
): Promise<void> {
  const cookie = { path: "/", httpOnly: true, sameSite: "strict" as const, secure: options.secure };
  const deviceSeconds = DEVICE_DAYS * 24 * 60 * 60;
  await app.register(secureSession, [
    {
      sessionName: "session",
      key: options.key,
      cookieName: cookieName(options.secure),
      expiry: Math.floor(options.maxAgeMs / 1000),
      cookie: { ...cookie, maxAge: Math.floor(options.maxAgeMs / 1000) },
    },
    {
      sessionName: "device",
      // Its own key, derived from the session key: one secret file, two independent keys.
      key: createHmac("sha256", options.key).update("studio device cookie").digest(),
      cookieName: deviceCookieName(options.secure),
      expiry: deviceSeconds,
      cookie: { ...cookie, maxAge: deviceSeconds },
    },
  ]);
}

/** Per request: is this an admin, and the two moves that change it. Checked once per request. */
export function sessionDoor(request: FastifyRequest, auth: AdminAuth): AdminSessionDoor {
  let verdict: { who: Principal | undefined } | undefined;
  const principal = () => {
    verdict ??= { who: auth.check(request.session.get("sid")) };
    return verdict.who;
  };
  return {
    isAdmin: () => principal() !== undefined,
    principal,
    device() {
      const id = request.device.get("id");
      return typeof id === "string" && id !== "" ? id : undefined;
    },
    start(sessionId) {
      auth.logout(request.session.get("sid"));
      request.session.regenerate();
      request.session.set("sid", sessionId);
      request.device.set("id", randomBytes(18).toString("base64url"));
      verdict = undefined;
    },
    end() {
      auth.logout(request.session.get("sid"));
      request.session.delete();
      verdict = { who: undefined };
    },
  };
}

declare module "@fastify/secure-session" {
  interface SessionData {
    sid: string;
    id: string;
  }
}

declare module "fastify" {
  interface FastifyRequest {
    device: import("@fastify/secure-session").Session;
  }
}
