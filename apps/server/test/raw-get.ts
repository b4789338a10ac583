// A GET exactly as written (fetch adds its own Accept-Encoding), its body decoded as a browser would.
import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent, decoded from its content-encoding. */
  text: string;
  /** Its size on the wire. */
  sent: number;
  /** The body as sent. */
  body: Buffer;
}

/** A GET with exactly these headers (fetch would add its own Accept-Encoding). */
export function rawGet(base: string, pathname: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${pathname}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const decoded =
          encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;
        const text = decoded.toString("utf8");
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, sent: body.length, body });
      });
    });
    req.on("error", reject);
    req.end();
  });
}
