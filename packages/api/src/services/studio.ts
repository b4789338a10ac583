// The studio itself: its public profile, producers, insights and health.
import { computeInsights, type Insights } from "@studio/domain";
import { publicProfile, type PublicStudioProfile } from "../config/index.js";
import { listBookings } from "../store/bookings.js";
import { outboxBacklog } from "../store/email-outbox.js";
import { beat } from "../store/heartbeat.js";
import { type ProducerRecord, listProducers as listProducerRows, toProducer } from "../store/producers.js";
import type { ServiceContext } from "./context.js";
import { withShownStatus } from "./deposit-state.js";
import { ServiceError } from "../errors.js";
import { type HealthChecks, healthChecks } from "./health-checks.js";

/** Waits for the pictures' sizes, read once at start. */
export async function studioProfile(ctx: ServiceContext): Promise<PublicStudioProfile> {
  return publicProfile(ctx.profile, await ctx.pictures?.());
}

export function listProducers(ctx: ServiceContext): ProducerRecord[] {
  return listProducerRows(ctx.store).map(toProducer);
}

export function insights(ctx: ServiceContext): Insights {
  return computeInsights(withShownStatus(ctx, listBookings(ctx.store)));
}

export interface Health {
  version: string;
  /** Seconds since the process started. */
  uptime: number;
  database: "ok";
  /** Mails written to the outbox and not yet delivered (nor given up on). */
  outboxBacklog: number;
  /** The disk, mail and backups, each ok, warn or fail with its reason (when the host says where DATA_DIR is). */
  checks?: HealthChecks;
}

/** 200 with the numbers a monitor wants; a database that cannot commit a write is a 503. */
export function health(ctx: ServiceContext, version: string): Health {
  let backlog: number;
  try {
    beat(ctx.store, ctx.clock());
    backlog = outboxBacklog(ctx.store);
  } catch (error) {
    throw new ServiceError("unavailable", "The database cannot be written", {
      issues: [{ path: "database", message: error instanceof Error ? error.message : String(error) }],
    });
  }
  const answer: Health = {
    version,
    uptime: Math.round(process.uptime()),
    database: "ok",
    outboxBacklog: backlog,
  };
  if (ctx.dataDir)
    answer.checks = healthChecks(
      ctx.store,
      { dataDir: ctx.dataDir, offsiteBackups: ctx.offsiteBackups ?? false },
      ctx.clock(),
    );
  return answer;
}
