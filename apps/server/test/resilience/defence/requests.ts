// What the defence tests send: a contact message, distinct free public slots, and requests typed by
// hand on a raw socket (a request line as an attacker writes it, a body trickled byte by byte).
import net from "node:net";
import { upcoming } from "../../../../../packages/api/test/helpers.js";

export const contact = {
  firstName: "Sam",
  lastName: "Lee",
  email: "sam@example.com",
  subject: "booking",
  message: "Free on Friday?",
};

const STARTS = ["12:00", "14:00", "16:00", "18:00", "20:00", "22:00"];
/** The i-th distinct free public slot (Fridays and Saturdays from two weeks out). */
export const slot = (i: number) => ({
  date: upcoming(i % 2 ? 6 : 5, 2 + Math.floor(i / 12)),
  startTime: STARTS[Math.floor(i / 2) % STARTS.length]!,
});

/** One raw HTTP/1.1 request as typed, answered on a fresh socket: status line and body. */
export function rawRequest(
  base: string,
  head: string,
  body: string,
): Promise<{ status: number; text: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => {
      socket.end(
        `${head}\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    });
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString()));
    socket.on("end", () => resolve({ status: Number(text.split(" ")[1]), text }));
    socket.on("error", reject);
  });
}

/** POSTs `body` to /api/contact one byte every 200 ms until the server closes: what came back. */
export function trickleContact(base: string, body: string): Promise<{ text: string; sent: number }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    let sent = 0;
    let text = "";
    const trickle = setInterval(() => {
      if (sent < body.length && socket.writable) socket.write(body[sent++]!);
    }, 200);
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.on("data", (chunk) => (text += chunk.toString()));
    socket.on("close", () => {
      clearInterval(trickle);
      resolve({ text, sent });
    });
    socket.on("error", reject);
  });
}
