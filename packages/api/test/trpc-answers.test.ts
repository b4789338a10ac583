// How tRPC's answers travel, read off the wire: an answer that is not streamed goes as text with a
// Content-Length, compressed only past the threshold as every other answer; a stream asked for
// (JSON lines) stays a stream.
import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { upcoming } from "./helpers.js";
import { useAdminApp } from "./shared-app.js";

const t = useAdminApp();

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET as a browser sends it (gzip and brotli accepted), with the raw answer: no decoding. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${t.url}${path}`, {
      headers: { "accept-encoding": "gzip, deflate, br", ...headers },
    });
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const batch = (procedures: string[], inputs: unknown[]) =>
  `/trpc/${procedures.join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify(Object.fromEntries(inputs.map((input, i) => [i, input]))))}`;

describe("tRPC's answers on the wire", () => {
  it("a night's grid, as the booking page asks for it: plain text with its length, not compressed", async () => {
    const date = upcoming(3, 1);
    await t.bookAsAdmin({ date, startTime: "14:00" });
    const answer = await rawGet(batch(["bookings.byDate"], [{ date }]));
    expect(answer.status).toBe(200);
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(answer.headers["content-type"]).toBe("application/json");
    expect(answer.headers.vary).toBe("trpc-accept, accept");
    const [grid] = JSON.parse(answer.body.toString()) as [{ result: { data: { startTime: string }[] } }];
    expect(grid.result.data.map((session) => session.startTime)).toEqual(["14:00"]);
  });

  it("a longer answer is compressed, with its length; the staff's keeps Cookie in Vary and is not stored", async () => {
    for (let week = 1; week <= 8; week++) {
      expect((await t.bookAsAdmin({ date: upcoming(5, week), startTime: "18:00" })).status).toBe(201);
    }
    const answer = await rawGet(batch(["admin.bookings.list"], [{}]), {
      cookie: t.cookie,
      "accept-encoding": "gzip",
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(String(answer.headers.vary).split(", ").sort()).toEqual(
      ["Cookie", "accept", "accept-encoding", "trpc-accept"].sort(),
    );
    expect(answer.headers["cache-control"]).toBe("no-store");
    const text = gunzipSync(answer.body).toString();
    expect(text.length).toBeGreaterThan(1024);
    const [list] = JSON.parse(text) as [{ result: { data: unknown[] } }];
    expect(list.result.data.length).toBeGreaterThanOrEqual(8);
  });

  it("an error keeps its status and its JSON", async () => {
    const answer = await rawGet(batch(["bookings.byDate"], [{ date: "not a date" }]));
    expect(answer.status).toBe(400);
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    const [failed] = JSON.parse(answer.body.toString()) as [{ error: { data: { code: string } } }];
    expect(failed.error.data.code).toBe("BAD_REQUEST");
  });

  it("a batch asked for as JSON lines is still streamed", async () => {
    const date = upcoming(3, 1);
    const answer = await rawGet(batch(["bookings.byDate"], [{ date }]), {
      "trpc-accept": "application/jsonl",
      "accept-encoding": "identity",
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["transfer-encoding"]).toBe("chunked");
    expect(answer.headers["content-length"]).toBeUndefined();
    const lines = answer.body.toString().trim().split("\n");
    expect(lines.length).toBeGreaterThan(1);
    expect(answer.body.toString()).toContain('"startTime":"14:00"');
  });
});
