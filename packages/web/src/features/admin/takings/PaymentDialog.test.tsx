// @vitest-environment happy-dom
/** The Refund dialog in a real DOM (Testing Library): what it proposes, and what the refund does to the price. */
import type { Payment } from "@studio/domain";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render-with-app";
import { useTRPC } from "../../../trpc";
import { testBooking } from "../bookings/test-booking";
import { TakingsActions } from "./TakingsActions";
import { stubLayout } from "../../../test/layout-stubs";

beforeAll(stubLayout);
afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

const taken = (id: number, amountPence: number, method: Payment["method"]): Payment => ({
  id,
  bookingId: "b1",
  kind: "payment",
  amountPence,
  method,
  note: null,
  reason: null,
  takenAt: "2026-11-20T20:00:00.000Z",
  takenBy: "owner",
});

/** A £100.00 booking paid in full, £40.00 by card and then £60.00 in cash, with its payments cached. */
async function openRefund() {
  const booking = {
    ...testBooking({ date: "2099-01-02", totalCost: 10_000 }),
    paidPence: 10_000,
    balancePence: 0,
    paymentStatus: "paid",
    attendance: null,
    lateCancel: false,
    customerNoShows: 0,
  } as const;
  const trpc = useTRPC();
  await renderWithApp(
    () => <TakingsActions booking={booking} />,
    (client) =>
      client.setQueryData(trpc.admin.takings.payments.queryKey({ id: "b1" }), {
        payments: [taken(1, 4000, "card"), taken(2, 6000, "cash")],
        paidPence: 10_000,
        balancePence: 0,
        paymentStatus: "paid",
      }),
  );
  await userEvent.click(screen.getByRole("button", { name: "Refund" }));
  return {
    amount: () => (screen.getByLabelText("Amount (£)") as HTMLInputElement).value,
    method: () => screen.getByLabelText("Method") as HTMLSelectElement,
  };
}

describe("the Refund dialog", () => {
  it("proposes what was paid by the method, not the whole price by card", async () => {
    const { amount, method } = await openRefund();
    await waitFor(() => expect(amount()).toBe("60.00"));
    expect(method().value).toBe("cash");
    expect(screen.getByTestId("paid-by-method").textContent).toBe("Paid by cash £60.00 · card £40.00");
    await userEvent.selectOptions(method(), "card");
    expect(amount()).toBe("40.00");
    await userEvent.selectOptions(method(), "contactless");
    expect(amount()).toBe("0.00");
  });

  it("lowers the price by the refund unless told the money is owed back, and says what follows", async () => {
    const { amount } = await openRefund();
    await waitFor(() => expect(amount()).toBe("60.00"));
    const input = screen.getByLabelText("Amount (£)");
    await userEvent.clear(input);
    await userEvent.type(input, "20");
    const lower = screen.getByRole("checkbox", { name: "Lower the price by the refund" }) as HTMLInputElement;
    expect(lower.checked).toBe(true);
    expect(screen.getByText("The price becomes £80.00: nothing is owed.")).toBeTruthy();
    await userEvent.click(lower);
    expect(lower.checked).toBe(false);
    expect(screen.getByText("The price stays £100.00: the customer owes £20.00.")).toBeTruthy();
  });

  it("checks the refund with the domain's schema before sending: a reason is required, an empty amount is no amount", async () => {
    const { amount } = await openRefund();
    await waitFor(() => expect(amount()).toBe("60.00"));
    const send = () =>
      userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Refund" }));
    await send();
    expect(await screen.findByText("Reason is required for a refund", {}, { timeout: 10_000 })).toBeTruthy();
    await userEvent.clear(screen.getByLabelText("Amount (£)"));
    await send();
    expect(
      await screen.findByText("Amount must be a whole number of pence", {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});

describe("the Take payment dialog of a provisional booking", () => {
  it("says what is left of the deposit, which confirms the booking", async () => {
    const booking = {
      ...testBooking({ date: "2099-01-02", totalCost: 7000 }),
      depositPence: 1800,
      depositDueAt: "2098-12-30T18:00:00.000Z",
      paidPence: 1000,
      balancePence: 6000,
      paymentStatus: "part-paid",
      attendance: null,
      lateCancel: false,
      customerNoShows: 0,
    } as const;
    await renderWithApp(() => <TakingsActions booking={booking} />);
    await userEvent.click(screen.getByRole("button", { name: "Take payment" }));
    expect((await screen.findByTestId("payment-deposit")).textContent).toBe(
      "Deposit £18 due by Tue 30 Dec 2098, 6:00 PM: £8.00 more confirms the booking.",
    );
  });
});
