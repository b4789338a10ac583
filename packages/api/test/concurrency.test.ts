// No double booking, ever (DESIGN §3.4): many simultaneous requests for one slot, over real HTTP.
import http from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bookingPayload, call, type Json, login, startApp, type TestApp, upcoming } from "./helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

/** Fires every request on its own socket before awaiting any answer. */
async function fireTogether(path: string, bodies: unknown[], cookie?: string, method = "POST") {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const url = new URL(t.url);
  const requests = bodies.map(
    (body) =>
      new Promise<{ status: number; body: Json }>((resolve, reject) => {
        const data = JSON.stringify(body);
        const request = http.request(
          {
            host: url.hostname,
            port: url.port,
            path,
            method,
            agent,
            headers: {
              "content-type": "application/json",
              "content-length": Buffer.byteLength(data),
              ...(cookie ? { cookie } : {}),
            },
          },
          (response) => {
            let text = "";
            response.on("data", (chunk) => (text += chunk));
            response.on("end", () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
          },
        );
        request.on("error", reject);
        request.end(data);
      }),
  );
  const answers = await Promise.all(requests);
  agent.destroy();
  return answers;
}

it("50 simultaneous public bookings of one slot: exactly one 201, forty-nine 409", async () => {
  const date = upcoming(5, 3);
  const bodies = Array.from({ length: 50 }, (_, i) =>
    bookingPayload({ date, startTime: i % 2 === 0 ? "20:00" : "21:00", duration: 3 }),
  );
  const answers = await fireTogether("/api/bookings", bodies);
  const created = answers.filter((a) => a.status === 201);
  const refused = answers.filter((a) => a.status === 409);
  expect(created).toHaveLength(1);
  expect(refused).toHaveLength(49);
  for (const answer of refused)
    expect(answer.body.error).toMatch(/^This time slot overlaps with an existing booking \(/);
  const day = await call(t.url, "GET", `/api/bookings/date/${date}`);
  expect(day.body).toHaveLength(1);
});

it("20 simultaneous admin bookings and restores of one slot never make an overlap", async () => {
  const cookie = await login(t.url);
  const date = upcoming(6, 3);
  const answers = await fireTogether(
    "/api/admin/bookings",
    Array.from({ length: 20 }, () => bookingPayload({ date, startTime: "14:00", duration: 4 })),
    cookie,
  );
  expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
  expect(answers.filter((a) => a.status === 409)).toHaveLength(19);

  // Cancel the winner, then race a public booking of the freed slot against a restore of it.
  const winner = answers.find((a) => a.status === 201)!.body;
  await call(t.url, "PATCH", `/api/admin/bookings/${winner.id}/status`, { status: "cancelled" }, { cookie });
  const [[taker], [restore]] = await Promise.all([
    fireTogether("/api/bookings", [bookingPayload({ date, startTime: "15:00" })]),
    fireTogether(`/api/admin/bookings/${winner.id}/status`, [{ status: "confirmed" }], cookie, "PATCH"),
  ]);
  const outcomes = [taker!.status, restore!.status].sort();
  expect([
    [201, 409], // the visitor won; the restore was refused
    [200, 409], // the restore won; the visitor was refused
  ]).toContainEqual(outcomes);
  const active = (await call(t.url, "GET", `/api/bookings/date/${date}`)).body as unknown[];
  expect(active).toHaveLength(1);
});
