// The studio itself: its public profile, engineers, insights and health.
import { computeInsights, type Insights } from "@studio/domain";
import { publicProfile, type PublicStudioProfile } from "../config.js";
import { listBookings } from "../store/bookings.js";
import { outboxBacklog } from "../store/email-outbox.js";
import { type EngineerRecord, listEngineers as listEngineerRows, toEngineer } from "../store/engineers.js";
import type { ServiceContext } from "./context.js";

export function studioProfile(ctx: ServiceContext): PublicStudioProfile {
  return publicProfile(ctx.profile);
}

export function listEngineers(ctx: ServiceContext): EngineerRecord[] {
  return listEngineerRows(ctx.store).map(toEngineer);
}

export function insights(ctx: ServiceContext): Insights {
  return computeInsights(listBookings(ctx.store));
}

export interface Health {
  version: string;
  uptime: number;
  database: "ok" | "error";
  outboxBacklog: number | null;
}

export function health(ctx: ServiceContext, version: string): Health {
  let database: Health["database"] = "ok";
  let backlog: number | null = null;
  try {
    backlog = outboxBacklog(ctx.store);
  } catch {
    database = "error";
  }
  return { version, uptime: Math.round(process.uptime()), database, outboxBacklog: backlog };
}
