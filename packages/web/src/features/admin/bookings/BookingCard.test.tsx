// @vitest-environment happy-dom
/** The admin booking card, rendered in a real DOM (Testing Library): work list facts, safe changes. */
import { MantineProvider } from "@mantine/core";
import type { Role } from "@studio/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "../../../query-client";
import { MayContext, mayFor } from "../may";
import { BookingCard } from "./BookingCard";
import { testBooking } from "./test-booking";
import { stubLayout } from "../../../test/layout-stubs";

beforeAll(stubLayout);
afterEach(cleanup);

const booking = testBooking({
  firstName: "Nina",
  lastName: "Simone",
  email: "nina@example.com",
  date: "2027-01-22",
  startTime: "01:00",
  projectDescription: "Live album",
});

function renderCard(props: Partial<Parameters<typeof BookingCard>[0]> = {}, role?: Role) {
  const onView = vi.fn();
  const onEdit = vi.fn();
  const card = <BookingCard booking={booking} onView={onView} onEdit={onEdit} {...props} />;
  render(
    <MantineProvider>
      <QueryClientProvider client={makeQueryClient()}>
        {role ? <MayContext value={mayFor(role)}>{card}</MayContext> : card}
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onView, onEdit, card: screen.getByRole("article", { name: "Nina Simone" }) };
}

describe("the admin booking card", () => {
  it("shows the spec's facts, the real range with the year, and the customer's history", () => {
    const { card } = renderCard({ nth: 3, tonight: true });
    const inCard = within(card);
    expect(inCard.getByText("nina@example.com")).toBeTruthy();
    expect(inCard.getByText("Confirmed")).toBeTruthy();
    // The date is the session's real day, as its range says: one date per session.
    expect(inCard.getByText("Sat 23 Jan 2027")).toBeTruthy();
    expect(inCard.getByText("1:00 AM")).toBeTruthy();
    expect(inCard.getByText("2 hours")).toBeTruthy();
    expect(inCard.getByText("£70.00")).toBeTruthy();
    // After midnight: the real day (Saturday), with the year since it is not this year, then the night.
    expect(inCard.getByTestId("session-range").textContent).toBe(
      "Sat 23 Jan 2027, 1:00 AM – 3:00 AM (Friday night)",
    );
    expect(inCard.getByTestId("customer-history").textContent).toBe("· 3rd booking");
    expect(inCard.getByText("Tonight")).toBeTruthy();
    expect(inCard.queryByText("Away")).toBeNull();
  });

  it("warns when the producer's own calendar shows them busy during it, and not otherwise", () => {
    const { card } = renderCard({ booking: { ...booking, busyWarning: "Dre's calendar shows him busy" } });
    expect(within(card).getByTestId("busy-warning").textContent).toBe("Dre's calendar shows him busy");
    cleanup();
    expect(within(renderCard().card).queryByTestId("busy-warning")).toBeNull();
  });

  it("View and Edit hand the booking up; Cancel asks first and can be backed out of", async () => {
    const { card, onView, onEdit } = renderCard({ away: true });
    const inCard = within(card);
    expect(inCard.getByText("Away")).toBeTruthy();
    fireEvent.click(inCard.getByRole("button", { name: "View" }));
    expect(onView).toHaveBeenCalledWith("b1");
    fireEvent.click(inCard.getByRole("button", { name: "Edit" }));
    expect(onEdit).toHaveBeenCalledWith(booking);
    expect(inCard.queryByRole("button", { name: "Restore" })).toBeNull();

    fireEvent.click(inCard.getByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this booking?" });
    expect(within(dialog).getByLabelText("Reason")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Cancel booking" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep booking" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Cancel this booking?" })).toBeNull());
  });

  it("a cancelled booking offers Restore, not Cancel, and shows its reason", () => {
    const { card } = renderCard({
      booking: { ...booking, status: "cancelled", cancelReason: "Artist unwell" },
    });
    const inCard = within(card);
    expect(inCard.getByRole("button", { name: "Restore" })).toBeTruthy();
    expect(inCard.queryByRole("button", { name: "Cancel" })).toBeNull();
    expect(inCard.getByText("Artist unwell")).toBeTruthy();
  });

  it("shows a producer only what their role allows on their own session: payment and attendance, no Edit, Cancel or Refund", () => {
    const staffBooking = {
      ...booking,
      date: "2020-01-03",
      paymentStatus: "part-paid" as const,
      paidPence: 1000,
      balancePence: 6000,
      attendance: null,
    };
    const { card } = renderCard({ booking: staffBooking }, "producer");
    const inCard = within(card);
    for (const name of ["View", "Take payment", "Arrived", "No-show"])
      expect(inCard.getByRole("button", { name }), name).toBeTruthy();
    for (const name of ["Edit", "Cancel", "Refund"])
      expect(inCard.queryByRole("button", { name }), name).toBeNull();
    cleanup();
    // Staff keep every one of them.
    const staff = within(renderCard({ booking: staffBooking }, "staff").card);
    for (const name of ["Edit", "Cancel", "Take payment", "Refund", "Arrived", "No-show"])
      expect(staff.getByRole("button", { name }), name).toBeTruthy();
  });
});
