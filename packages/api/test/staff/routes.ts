// Every admin REST route the server registered (read from Fastify's route tree) and every tRPC
// procedure of the router, so the permission walk covers what exists, not what a list remembers.
import type { FastifyInstance } from "fastify";
import { appRouter } from "../../src/trpc/router.js";

/** `METHOD /path` of each route under /api/admin (HEAD answers with its GET, so it is left out). */
export function adminRestRoutes(app: FastifyInstance): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│├└─\s]*)(\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = Math.round(match[1]!.length / 4);
    const path = (depth > 0 ? (parents[depth - 1] ?? "") : "") + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of match[3]?.split(", ") ?? [])
      if (method !== "HEAD" && path.startsWith("/api/admin/")) routes.push(`${method} ${path}`);
  }
  return routes;
}

/** Each procedure's dotted path and whether it is a query or a mutation. */
export function procedures(): { path: string; type: "query" | "mutation" }[] {
  const all = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
  return Object.entries(all).map(([path, procedure]) => ({
    path,
    type: procedure._def.type === "query" ? "query" : "mutation",
  }));
}
