// Many requests at once: one socket each, every header sent first, every body released in the same
// tick (the barrier the races and floods of the resilience tests need).
import http from "node:http";
import type { Json } from "../../../../packages/api/test/helpers.js";

export interface RawRequest {
  method: string;
  path: string;
  /** JSON-encoded with content-type application/json. */
  body?: unknown;
  /** Sent as is (give the content type in headers). */
  raw?: string | Buffer;
  cookie?: string | undefined;
  headers?: Record<string, string>;
}

export interface RawAnswer {
  status: number;
  body: Json;
  text: string;
  headers: http.IncomingHttpHeaders;
  ms: number;
}
/** A request whose headers are out and whose body waits for `release()`. */
interface HeldRequest {
  answer: Promise<RawAnswer>;
  release(): void;
}

function bodyOf(spec: RawRequest): Buffer | undefined {
  if (spec.raw !== undefined) return Buffer.from(spec.raw);
  return spec.body === undefined ? undefined : Buffer.from(JSON.stringify(spec.body));
}

function headersOf(spec: RawRequest, data: Buffer | undefined): Record<string, string | number> {
  const headers: Record<string, string | number> = { ...spec.headers };
  if (spec.body !== undefined && spec.raw === undefined) headers["content-type"] ??= "application/json";
  // Without a length, Node would announce a chunked body (and a bodiless POST is not one).
  headers["content-length"] = data ? data.length : 0;
  if (spec.cookie) headers.cookie = spec.cookie;
  return headers;
}

function readAnswer(response: http.IncomingMessage, started: () => number): Promise<RawAnswer> {
  return new Promise((resolve) => {
    let text = "";
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => {
      text += chunk;
    });
    response.on("end", () => {
      let body: Json = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: keep the text
      }
      const ms = Date.now() - started();
      resolve({ status: response.statusCode ?? 0, body, text, headers: response.headers, ms });
    });
  });
}

/** Connects and sends the headers; `onConnect` fires once the socket is up. */
function holdRequest(url: URL, spec: RawRequest, agent: http.Agent, onConnect: () => void): HeldRequest {
  const data = bodyOf(spec);
  const headers = headersOf(spec, data);
  let started = 0;
  let request: http.ClientRequest | undefined;
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    request = http.request(
      { host: url.hostname, port: url.port, path: spec.path, method: spec.method, agent, headers },
      (response) => resolve(readAnswer(response, () => started)),
    );
    request.on("error", reject);
    request.on("socket", (socket) => socket.once("connect", onConnect));
    request.flushHeaders();
  });
  return {
    answer,
    release: () => {
      started = Date.now();
      request?.end(data);
    },
  };
}

/** Resolves once `server` has read `count` request heads (at once without a server). */
function headsRead(server: http.Server | undefined, count: number): { done: Promise<void>; stop(): void } {
  let read = 0;
  const onRequest = () => {
    read += 1;
  };
  server?.on("request", onRequest);
  const done = new Promise<void>((resolve) => {
    const poll = setInterval(() => {
      if (!server || read >= count) {
        clearInterval(poll);
        resolve();
      }
    }, 2);
  });
  return { done, stop: () => server?.off("request", onRequest) };
}

/**
 * Opens one socket per request and sends every header first; every body goes out in the same tick
 * once all are connected — and, given the in-process `server`, once it has read every header. (The
 * kernel completes a connection before the server accepts it, and Node accepts one connection per
 * event-loop turn: without waiting for the server, it would meet the requests one turn apart, each
 * whole, and never hold two handlers at once.)
 */
export async function fireTogether(
  base: string,
  requests: RawRequest[],
  server?: http.Server,
): Promise<RawAnswer[]> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  let connected = 0;
  let openGate: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    openGate = resolve;
  });
  const heads = headsRead(server, requests.length);
  const held = requests.map((spec) =>
    holdRequest(url, spec, agent, () => {
      connected += 1;
      if (connected === requests.length) openGate();
    }),
  );
  await gate;
  await heads.done;
  heads.stop();
  for (const request of held) request.release();
  try {
    return await Promise.all(held.map((request) => request.answer));
  } finally {
    agent.destroy();
  }
}
