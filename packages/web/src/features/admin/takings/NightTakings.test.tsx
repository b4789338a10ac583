// @vitest-environment happy-dom
/** The night sheet's cashing up in a real DOM (Testing Library): the till's takings by method. */
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render-with-app";
import { useTRPC } from "../../../trpc";
import { NightTakings } from "./NightTakings";

afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

describe("the night sheet's takings", () => {
  it("totals the night's takings by method, refunds negative, then all methods", async () => {
    const trpc = useTRPC();
    await renderWithApp(
      () => <NightTakings night="2026-11-28" />,
      (client) =>
        client.setQueryData(trpc.admin.takings.night.queryKey({ date: "2026-11-28" }), {
          date: "2026-11-28",
          byMethod: [
            { method: "cash", takenPence: 6000, refundedPence: -2000, netPence: 4000 },
            { method: "card", takenPence: 4000, refundedPence: 0, netPence: 4000 },
          ],
          total: { method: null, takenPence: 10_000, refundedPence: -2000, netPence: 8000 },
        }),
    );
    const table = screen.getByTestId("night-takings");
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Method", "Taken", "Refunded", "Net"],
      ["Cash", "£60.00", "-£20.00", "£40.00"],
      ["Card", "£40.00", "£0.00", "£40.00"],
      ["All methods", "£100.00", "-£20.00", "£80.00"],
    ]);
  });
});
