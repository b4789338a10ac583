// Prometheus metrics for an operator who runs Prometheus (GET /metrics, its text format): off unless
// the host gives a token (METRICS_TOKEN), and then only to `Authorization: Bearer <token>`. A
// registry of its own, with what an owner watches: requests by route and status with their
// durations, the mail outbox, the bookings held, the last backup's age and the free disk. Nothing
// in it names a customer.
import { createHash, timingSafeEqual } from "node:crypto";
import { statfsSync } from "node:fs";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Gauge, Histogram, Registry } from "prom-client";
import { lastLocalBackupMs } from "../services/health-checks.js";
import type { Store } from "../store/store.js";

export interface MetricsOptions {
  token: string;
  store: Store;
  /** DATA_DIR: its disk's free space, and its backups' folder. */
  dataDir: string;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

function storeGauges(registry: Registry, { store, dataDir }: MetricsOptions): void {
  const count = (sql: string) => Number(store.sqlite.prepare(sql).pluck().get() ?? 0);
  new Gauge({
    name: "studio_outbox_backlog",
    help: "Mails waiting to be sent",
    registers: [registry],
    collect() {
      this.set(count("select count(*) from email_outbox where sentAt is null and abandonedAt is null"));
    },
  });
  new Gauge({
    name: "studio_outbox_failing",
    help: "Mails waiting that have failed at least once",
    registers: [registry],
    collect() {
      this.set(count("select count(*) from email_outbox where sentAt is null and attempts > 0"));
    },
  });
  new Gauge({
    name: "studio_bookings",
    help: "Bookings in the database by status (its rise is bookings made)",
    labelNames: ["status"],
    registers: [registry],
    collect() {
      this.reset();
      const rows = store.sqlite
        .prepare("select status, count(*) as n from bookings group by status")
        .all() as {
        status: string;
        n: number;
      }[];
      for (const row of rows) this.set({ status: row.status }, row.n);
    },
  });
  new Gauge({
    name: "studio_last_backup_age_seconds",
    help: "Seconds since the newest local backup in DATA_DIR/backups (-1: none)",
    registers: [registry],
    collect() {
      const last = lastLocalBackupMs(dataDir);
      this.set(last === null ? -1 : Math.round((Date.now() - last) / 1000));
    },
  });
  new Gauge({
    name: "studio_disk_free_bytes",
    help: "Free space on the disk that holds DATA_DIR",
    registers: [registry],
    collect() {
      const { bavail, bsize } = statfsSync(dataDir);
      this.set(bavail * bsize);
    },
  });
}

export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: MetricsOptions) => {
    const registry = new Registry();
    const requests = new Histogram({
      name: "studio_http_request_duration_seconds",
      help: "Requests by method, route and status, with how long each took",
      labelNames: ["method", "route", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });
    storeGauges(registry, opts);
    app.addHook("onResponse", async (request, reply) => {
      // The route's pattern, never the path as asked: a label per date or token would grow forever.
      const route = request.routeOptions.url ?? "unmatched";
      requests.observe(
        { method: request.method, route, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });
    const expected = digest(`Bearer ${opts.token}`);
    app.get("/metrics", { compress: false }, async (request: FastifyRequest, reply: FastifyReply) => {
      const given = digest(String(request.headers.authorization ?? ""));
      if (!timingSafeEqual(given, expected)) {
        return reply
          .code(401)
          .header("www-authenticate", 'Bearer realm="metrics"')
          .send({ error: "Metrics need Authorization: Bearer <METRICS_TOKEN>." });
      }
      return reply
        .header("cache-control", "no-store")
        .type(registry.contentType)
        .send(await registry.metrics());
    });
  },
  { name: "metrics" },
);
