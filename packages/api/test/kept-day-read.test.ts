// A kept day read is answered before Fastify's request path (plugins/kept-day-read.ts). That answer
// must be the route's own, byte for byte but the Date, with the same log line; and any request a
// hook would change, hold or refuse must still go through Fastify.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApi } from "../src/app.js";
import { rawGet as get, withoutDate } from "./raw-answer.js";
import {
  call,
  eventually,
  gatedSyncer,
  login,
  outboxSent,
  postBooking,
  startApp,
  type TestApp,
  upcoming,
} from "./helpers.js";

describe("a kept day read", () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  const date = upcoming(5, 3);
  const path = `/api/bookings/date/${date}`;
  beforeAll(async () => {
    const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    t = await startApp({ build: (deps) => buildApi({ ...deps, logger: { level: "info", stream } }) });
    const made = await postBooking(t.url, { date, startTime: "20:00", duration: 3 });
    expect(made.status, made.text).toBe(201);
    await outboxSent(t.store); // the sender's writes would drop the kept night mid-test
  });
  afterAll(() => t.close());

  it("is the route's answer, header by header, and leaves the route's log line", async () => {
    const first = await get(t.url, path); // the route keeps it
    const before = t.app.keptDayReads();
    const kept = await get(t.url, path);
    expect(t.app.keptDayReads()).toBe(before + 1);
    const viaRoute = await get(t.url, `${path}?via=route`); // a query string: not taken early
    expect(t.app.keptDayReads()).toBe(before + 1);
    expect(withoutDate(kept)).toBe(withoutDate(viaRoute));
    expect(withoutDate(kept)).toBe(withoutDate(first));
    expect(kept).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(kept).toContain('"startTime":"20:00"');

    await eventually(() => lines.filter((line) => line.msg === "request").length >= 3, "three lines");
    const [a, b, c] = lines.filter((line) => line.msg === "request").slice(-3);
    const shape = ({ time: _t, ms: _m, reqId: _r, ...rest }: Record<string, unknown>) => rest;
    expect(shape(b!)).toEqual(shape(a!));
    expect(shape(c!)).toEqual(shape(a!));
    expect(b).toMatchObject({ method: "GET", path, statusCode: 200, level: 30 });
    expect(typeof b!.ms).toBe("number");
    // One sequence of request ids for both doors.
    const ids = [a, b, c].map((line) => Number.parseInt(String(line!.reqId).slice(4), 36));
    expect(ids).toEqual([ids[0], ids[0]! + 1, ids[0]! + 2]);
  });

  it("goes to Fastify with a cookie (staff see the full bookings), a body, two Hosts or as HEAD", async () => {
    const cookie = await login(t.url); // a write: the night is kept again by the next read
    await get(t.url, path);
    const before = t.app.keptDayReads();
    const staff = await call(t.url, "GET", path, undefined, { cookie });
    expect(staff.status).toBe(200);
    expect(staff.body[0]).toHaveProperty("email");
    const withBody = await get(t.url, path, "Content-Length: 2\r\n\r\n{}");
    expect(withBody).toMatch(/^HTTP\/1\.1 200 /);
    const host = new URL(t.url).host;
    expect(await get(t.url, path, `Host: ${host}\r\n`)).toMatch(/^HTTP\/1\.1 400 /);
    const head = await call(t.url, "HEAD", path);
    expect(head.status).toBe(200);
    expect(t.app.keptDayReads()).toBe(before);
    await get(t.url, path);
    expect(t.app.keptDayReads()).toBe(before + 1);
  });

  it("is dropped by a write, and the next read is the route's", async () => {
    await get(t.url, path);
    const made = await postBooking(t.url, { date, startTime: "14:00", duration: 2 });
    expect(made.status, made.text).toBe(201);
    const before = t.app.keptDayReads();
    const after = await get(t.url, path);
    expect(t.app.keptDayReads()).toBe(before);
    expect(after).toContain('"startTime":"14:00"');
  });
});

describe("while the database is syncing", () => {
  it("a kept night waits for the sync, as the route's answers do", async () => {
    const gate = gatedSyncer();
    const t = await startApp({ syncer: gate.syncer });
    let releasing: NodeJS.Timeout | undefined;
    try {
      const date = upcoming(6, 3);
      const path = `/api/bookings/date/${date}`;
      const booking = postBooking(t.url, { date, startTime: "20:00", duration: 2 });
      await eventually(() => gate.waiting() > 0, "the booking's sync started");
      // The route keeps the night's new answer now; its answer waits for the sync, and so must the next.
      let answered = 0;
      const reads = [call(t.url, "GET", path), call(t.url, "GET", path)].map((read) =>
        read.then((answer) => {
          answered += 1;
          return answer;
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(answered).toBe(0);
      expect(t.app.keptDayReads()).toBe(0);
      releasing = setInterval(gate.release, 5); // this sync, and every one after it
      expect((await booking).status).toBe(201);
      for (const read of await Promise.all(reads)) expect(read.body).toHaveLength(1);
      // Once the mails' own writes are synced too, the night is kept and given early again.
      for (let i = 0; i < 100 && t.app.keptDayReads() === 0; i++) {
        expect((await call(t.url, "GET", path)).body).toHaveLength(1);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(t.app.keptDayReads()).toBeGreaterThan(0);
    } finally {
      releasing ??= setInterval(gate.release, 5);
      await t.close();
      clearInterval(releasing);
    }
  });
});

describe("behind a proxy, with a client at its cap", () => {
  it("goes to Fastify, which refuses that client and answers another", async () => {
    const t = await startApp({ trustProxy: 1, limits: { connectionsPerClient: 3 } });
    const held: net.Socket[] = [];
    try {
      const { host, port } = new URL(t.url);
      const path = `/api/bookings/date/${upcoming(5, 2)}`;
      await call(t.url, "GET", path); // kept
      for (let i = 0; i < 3; i++) {
        const socket = net.connect(Number(port), "127.0.0.1", () =>
          socket.write(
            `POST /api/contact HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-For: 203.0.113.7\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"first`,
          ),
        );
        socket.on("error", () => {});
        held.push(socket);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      const from = (address: string) => ({ headers: { "x-forwarded-for": address } });
      expect((await call(t.url, "GET", path, undefined, from("203.0.113.7"))).status).toBe(429);
      expect((await call(t.url, "GET", path, undefined, from("203.0.113.8"))).status).toBe(200);
      expect(t.app.keptDayReads()).toBe(0);
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await call(t.url, "GET", path, undefined, from("203.0.113.7"))).status).toBe(200);
      expect(t.app.keptDayReads()).toBe(1);
    } finally {
      for (const socket of held) socket.destroy();
      await t.close();
    }
  });
});
