// What stops a producer's change: a name another producer has (in any case), or retiring one who
// still has upcoming confirmed sessions (listed, with their real days: move or cancel them first).
import { formatMoment, londonDateTime, sameProducerName, sessionInterval } from "@studio/domain";
import { ServiceError } from "../errors.js";
import type { ProducerRow } from "../store/producers.js";
import { producerRows, upcomingConfirmedOf } from "../store/studio.js";
import type { ServiceContext } from "./context.js";

export function refuseTakenName(ctx: ServiceContext, name: string, id?: string): void {
  const taken = producerRows(ctx.store).find((row) => row.id !== id && sameProducerName(row.name, name));
  if (taken) {
    throw new ServiceError("conflict", `A producer is already called ${taken.name}`, {
      issues: [{ path: "name", message: `A producer is already called ${taken.name}` }],
    });
  }
}

/** Retiring one with upcoming confirmed sessions: refused, listing them (move or cancel them first). */
export function refuseRetiring(ctx: ServiceContext, row: ProducerRow): void {
  const upcoming = upcomingConfirmedOf(ctx.store, row.name, ctx.clock().getTime());
  if (upcoming.length === 0) return;
  const sessions = upcoming.map((booking) => ({
    ...booking,
    when: formatMoment(londonDateTime(sessionInterval(booking)?.startMs ?? 0)),
  }));
  throw new ServiceError(
    "conflict",
    `${row.name} has ${upcoming.length} upcoming confirmed session${upcoming.length === 1 ? "" : "s"}: ` +
      `${sessions.map((s) => s.when).join("; ")}. Move or cancel them first.`,
    { issues: sessions.map((s) => ({ path: `sessions.${s.id}`, message: s.when })) },
  );
}
