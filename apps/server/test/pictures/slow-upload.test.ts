// A picture sent over a slow uplink: an upload may take longer than the request timeout (up to the
// upload timeout), every other body may not. Over a raw socket, so the bytes arrive as slowly as a
// phone's; the server is the real one with its picture worker.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, type TestApp } from "../../../../packages/api/test/helpers.js";
import { startServer } from "../start-server.js";
import { phonePhoto } from "./upload-files.js";

const REQUEST_TIMEOUT_MS = 1000;
const UPLOAD_TIMEOUT_MS = 6000;

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await startServer({
    limits: { requestTimeoutMs: REQUEST_TIMEOUT_MS, uploadTimeoutMs: UPLOAD_TIMEOUT_MS },
  });
  cookie = await login(t.url);
}, 60_000);
afterAll(() => t.close());

/** The gallery upload as the Studio tab sends it: its bytes and content type. */
async function galleryUpload(): Promise<{ bytes: Buffer; type: string }> {
  const form = new FormData();
  form.append("caption", "Live Room");
  form.append("alt", "Drums in the live room");
  form.append("file", new Blob([await phonePhoto()], { type: "image/jpeg" }), "photo.jpg");
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    bytes: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get("content-type")!,
  };
}

/**
 * Sends the head, then the body in `pieces` slices `everyMs` apart (stopping once the server has
 * closed); resolves with what the server answered and how many slices it took.
 */
function trickle(head: string, body: Buffer, pieces: number, everyMs: number) {
  const url = new URL(t.url);
  return new Promise<{ text: string; sent: number }>((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    const size = Math.ceil(body.length / pieces);
    let sent = 0;
    let text = "";
    const next = setInterval(() => {
      if (sent < pieces && socket.writable) socket.write(body.subarray(sent++ * size, sent * size));
    }, everyMs);
    socket.write(head);
    socket.on("data", (chunk) => (text += chunk.toString()));
    socket.on("close", () => {
      clearInterval(next);
      resolve({ text, sent });
    });
    socket.on("error", reject);
    // The answer has come whole (Connection: close is asked for): nothing more to send.
    socket.on("end", () => socket.end());
  });
}

/** A request's head: signed in and asking to close after the answer, unless `as` says otherwise. */
const head = (
  method: string,
  path: string,
  type: string,
  length: number,
  as: { signedIn?: boolean; connection?: "close" | "keep-alive" } = {},
) =>
  `${method} ${path} HTTP/1.1\r\nHost: ${new URL(t.url).host}\r\n` +
  (as.signedIn === false ? "" : `Cookie: ${cookie}\r\n`) +
  `Content-Type: ${type}\r\nContent-Length: ${length}\r\nConnection: ${as.connection ?? "close"}\r\n\r\n`;

describe("a slow upload", () => {
  it("is received past the request timeout, while under the upload timeout", async () => {
    const { bytes, type } = await galleryUpload();
    const before = (await call(t.url, "GET", "/api/admin/studio", undefined, { cookie })).body.gallery.length;
    // Six slices over about 2.5 s: more than twice the request timeout.
    const answer = await trickle(
      head("POST", "/api/admin/studio/gallery", type, bytes.length),
      bytes,
      6,
      500,
    );
    expect(answer.text).toMatch(/^HTTP\/1\.1 201/);
    const after = (await call(t.url, "GET", "/api/admin/studio", undefined, { cookie })).body.gallery;
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ caption: "Live Room" });
  });

  it("is answered 408 and closed at the upload timeout, and nothing is added", async () => {
    const { bytes, type } = await galleryUpload();
    const before = (await call(t.url, "GET", "/api/admin/studio", undefined, { cookie })).body.gallery.length;
    // Forty slices a second apart: the upload timeout comes first.
    const answer = await trickle(
      head("POST", "/api/admin/studio/gallery", type, bytes.length),
      bytes,
      40,
      1000,
    );
    expect(answer.text).toMatch(/^HTTP\/1\.1 408/);
    expect(answer.sent).toBeLessThan(40);
    expect((await call(t.url, "GET", "/api/admin/studio", undefined, { cookie })).body.gallery).toHaveLength(
      before,
    );
  }, 20_000);

  it("gives a JSON body no more than the request timeout", async () => {
    const body = Buffer.from(JSON.stringify({ name: "A trickled change" }));
    const answer = await trickle(
      head("PATCH", "/api/admin/studio", "application/json", body.length),
      body,
      20,
      300,
    );
    expect(answer.text).toMatch(/^HTTP\/1\.1 408/);
    expect(answer.sent).toBeLessThan(20);
  });

  it("is given no more than the request timeout once it is refused", async () => {
    const { bytes, type } = await galleryUpload();
    // Without a session: answered 401 at once, the rest of the body is read only to be thrown away.
    // Forty slices 300 ms apart (12 s): the upload timeout (6 s) would take twenty of them.
    const answer = await trickle(
      head("POST", "/api/admin/studio/gallery", type, bytes.length, {
        signedIn: false,
        connection: "keep-alive",
      }),
      bytes,
      40,
      300,
    );
    expect(answer.text).toMatch(/^HTTP\/1\.1 401/);
    expect(answer.sent).toBeLessThan(12);
  }, 20_000);
});
