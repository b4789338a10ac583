// One client cannot take every connection: 1,100 sockets held half-sent from one address leave the
// server answering another address at once; behind a proxy, one forwarded client's requests still
// arriving are capped the same way.
import net from "node:net";
import { describe, expect, it } from "vitest";
import { call, eventually } from "../../../../../packages/api/test/helpers.js";
import { Tally } from "../harness.js";
import { withApp } from "../studio-setup.js";

let sockets: net.Socket[] = [];
/** Runs `test`, then closes the held sockets (the server's close would wait for their requests). */
async function released(test: () => Promise<void>): Promise<void> {
  try {
    await test();
  } finally {
    for (const socket of sockets) socket.destroy();
    sockets = [];
  }
}

/** Opens a socket from `localAddress` and sends `head` without ever finishing the request. */
function holdOpen(base: string, localAddress: string, head: string): net.Socket {
  const url = new URL(base);
  const socket = net.connect({ port: Number(url.port), host: url.hostname, localAddress });
  socket.on("connect", () => socket.write(head));
  socket.on("error", () => {}); // the server may close it: that is the point
  sockets.push(socket);
  return socket;
}

describe("per-client caps", () => {
  it("1,100 half-open sockets from one address: another address still gets its answer", async () => {
    await withApp({}, (app) =>
      released(async () => {
        const tally = new Tally("defence", "connections per client: 1,100 half-open sockets");
        const { host } = new URL(app.url);
        let settled = 0;
        for (let i = 0; i < 1100; i++) {
          const socket = holdOpen(app.url, "127.0.0.2", `GET /api/health HTTP/1.1\r\nHost: ${host}\r\n`);
          socket.once("connect", () => (settled += 1));
          socket.once("close", () => (settled += 1));
          if (i % 100 === 99) await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await eventually(() => settled >= 1100, "every socket connected or closed", 20_000);
        // The kernel completes connections before the server accepts them: wait for it to catch up.
        const open = () => sockets.filter((s) => !s.destroyed && !s.closed).length;
        await eventually(() => open() <= 256, "the server closing the sockets past the cap", 15_000).catch(
          () => {},
        );
        const held = open();
        tally.check(held > 0 && held <= 256, `sockets the server keeps open from 127.0.0.2: ${held}`);
        const other = await fetch(`${app.url}/api/health`, { signal: AbortSignal.timeout(10_000) }).then(
          (answer) => answer.status,
          (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.name,
        );
        tally.check(other === 200, `127.0.0.1 meanwhile: ${other}`);
        expect(tally.finish()).toEqual([]);
      }),
    );
  }, 60_000);

  it.each([1, "loopback"])(
    "behind a proxy (TRUST_PROXY=%s): one forwarded client's requests still arriving are capped; another client is answered",
    async (trustProxy) => {
      await withApp({ trustProxy, limits: { connectionsPerClient: 20 } }, (app) =>
        released(async () => {
          const tally = new Tally("defence", "requests in progress per forwarded client");
          const { host } = new URL(app.url);
          const statuses: number[] = [];
          for (let i = 0; i < 30; i++) {
            const head = `POST /api/contact HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-For: 203.0.113.7\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"first`;
            const socket = holdOpen(app.url, "127.0.0.1", head);
            socket.on("data", (chunk) => statuses.push(Number(chunk.toString().split(" ")[1])));
          }
          await eventually(() => statuses.length >= 10, "the requests past the cap answered");
          await new Promise((resolve) => setTimeout(resolve, 200));
          tally.check(
            statuses.length === 10 && statuses.every((s) => s === 429),
            `answered while their bodies were still to come: ${statuses.join()}`,
          );
          const other = await call(app.url, "GET", "/api/health", undefined, {
            headers: { "x-forwarded-for": "203.0.113.8" },
          });
          tally.check(other.status === 200, `another forwarded client: ${other.status}`);
          expect(tally.finish()).toEqual([]);
        }),
      );
    },
  );
});
