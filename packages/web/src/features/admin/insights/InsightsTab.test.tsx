// @vitest-environment happy-dom
/** The Insights tab in a real DOM (Testing Library): one labelled range governs every figure and panel. */
import { formatStaffDay, type RangeInsights } from "@studio/domain";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render-with-app";
import { useTRPC } from "../../../trpc";
import { presetRange } from "../takings/insight-ranges";
import InsightsTab from "./InsightsTab";
import { stubLayout } from "../../../test/layout-stubs";

beforeAll(stubLayout);
afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

function figuresFor(
  range: { from: string; to: string },
  producer: string,
  revenuePence: number,
): RangeInsights {
  return {
    ...range,
    totalRevenuePence: revenuePence,
    totalBookings: 1,
    confirmedCount: 1,
    avgBookingValuePence: revenuePence,
    engineers: [{ engineer: producer, sessions: 1, revenuePence }],
    durations: [{ duration: 3, count: 1 }],
    collectedPence: 0,
    outstandingPence: 0,
    noShowRate: 0,
    lateCancelRate: 0,
    occupancy: { rate: 0, byWeekday: [], byProducer: [] },
    byMonth: [],
  };
}

async function renderTab() {
  const now = new Date();
  const thisMonth = presetRange("this-month", now);
  const lastMonth = presetRange("last-month", now);
  const trpc = useTRPC();
  await renderWithApp(InsightsTab, (client) => {
    client.setQueryData(trpc.admin.bookings.list.queryKey(), []);
    client.setQueryData(
      trpc.admin.takings.insights.queryKey(thisMonth),
      figuresFor(thisMonth, "Marcus", 12_500),
    );
    client.setQueryData(trpc.admin.takings.insights.queryKey(lastMonth), figuresFor(lastMonth, "Dre", 7000));
  });
  return { now, thisMonth, lastMonth };
}

const panel = (name: string) => screen.getByRole("region", { name });

describe("the Insights tab", () => {
  it("shows one set of the spec's cards, the chosen range's, under the range's label", async () => {
    const { now, thisMonth } = await renderTab();
    expect(screen.getByTestId("insights-range-label").textContent).toBe(
      `This month: ${formatStaffDay(thisMonth.from, now)} – ${formatStaffDay(thisMonth.to, now)} (studio nights)`,
    );
    expect(screen.getAllByText("Total Revenue")).toHaveLength(1);
    expect(screen.getByTestId("insight-Total Revenue").textContent).toBe("£125.00");
    expect(within(panel("Engineer Performance")).getByText("Marcus")).toBeTruthy();
    expect(within(panel("Popular Session Lengths")).getByText("3 hours")).toBeTruthy();
    const link = screen.getByRole("link", { name: "Download takings CSV" });
    expect(link.getAttribute("href")).toBe(
      `/api/admin/takings.csv?from=${thisMonth.from}&to=${thisMonth.to}`,
    );
  });

  it("moves every panel and the takings file to another range when it is chosen", async () => {
    const { now, lastMonth } = await renderTab();
    await userEvent.click(screen.getByText("Last month"));
    expect(screen.getByTestId("insights-range-label").textContent).toBe(
      `Last month: ${formatStaffDay(lastMonth.from, now)} – ${formatStaffDay(lastMonth.to, now)} (studio nights)`,
    );
    expect(screen.getByTestId("insight-Total Revenue").textContent).toBe("£70.00");
    expect(within(panel("Engineer Performance")).getByText("Dre")).toBeTruthy();
    expect(within(panel("Engineer Performance")).queryByText("Marcus")).toBeNull();
    expect(screen.getByRole("link", { name: "Download takings CSV" }).getAttribute("href")).toBe(
      `/api/admin/takings.csv?from=${lastMonth.from}&to=${lastMonth.to}`,
    );
  });
});
