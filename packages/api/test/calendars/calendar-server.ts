// A calendar host on loopback for the tests: serves what a test sets under each path, answers
// conditional requests by ETag, and counts every request it saw.
import { createServer, type Server } from "node:http";

export interface Served {
  status?: number;
  body?: string | Buffer;
  etag?: string;
  location?: string;
}

export class CalendarHost {
  readonly paths = new Map<string, Served>();
  readonly seen: { path: string; ifNoneMatch: string | undefined }[] = [];
  private server: Server | undefined;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const path = request.url ?? "/";
      const ifNoneMatch = request.headers["if-none-match"];
      this.seen.push({ path, ifNoneMatch });
      const served = this.paths.get(path) ?? { status: 404, body: "Not found" };
      if (served.etag && ifNoneMatch === served.etag) return response.writeHead(304).end();
      const headers: Record<string, string> = { "content-type": "text/calendar; charset=utf-8" };
      if (served.etag) headers.etag = served.etag;
      if (served.location) headers.location = served.location;
      response.writeHead(served.status ?? 200, headers).end(served.body ?? "");
    });
    // Every loopback address (127.0.0.1 and ::1): "localhost" may resolve to either.
    await new Promise<void>((resolve) => this.server?.listen(0, "::", resolve));
    const address = this.server.address();
    this.port = typeof address === "object" && address ? address.port : 0;
  }

  url(path: string, host = "127.0.0.1"): string {
    return `http://${host}:${this.port}${path}`;
  }

  saw(path: string): number {
    return this.seen.filter((request) => request.path === path).length;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
