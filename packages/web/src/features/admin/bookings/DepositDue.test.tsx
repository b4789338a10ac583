// @vitest-environment happy-dom
/** A provisional booking on the work list says what deposit is due and by when, a cancelled one a refund due; others say nothing of it. */
import { type Booking, depositDueText } from "@studio/domain";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render-with-app";
import { DepositDue } from "./DepositDue";

afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

const now = new Date("2026-11-29T12:00:00Z");
const booking = (over: Partial<Booking>) => ({ status: "confirmed", ...over }) as Booking;

it("shows the deposit and its deadline on a provisional booking", async () => {
  await renderWithApp(() => (
    <DepositDue
      booking={booking({ depositPence: 5000, depositDueAt: "2026-12-01T18:00:00.000Z" })}
      now={now}
    />
  ));
  const line = screen.getByTestId("deposit-due").textContent;
  expect(line).toContain("Deposit £50 due by Tue 1 Dec, 6:00 PM");
  expect(line).toContain(depositDueText(5000, "2026-12-01T18:00:00.000Z", now));
});

it("says nothing of a deposit on a booking without one, or a cancelled one", async () => {
  await renderWithApp(() => (
    <>
      <DepositDue booking={booking({})} now={now} />
      <DepositDue
        booking={booking({
          status: "cancelled",
          depositPence: 5000,
          depositDueAt: "2026-12-01T18:00:00.000Z",
        })}
        now={now}
      />
    </>
  ));
  expect(screen.queryByTestId("deposit-due")).toBeNull();
});

it("shows a refund due on a cancelled booking until it is refunded", async () => {
  await renderWithApp(() => (
    <>
      <DepositDue booking={{ ...booking({ status: "cancelled" }), refundDuePence: 900 }} now={now} />
      <DepositDue booking={{ ...booking({ status: "cancelled" }), refundDuePence: 0 }} now={now} />
    </>
  ));
  expect(screen.getAllByTestId("refund-due").map((b) => b.textContent)).toEqual(["Refund £9 due"]);
});
