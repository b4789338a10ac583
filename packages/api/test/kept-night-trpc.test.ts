// The grid's reads over tRPC, when their nights are kept, are answered before Fastify's request path
// too (plugins/kept-day-read.ts, kept-night-asks.ts): the answer must be the procedures' own, byte
// for byte but the Date, and any request a hook or tRPC would treat otherwise must go to Fastify.
import { addDays } from "@studio/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxSent, postBooking, startApp, type TestApp, upcoming } from "./helpers.js";
import { rawGet as get, withoutDate } from "./raw-answer.js";

describe("a kept night through tRPC, as the booking page's batch link asks for it", () => {
  let t: TestApp;
  const date = upcoming(5, 4);
  const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  // What the page sends for a date: the night, its two neighbours and the night's notice.
  const page = `/trpc/bookings.byDate,bookings.byDate,bookings.byDate,bookings.notice?batch=1&input=${input({
    0: { date: addDays(date, -1) },
    1: { date },
    2: { date: addDays(date, 1) },
    3: { date },
  })}`;
  const batch = `/trpc/bookings.byDate?batch=1&input=${input({ 0: { date } })}`;
  const one = `/trpc/bookings.byDate?input=${input({ date })}`;
  const notice = `/trpc/bookings.notice?input=${input({ date })}`;
  beforeAll(async () => {
    t = await startApp();
    const made = await postBooking(t.url, { date, startTime: "20:00", duration: 3 });
    expect(made.status, made.text).toBe(201);
    await outboxSent(t.store); // the sender's writes would drop the kept nights mid-test
  });
  afterAll(() => t.close());

  it("is the procedures' answer, header by header: the page's batch, one call batched and alone", async () => {
    for (const path of [page, batch, one, notice]) {
      const first = await get(t.url, path); // the procedures keep the nights
      const before = t.app.keptDayReads();
      const kept = await get(t.url, path);
      expect(t.app.keptDayReads(), path).toBe(before + 1);
      const viaRoute = await get(t.url, `${path}&via=route`); // another query string: not taken early
      expect(t.app.keptDayReads()).toBe(before + 1);
      expect(withoutDate(kept)).toBe(withoutDate(viaRoute));
      expect(withoutDate(kept)).toBe(withoutDate(first));
      expect(kept).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    }
    const answer = (await get(t.url, page)).split("\r\n\r\n")[1]!;
    const [before, night, after, itsNotice] = JSON.parse(answer) as { result: { data: unknown } }[];
    expect(before!.result.data).toEqual([]);
    expect(night!.result.data).toEqual([expect.objectContaining({ startTime: "20:00", duration: 3 })]);
    expect(after!.result.data).toEqual([]);
    expect(itsNotice!.result.data).toEqual({ closed: null, away: [] });
  });

  it("goes to Fastify for a stream, a cookie, another procedure or a date that is not one", async () => {
    await get(t.url, page);
    const before = t.app.keptDayReads();
    for (const lines of ["trpc-accept: application/jsonl\r\n", "Accept: application/jsonl, */*\r\n"]) {
      const streamed = await get(t.url, batch, lines);
      expect(streamed).toMatch(/^transfer-encoding: chunked\r$/im);
      expect(streamed).toContain('"startTime":"20:00"');
    }
    expect(await get(t.url, page, "Cookie: a=b\r\n")).toMatch(/^HTTP\/1\.1 200 /);
    const another = `/trpc/bookings.byDate,engineers.list?batch=1&input=${input({ 0: { date }, 1: {} })}`;
    expect(await get(t.url, another)).toMatch(/^HTTP\/1\.1 200 /);
    const notADate = `/trpc/bookings.byDate?batch=1&input=${input({ 0: { date: "2030-02-31" } })}`;
    expect(await get(t.url, notADate)).toMatch(/^HTTP\/1\.1 400 /);
    expect(await get(t.url, notADate)).toMatch(/^HTTP\/1\.1 400 /);
    expect(t.app.keptDayReads()).toBe(before);
    await get(t.url, page);
    expect(t.app.keptDayReads()).toBe(before + 1);
  });

  it("shares the kept night with REST's door, and a write drops it for both", async () => {
    await get(t.url, batch);
    const before = t.app.keptDayReads();
    await get(t.url, `/api/bookings/date/${date}`);
    expect(t.app.keptDayReads()).toBe(before + 1);
    expect((await postBooking(t.url, { date, startTime: "14:00", duration: 2 })).status).toBe(201);
    const after = await get(t.url, batch);
    expect(t.app.keptDayReads()).toBe(before + 1);
    expect(after).toContain('"startTime":"14:00"');
  });
});
