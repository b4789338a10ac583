// Requests are checked by the domain's zod schemas and answers written by JSON.stringify; Fastify's
// validator and serializer compilers (ajv, fast-json-stringify) are never built (app.ts). A route
// that declared a JSON schema would have one built again at every start: such a route is refused as
// the server gets ready, with a message that says what to use instead.
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { type ApiDeps, buildApi } from "../src/app.js";
import { startApp, type TestApp } from "./start-app.js";

/** Why an app with this extra route would not get ready. */
async function refusalOf(deps: ApiDeps, addRoute: (probe: FastifyInstance) => void): Promise<string> {
  const probe = await buildApi(deps);
  addRoute(probe);
  const refusal = await probe.ready().then(
    () => undefined,
    (error: unknown) => error,
  );
  await probe.close().catch(() => {}); // it never listened; its timers go with it
  return String(refusal);
}

describe("a route with a JSON schema", () => {
  let started: TestApp | undefined;
  afterAll(() => started?.close());

  it("is refused as the server gets ready, for its input or its answer, naming what to use", async () => {
    const refusals: string[] = [];
    started = await startApp({
      build: async (deps) => {
        refusals.push(
          await refusalOf(deps, (probe) =>
            probe.post("/probe", { schema: { body: { type: "object" } } }, async () => ({})),
          ),
          await refusalOf(deps, (probe) =>
            probe.get("/probe", { schema: { response: { 200: { type: "object" } } } }, async () => ({})),
          ),
        );
        return buildApi(deps);
      },
    });
    expect(refusals[0]).toMatch(/zod schemas, not Fastify JSON schemas/);
    expect(refusals[1]).toMatch(/JSON.stringify of the domain's shapes, not Fastify JSON schemas/);
    // The app as built, with no such route, starts and answers.
    expect((await fetch(`${started.url}/api/health`)).status).toBe(200);
  });
});
