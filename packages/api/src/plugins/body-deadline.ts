// A request's body must arrive within the request timeout, an upload route's within the longer
// upload timeout (a picture of up to 15 MB over a phone's slow uplink). Node's own limit is
// server-wide, so it is set past the longer one as a backstop (app.ts) and each request is held to
// its own here. A late one is answered 408 and closed, as Node answers it, but gently: a socket
// closed with bytes still unread is reset, and a reset can lose the 408 before the client reads it.
import type { Socket } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Node's own answer to a request that has not arrived in time. */
const REQUEST_TIMEOUT = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n";
/** How long the closed connection waits for the client to go before it is cut. */
const LINGER_MS = 2000;

/** Stops reading (no further byte of the body, nor another request, is parsed), says 408 unless an
 * answer has begun, and cuts the connection a moment later if the client has not gone by then. */
function closeLate(socket: Socket, answered: boolean): void {
  socket.pause();
  if (answered) socket.end();
  else socket.end(REQUEST_TIMEOUT);
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

/**
 * Closes the request's connection if its body has not all arrived `ms` from now. A request answered
 * before its body has all arrived (refused: no session, another site, too large) gets no more than
 * `answeredMs` from its answer for the rest: that rest is read only to be thrown away, so an
 * upload's long deadline no longer serves it.
 */
export function holdBodyToDeadline(
  request: FastifyRequest,
  reply: FastifyReply,
  ms: number,
  answeredMs: number,
): void {
  const deadline = Date.now() + ms;
  const cut = () => {
    if (!request.raw.complete) closeLate(request.raw.socket, reply.raw.headersSent);
  };
  let timer = setTimeout(cut, ms);
  reply.raw.once("finish", () => {
    if (request.raw.complete) return;
    clearTimeout(timer);
    timer = setTimeout(cut, Math.min(answeredMs, deadline - Date.now()));
  });
  request.raw.once("close", () => clearTimeout(timer));
}
