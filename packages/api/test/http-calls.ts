// HTTP calls as the browser and other clients make them: JSON over REST, tRPC over HTTP, the admin's login.
import { expect } from "vitest";
import { PASSWORD } from "./start-app.js";

/** A parsed JSON answer: tests read into it freely and assert on what they find. */
// biome-ignore lint/suspicious/noExplicitAny: JSON from the wire, checked by the assertions
export type Json = any;

export interface Answer<T = Json> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface CallOptions {
  cookie?: string | undefined;
  headers?: Record<string, string>;
  /** Sent as is, with no JSON content type added. */
  raw?: string | Uint8Array;
}

/** One HTTP call with a JSON body (when given), as the browser makes them. */
export async function call<T = Json>(
  base: string,
  method: string,
  pathname: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined && options.raw === undefined) headers["content-type"] ??= "application/json";
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers,
    body: options.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed as T, text, headers: response.headers };
}

/** Logs in over REST and returns the session cookie (name=value). */
export async function login(base: string): Promise<string> {
  const answer = await call(base, "POST", "/api/admin/login", { password: PASSWORD });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${answer.text}`);
  return cookieFrom(answer.headers);
}

export function cookieFrom(headers: Headers): string {
  const setCookie = headers.getSetCookie()[0];
  if (!setCookie) throw new Error("no Set-Cookie");
  return setCookie.split(";")[0]!;
}

/** tRPC over HTTP: queries as GET with ?input=, mutations as POST with a JSON body. */
export async function trpc<T = Json>(
  base: string,
  kind: "query" | "mutation",
  procedure: string,
  input?: unknown,
  options: CallOptions = {},
): Promise<Answer<{ result?: { data: T }; error?: { message: string; code: number; data: Json } }>> {
  if (kind === "query") {
    const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return call(base, "GET", `/trpc/${procedure}${query}`, undefined, options);
  }
  return call(base, "POST", `/trpc/${procedure}`, input ?? {}, options);
}

/** GETs each path and expects a 404 for every one of them. */
export async function expectNotFound(base: string, pathnames: string[]): Promise<void> {
  for (const pathname of pathnames) {
    expect((await call(base, "GET", pathname)).status, pathname).toBe(404);
  }
}

/** Logs in over tRPC (admin.login) and returns the session cookie (name=value). */
export async function loginOverTrpc(base: string): Promise<string> {
  return cookieFrom((await trpc(base, "mutation", "admin.login", { password: PASSWORD })).headers);
}

/** Short tRPC callers for one app: `q` queries, `m` mutates, with its session unless told not to. */
export function trpcCallers(app: { readonly url: string; readonly cookie: string }) {
  const withSession = (withCookie: boolean) => (withCookie ? { cookie: app.cookie } : {});
  return {
    q: (name: string, input?: unknown, withCookie = true) =>
      trpc(app.url, "query", name, input, withSession(withCookie)),
    m: (name: string, input?: unknown, withCookie = true) =>
      trpc(app.url, "mutation", name, input, withSession(withCookie)),
  };
}
