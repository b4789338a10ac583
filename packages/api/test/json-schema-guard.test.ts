// Requests are checked by the domain's zod schemas; Fastify's validator compiler (ajv) is never
// built (app.ts). A route that declared a JSON schema would have it built again at every start:
// such a route is refused as the server gets ready, with a message that says what to use instead.
import { afterAll, describe, expect, it } from "vitest";
import { buildApi } from "../src/app.js";
import { startApp, type TestApp } from "./start-app.js";

describe("a route with a JSON schema for its input", () => {
  let started: TestApp | undefined;
  afterAll(() => started?.close());

  it("is refused as the server gets ready, naming the domain's zod schemas", async () => {
    let refusal: unknown;
    started = await startApp({
      build: async (deps) => {
        const probe = await buildApi(deps);
        probe.post("/probe", { schema: { body: { type: "object" } } }, async () => ({}));
        refusal = await probe.ready().then(
          () => undefined,
          (error: unknown) => error,
        );
        await probe.close().catch(() => {}); // it never listened; its timers go with it
        return buildApi(deps);
      },
    });
    expect(String(refusal)).toMatch(/zod schemas, not Fastify JSON schemas/);
    // The app as built, with no such route, starts and answers.
    expect((await fetch(`${started.url}/api/health`)).status).toBe(200);
  });
});
