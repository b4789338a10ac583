// The admin session cookie: encrypted (@fastify/secure-session), HttpOnly, SameSite=Strict,
// `__Host-` prefixed and Secure behind HTTPS. It holds only the server-side session id.
import secureSession from "@fastify/secure-session";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AdminAuth } from "./admin-auth.js";

export interface AdminSessionDoor {
  isAdmin(): boolean;
  start(sessionId: string): void;
  end(): void;
}

export function cookieName(secure: boolean): string {
  return secure ? "__Host-studio-admin" : "studio-admin";
}

export async function registerSessionCookie(
  app: FastifyInstance,
  options: { key: Buffer; secure: boolean; maxAgeMs: number },
): Promise<void> {
  await app.register(secureSession, {
    key: options.key,
    cookieName: cookieName(options.secure),
    expiry: Math.floor(options.maxAgeMs / 1000),
    cookie: {
      path: "/",
      httpOnly: true,
      sameSite: "strict",
      secure: options.secure,
      maxAge: Math.floor(options.maxAgeMs / 1000),
    },
  });
}

/** Per request: is this an admin, and the two moves that change it. Checked once per request. */
export function sessionDoor(request: FastifyRequest, auth: AdminAuth): AdminSessionDoor {
  let verdict: boolean | undefined;
  return {
    isAdmin() {
      verdict ??= auth.check(request.session.get("sid"));
      return verdict;
    },
    start(sessionId) {
      auth.logout(request.session.get("sid"));
      request.session.regenerate();
      request.session.set("sid", sessionId);
      verdict = true;
    },
    end() {
      auth.logout(request.session.get("sid"));
      request.session.delete();
      verdict = false;
    },
  };
}

declare module "@fastify/secure-session" {
  interface SessionData {
    sid: string;
  }
}
