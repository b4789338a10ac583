// A request written by hand on its own connection, and the whole answer as text: for comparing
// answers header by header (kept-day-read.test.ts, kept-night-trpc.test.ts).
import net from "node:net";

/** The whole answer to a request written by hand (the connection closes after it). */
function rawAnswer(base: string, head: string): Promise<string> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(`${head}\r\n`));
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString()));
    socket.on("end", () => resolve(text));
    socket.on("error", reject);
  });
}

/** A GET with one Host and `Connection: close`, plus any header lines given. */
export const rawGet = (base: string, path: string, lines = "") =>
  rawAnswer(base, `GET ${path} HTTP/1.1\r\nHost: ${new URL(base).host}\r\n${lines}Connection: close\r\n`);
/** The answer without its Date header, the one line two answers may differ in. */
export const withoutDate = (answer: string) => answer.replace(/^Date: .*\r\n/m, "");
