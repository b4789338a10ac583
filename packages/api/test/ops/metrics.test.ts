// Prometheus metrics (plugins/metrics.ts): only with METRICS_TOKEN set, only to its bearer, in
// Prometheus' text format, with what an owner watches and nothing of a customer.
import { describe, expect, it } from "vitest";
import { buildApi } from "../../src/app.js";
import { call, postBooking, startApp } from "../helpers.js";
import { useApp } from "../shared-app.js";

const TOKEN = "a-metrics-token-of-some-length";

describe("with METRICS_TOKEN", () => {
  const t = useApp({ build: (deps) => buildApi({ ...deps, metricsToken: TOKEN }) });

  it("answers 401 without the token or with another", async () => {
    for (const authorization of [undefined, "Bearer wrong", `Basic ${TOKEN}`, TOKEN]) {
      const answer = await fetch(`${t.url}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(answer.status, String(authorization)).toBe(401);
      expect(answer.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(await answer.text()).not.toContain("studio_");
    }
  });

  it("gives Prometheus text to the bearer: requests by route, the outbox, bookings, backups and disk", async () => {
    const booked = await postBooking(t.url, { firstName: "Zadie", email: "zadie@example.com" });
    expect(booked.status).toBe(201);
    await call(t.url, "GET", "/api/bookings/date/2030-01-04");
    const answer = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(text).toMatch(
      /^studio_http_request_duration_seconds_count\{method="POST",route="\/api\/bookings",status="201"\} 1$/m,
    );
    // The route's pattern, not the date asked for.
    expect(text).toMatch(/route="\/api\/bookings\/date\/:date",status="200"\} 1$/m);
    expect(text).toMatch(/^studio_bookings\{status="confirmed"\} 1$/m);
    expect(text).toMatch(/^studio_outbox_backlog \d+$/m);
    expect(text).toMatch(/^studio_outbox_failing \d+$/m);
    expect(text).toMatch(/^studio_last_backup_age_seconds -1$/m);
    expect(text).toMatch(/^studio_disk_free_bytes [1-9]\d*$/m);
    expect(text).not.toMatch(/zadie|Zadie/);
  });
});

it("has no /metrics without METRICS_TOKEN", async () => {
  const t = await startApp();
  try {
    const answer = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(404);
  } finally {
    await t.close();
  }
});
