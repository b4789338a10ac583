// What the resilience tests share: the summary tally, snapshots of the data tables and the HTTP
// surface (every route and procedure). Beside it: fire-together.ts (many requests at once),
// faulty-smtp.ts (SMTP servers that misbehave), studio-setup.ts (the studio each file starts) and
// server-process.ts (the built server as a child process). Builds on ../helpers.ts.
import { randomUUID } from "node:crypto";
import { appendFileSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import type { Store } from "@studio/api/store";
import { appRouter } from "@studio/api/router";
import type { CaseRecord } from "./summary.global.js";

// ---------------------------------------------------------------------------------------------
// The summary table

const recordFile = path.join(inject("resilienceDir"), `${process.pid}-${randomUUID()}.jsonl`);

/**
 * Counts the cases of one kind as a test tries them. `finish()` writes the row of the summary
 * table (also when cases failed) and returns the failures, for one readable assertion.
 */
export class Tally {
  private tried = 0;
  private readonly failures: string[] = [];

  constructor(
    private readonly area: string,
    private readonly name: string,
  ) {}

  /** One case: `ok` says it held; `detail` names it in the failure list. */
  check(ok: boolean, detail: string): boolean {
    this.tried += 1;
    if (!ok) this.failures.push(detail);
    return ok;
  }

  finish(): string[] {
    const row: CaseRecord = {
      area: this.area,
      name: this.name,
      tried: this.tried,
      held: this.tried - this.failures.length,
    };
    appendFileSync(recordFile, `${JSON.stringify(row)}\n`);
    return this.failures.slice(0, 30);
  }
}

// ---------------------------------------------------------------------------------------------
// The database, seen from the test

/** The tables that hold the studio's data (not sessions or the health heartbeat). */
const DATA_TABLES = ["bookings", "archived_bookings", "contact_messages", "email_outbox", "engineers"];

/** Every row of every data table, for "nothing was written" comparisons. */
export function snapshot(store: Store): string {
  return JSON.stringify(
    DATA_TABLES.map((table) => store.sqlite.prepare(`select * from ${table} order by rowid`).all()),
  );
}

export function countRows(store: Store, table: string, where = "1"): number {
  return (store.sqlite.prepare(`select count(*) as n from ${table} where ${where}`).get() as { n: number }).n;
}

/** The archive row a cancelled booking moved to. */
export function archivedIdOf(store: Store, bookingId: string): string {
  return (
    store.sqlite.prepare('select id from archived_bookings where "originalBookingId" = ?').get(bookingId) as {
      id: string;
    }
  ).id;
}

// ---------------------------------------------------------------------------------------------
// The HTTP surface

/** Every route the server registers, as `METHOD /path` (HEAD and the tRPC catch-all left out). */
export function registeredRoutes(printed: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of printed.split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    stack.length = depth;
    const full = (depth > 0 ? stack[depth - 1] : "") + (match[2] ?? "");
    stack[depth] = full;
    for (const method of (match[3] ?? "").split(", ")) {
      if (method === "HEAD" || full.startsWith("/trpc/")) continue;
      routes.push(`${method} ${full}`);
    }
  }
  return routes.sort();
}

export type ProcedureKind = "query" | "mutation";

/** Every tRPC procedure with its kind, from the router itself. */
export function registeredProcedures(): { name: string; kind: ProcedureKind }[] {
  return Object.entries(
    appRouter._def.procedures as unknown as Record<string, { _def: { type: ProcedureKind } }>,
  )
    .map(([name, procedure]) => ({ name, kind: procedure._def.type }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
