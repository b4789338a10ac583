// A request's body must arrive within the request timeout; only an upload route's may take longer
// (a picture of up to 15 MB over a phone's slow uplink). Node's own limit is server-wide, so it is
// set to the upload's (app.ts) and every other request is held to the shorter one here, answered
// as Node answers a late request: 408, and the connection closed.
import type { FastifyReply, FastifyRequest } from "fastify";

/** Node's own answer to a request that has not arrived in time. */
const REQUEST_TIMEOUT = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n";

/** Closes the request's connection if its body has not all arrived `ms` from now. */
export function holdBodyToDeadline(request: FastifyRequest, reply: FastifyReply, ms: number): void {
  const timer = setTimeout(() => {
    if (request.raw.complete) return;
    // Closed at once, as Node does: no byte more is read, so the body can never complete and be
    // acted on after the client was told no. An answer already begun (a refusal) is only cut off.
    const socket = request.raw.socket;
    if (!reply.raw.headersSent) socket.write(REQUEST_TIMEOUT);
    socket.destroy();
  }, ms);
  request.raw.once("close", () => clearTimeout(timer));
}
