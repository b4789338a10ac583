// GET /api/admin/bookings written a batch of bookings at a time (rest/http.ts sendJsonList): the
// same array as the dashboard's tRPC list, whole across the batches' seams, sent without a length
// (chunked) because its text is never made whole.
import { addDays } from "@studio/domain";
import { describe, expect, it, vi } from "vitest";
import { trpcCallers, upcoming } from "./helpers.js";
import { useAdminApp } from "./shared-app.js";

const t = useAdminApp();
const { q } = trpcCallers(t);

const restList = async () => {
  const answer = await fetch(`${t.url}/api/admin/bookings`, {
    headers: { cookie: t.cookie, "accept-encoding": "identity" },
  });
  return { answer, text: await answer.text() };
};

describe("the admin's list of bookings, written as it is read", () => {
  it("answers [] when the studio has no bookings yet", async () => {
    const { answer, text } = await restList();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(text).toBe("[]");
  });

  it("answers every booking, newest first, as tRPC's list does, across batches of 200", async () => {
    const first = upcoming(1, 1);
    const slots = Array.from({ length: 150 }, (_, day) =>
      ["10:00", "14:00", "18:00"].map((startTime) => ({ date: addDays(first, day), startTime })),
    ).flat();
    for (let i = 0; i < slots.length; i += 10) {
      const made = await Promise.all(slots.slice(i, i + 10).map((slot) => t.bookAsAdmin(slot)));
      expect(made.map((m) => m.status)).toEqual(made.map(() => 201));
    }

    // The new bookings' mails go out meanwhile, and each marks its booking sent: compare a REST
    // answer read between two equal tRPC ones.
    const trpcList = async () => (await q("admin.bookings.list")).body.result?.data as unknown[];
    const read = await vi.waitFor(
      async () => {
        const before = await trpcList();
        const { answer, text } = await restList();
        expect(await trpcList()).toEqual(before);
        return { answer, text, before };
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(read.answer.status).toBe(200);
    expect(read.answer.headers.get("content-length")).toBeNull();
    const rest = JSON.parse(read.text) as { id: string; customerNoShows: number; paidPence: number }[];
    expect(rest).toHaveLength(450);
    expect(new Set(rest.map((b) => b.id)).size).toBe(450);
    expect(rest[0]).toMatchObject({ customerNoShows: 0, paidPence: 0 });
    expect(rest).toEqual(read.before);
  });
});
