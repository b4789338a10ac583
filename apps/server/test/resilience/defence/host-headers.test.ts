// Which site a request is for: two Host headers are refused, and a client's X-Forwarded-Host takes
// no part in the same-origin check unless TRUST_FORWARDED_HOST names the proxy as the one setting it.
import net from "node:net";
import { describe, expect, it } from "vitest";
import { call } from "../../../../../packages/api/test/helpers.js";
import { withApp } from "../studio-setup.js";
import { contact } from "./requests.js";

/** A request written by hand with these header lines; the status of the answer. */
function rawStatus(base: string, head: string): Promise<number> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(head));
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk.toString();
      if (text.includes("\r\n")) {
        resolve(Number(text.split(" ")[1]));
        socket.destroy();
      }
    });
    socket.on("error", reject);
  });
}

const crossSite = {
  headers: {
    origin: "https://evil.example",
    "x-forwarded-host": "evil.example",
    "x-forwarded-proto": "https",
    "x-forwarded-for": "203.0.113.9",
  },
};

describe("the Host a request names", () => {
  it("two Host headers are a 400, whatever the method; one is answered", async () => {
    await withApp({}, async (app) => {
      const host = new URL(app.url).host;
      const twice = `Host: ${host}\r\nHost: evil.example\r\n`;
      expect(await rawStatus(app.url, `GET /api/health HTTP/1.1\r\n${twice}Connection: close\r\n\r\n`)).toBe(
        400,
      );
      const body = JSON.stringify(contact);
      const post = `POST /api/contact HTTP/1.1\r\n${twice}Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`;
      expect(await rawStatus(app.url, post)).toBe(400);
      expect(
        await rawStatus(app.url, `GET /api/health HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
      ).toBe(200);
    });
  });

  it("with TRUST_PROXY=1, a client's X-Forwarded-Host does not make another site same-origin", async () => {
    await withApp({ trustProxy: 1 }, async (app) => {
      const answer = await call(app.url, "POST", "/api/contact", contact, crossSite);
      expect([answer.status, answer.body.error]).toEqual([403, "Requests from other sites are refused"]);
    });
  });

  it("with TRUST_FORWARDED_HOST, the proxy's X-Forwarded-Host names the site", async () => {
    await withApp({ trustProxy: 1, trustForwardedHost: true }, async (app) => {
      const answer = await call(app.url, "POST", "/api/contact", contact, crossSite);
      expect(answer.status).toBe(201);
    });
  });
});
