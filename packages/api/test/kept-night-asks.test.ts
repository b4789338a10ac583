// Which URLs the early door reads as asks for kept nights (plugins/kept-night-asks.ts): exactly the
// forms the clients write, and nothing that tRPC or the REST route would read another way.
import { describe, expect, it } from "vitest";
import { answerBody, askedNights } from "../src/plugins/kept-night-asks.js";

const encoded = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const trpcBatch = (calls: string[], input: string) => `/trpc/${calls.join(",")}?batch=1&input=${input}`;
const oneNight = encoded({ 0: { date: "2030-01-04" } });
const page = trpcBatch(
  ["bookings.byDate", "bookings.byDate", "bookings.byDate", "bookings.notice"],
  encoded({
    0: { date: "2030-01-03" },
    1: { date: "2030-01-04" },
    2: { date: "2030-01-05" },
    3: { date: "2030-01-04" },
  }),
);
const nine = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [i, { date: "2030-01-04" }]));

describe("askedNights", () => {
  it("reads REST's day read, the page's batch, and one call alone", () => {
    expect(askedNights("/api/bookings/date/2030-01-04")).toEqual({
      keys: ["day json 2030-01-04"],
      door: "rest",
    });
    expect(askedNights(page)).toEqual({
      keys: ["day json 2030-01-03", "day json 2030-01-04", "day json 2030-01-05", "notice json 2030-01-04"],
      door: "trpc batch",
    });
    expect(askedNights(`/trpc/bookings.notice?input=${encoded({ date: "2030-01-04" })}`)).toEqual({
      keys: ["notice json 2030-01-04"],
      door: "trpc one",
    });
  });

  it.each([
    ["a REST path with more after the date", "/api/bookings/date/2030-01-04?x=1"],
    ["a REST date in another form", "/api/bookings/date/2030-1-4"],
    [
      "another procedure in the batch",
      trpcBatch(["bookings.byDate", "engineers.list"], encoded({ 0: { date: "2030-01-04" }, 1: {} })),
    ],
    ["fewer inputs than calls", trpcBatch(["bookings.byDate", "bookings.notice"], oneNight)],
    [
      "inputs out of order",
      trpcBatch(
        ["bookings.byDate", "bookings.notice"],
        encodeURIComponent('{"1":{"date":"2030-01-04"},"0":{"date":"2030-01-05"}}'),
      ),
    ],
    [
      "an input with another field",
      trpcBatch(["bookings.byDate"], encoded({ 0: { date: "2030-01-04", x: 1 } })),
    ],
    [
      "an input with spaces",
      trpcBatch(["bookings.byDate"], encodeURIComponent('{"0": {"date": "2030-01-04"}}')),
    ],
    ["lower-case escapes", trpcBatch(["bookings.byDate"], oneNight.toLowerCase())],
    ["a query with a plus", trpcBatch(["bookings.byDate"], `${oneNight}+`)],
    ["a broken escape", trpcBatch(["bookings.byDate"], "%7B%E0%A4%A")],
    ["nine calls", trpcBatch(Array(9).fill("bookings.byDate"), encoded(nine))],
    ["a batch's input without batch=1", `/trpc/bookings.byDate?input=${oneNight}`],
    [
      "two calls without batch=1",
      `/trpc/bookings.byDate,bookings.notice?input=${encoded({ date: "2030-01-04" })}`,
    ],
    ["a query parameter before the input", `/trpc/bookings.byDate?x=1&batch=1&input=${oneNight}`],
    ["no query at all", "/trpc/bookings.byDate"],
    ["another procedure", `/trpc/admin.bookings.byDate?input=${encoded({ date: "2030-01-04" })}`],
  ])("leaves %s to Fastify", (_what, url) => {
    expect(askedNights(url)).toBeUndefined();
  });
});

describe("answerBody", () => {
  it("gives REST the text, and tRPC each text in its result envelope", () => {
    expect(answerBody(["[]"], "rest")).toBe("[]");
    expect(answerBody(["[]"], "trpc one")).toBe('{"result":{"data":[]}}');
    expect(answerBody(["[]", '{"closed":null}'], "trpc batch")).toBe(
      '[{"result":{"data":[]}},{"result":{"data":{"closed":null}}}]',
    );
  });
});
