// @vitest-environment happy-dom
/** The takings badges and buttons on a booking, rendered in a real DOM (Testing Library). */
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { makeQueryClient } from "../../../query-client";
import { testBooking } from "../bookings/test-booking";
import type { MaybeStaffBooking } from "./PaymentBadges";
import { TakingsActions } from "./TakingsActions";
import { TakingsRow } from "./TakingsRow";
import { stubLayout } from "../../../test/layout-stubs";

beforeAll(stubLayout);
afterEach(cleanup);

const facts = {
  paidPence: 4000,
  balancePence: 3000,
  paymentStatus: "part-paid",
  attendance: null,
  lateCancel: false,
  customerNoShows: 2,
} as const;

function renderWith(booking: MaybeStaffBooking) {
  return render(
    <MantineProvider>
      <QueryClientProvider client={makeQueryClient()}>
        <TakingsRow booking={booking} />
        <TakingsActions booking={booking} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe("the takings on a booking", () => {
  it("shows the status, what is owed and the customer's no-shows; offers payment and refund", () => {
    renderWith({ ...testBooking({ date: "2099-01-02" }), ...facts });
    expect(screen.getByTestId("payment-status").textContent).toBe("Part-paid");
    expect(screen.getByTestId("owes").textContent).toBe("owes £30.00");
    expect(screen.getByTestId("no-shows").textContent).toBe("2 no-shows");
    expect(screen.getByRole("button", { name: "Take payment" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Refund" })).toBeTruthy();
    // A session that has not started has no attendance to mark yet.
    expect(screen.queryByRole("button", { name: "No-show" })).toBeNull();
  });

  it("offers Arrived and No-show once the session has started; a paid booking owes nothing", () => {
    renderWith({ ...testBooking({ date: "2020-01-03" }), ...facts, balancePence: 0, paymentStatus: "paid" });
    expect(screen.queryByTestId("owes")).toBeNull();
    expect(screen.queryByRole("button", { name: "Take payment" })).toBeNull();
    expect(screen.getByRole("button", { name: "Arrived" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "No-show" })).toBeTruthy();
  });

  it("shows nothing where the list carries no takings (the archive, the calendar)", () => {
    renderWith(testBooking());
    expect(screen.queryByTestId("takings")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
