// @vitest-environment happy-dom
import type { NightAvailability } from "@studio/domain";
import { afterEach, expect, it, vi } from "vitest";
import { queryClient } from "../../query-client";
import { trpc } from "../../trpc";
import { loadSessionSection } from "./booking-chunks";

afterEach(() => vi.unstubAllGlobals());

// A real browser DOM and the section's chunks take a while to load on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

it("asks for the horizon's nights while the form's code loads, so the form renders with them", async () => {
  const nights: NightAvailability[] = [];
  const asked: string[] = [];
  // The one answer the test's page gets: tRPC's batch for the nights, as the server writes it.
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return new Response(JSON.stringify([{ result: { data: nights } }]), {
      headers: { "content-type": "application/json" },
    });
  });
  const key = trpc.bookings.nights.queryKey({});
  expect(queryClient.getQueryData(key)).toBeUndefined();

  await loadSessionSection();

  await vi.waitFor(() => expect(queryClient.getQueryData(key)).toEqual(nights));
  expect(asked).toEqual([expect.stringMatching(/\/trpc\/bookings\.nights\?batch=1/)]);
});
