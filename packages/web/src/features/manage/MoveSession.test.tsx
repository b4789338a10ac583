// @vitest-environment happy-dom
/** The manage page's move grid: the producer's own busy time blocks their starts, as on /booking. */
import { addDays, DEFAULT_RATE_CARD } from "@studio/domain";
import { cleanup, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render-with-app";
import { nextWeekday } from "../../test/session-dates";
import { useTRPC } from "../../trpc";
import type { ManageView } from "./manage-view";
import MoveSession from "./MoveSession";

afterEach(cleanup);
// A real browser DOM and Mantine take a while to start on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const profile = {
  prices: DEFAULT_RATE_CARD,
  producers: [
    { name: "Marcus", bookable: true },
    { name: "Dre", bookable: true },
  ],
};

const slot = (time: string) => document.querySelector<HTMLButtonElement>(`[data-time="${time}"]`)!;

describe("moving a session", () => {
  it("marks the starts the producer's busy time covers, and leaves the ones after it", async () => {
    const night = nextWeekday(6);
    const booking = {
      id: "b1",
      date: night,
      startTime: "12:00",
      duration: 2,
      engineer: "Dre",
      totalCost: 7000,
      status: "confirmed",
      firstName: "Ada",
      movesMade: 0,
    } as unknown as ManageView;
    const trpc = useTRPC();
    await renderWithApp(
      () => <MoveSession token="t" booking={booking} onMoved={() => {}} onClose={() => {}} />,
      (queryClient) => {
        queryClient.setQueryData(trpc.bookings.nights.queryKey({}), []);
        // Dre busy 20:00 to 23:00 (its instants are the grid's: any in the same place will do).
        const startMs = Date.parse(`${night}T20:00:00Z`);
        queryClient.setQueryData(trpc.bookings.notice.queryKey({ date: night }), {
          closed: null,
          away: [],
          busy: [
            {
              engineer: "Dre",
              date: night,
              startTime: "20:00",
              duration: 3,
              startMs,
              endMs: startMs + 3 * 3_600_000,
            },
          ],
        });
        for (const day of [addDays(night, -1), night, addDays(night, 1)])
          queryClient.setQueryData(trpc.bookings.byDate.queryKey({ date: day }), []);
      },
      profile,
    );
    await waitFor(() => expect(slot("20:00").dataset.state).toBe("taken"));
    expect(slot("22:00").dataset.state).toBe("taken");
    expect(slot("18:00").dataset.state).toBe("limited");
    expect(slot("23:00").disabled).toBe(false);
  });
});
