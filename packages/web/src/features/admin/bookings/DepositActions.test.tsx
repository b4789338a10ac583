// @vitest-environment happy-dom
/** A provisional booking's deposit actions, in a real DOM: who sees them, and the deadline form's checks. */
import { MantineProvider } from "@mantine/core";
import type { Role } from "@studio/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { makeQueryClient } from "../../../query-client";
import { stubLayout } from "../../../test/layout-stubs";
import { MayContext, mayFor } from "../may";
import { DepositActions } from "./DepositActions";
import { testBooking } from "./test-booking";

beforeAll(stubLayout);
afterEach(cleanup);

// Due Tue 1 Dec 2026, 6:00 PM in London (GMT).
const provisional = { ...testBooking(), depositPence: 5000, depositDueAt: "2026-12-01T18:00:00.000Z" };

function renderActions(booking: Parameters<typeof DepositActions>[0]["booking"], role: Role) {
  render(
    <MantineProvider>
      <QueryClientProvider client={makeQueryClient()}>
        <MayContext value={mayFor(role)}>
          <DepositActions booking={booking} />
        </MayContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe("a provisional booking's deposit actions", () => {
  it("are offered to staff who manage bookings, on a provisional booking only", () => {
    renderActions(provisional, "staff");
    expect(screen.getByRole("button", { name: "Confirm without deposit" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Change deadline" })).toBeTruthy();
    cleanup();
    renderActions(testBooking(), "staff");
    expect(screen.queryByRole("button", { name: "Change deadline" })).toBeNull();
    cleanup();
    renderActions({ ...provisional, status: "cancelled" }, "owner");
    expect(screen.queryByRole("button", { name: "Confirm without deposit" })).toBeNull();
    cleanup();
    renderActions(provisional, "producer");
    expect(screen.queryByRole("button", { name: "Change deadline" })).toBeNull();
  });

  it("ask before confirming, naming the customer and the e-mail they get", async () => {
    renderActions(provisional, "staff");
    fireEvent.click(screen.getByRole("button", { name: "Confirm without deposit" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm without a deposit?" });
    expect(dialog.textContent).toContain("Ada Lovelace's session is confirmed now");
    expect(screen.getByRole("button", { name: "Keep it provisional" })).toBeTruthy();
  });

  it("start the deadline form at the current deadline, and refuse a bad time or the hour the clocks skip", async () => {
    renderActions(provisional, "staff");
    fireEvent.click(screen.getByRole("button", { name: "Change deadline" }));
    const date = (await screen.findByLabelText("Date")) as HTMLInputElement;
    const time = screen.getByLabelText("Time (London)") as HTMLInputElement;
    expect([date.value, time.value]).toEqual(["2026-12-01", "18:00"]);
    fireEvent.input(time, { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save deadline" }));
    await waitFor(() => expect(screen.getByText("Enter a time, e.g. 18:00")).toBeTruthy());
    fireEvent.input(date, { target: { value: "2027-03-28" } });
    fireEvent.input(time, { target: { value: "01:30" } });
    fireEvent.click(screen.getByRole("button", { name: "Save deadline" }));
    await waitFor(() =>
      expect(screen.getByText("That time does not exist in London: the clocks go forward then")).toBeTruthy(),
    );
  });
});
