// @vitest-environment happy-dom
import {
  formatPounds,
  DEFAULT_RATE_CARD,
  priceOf,
  provisionalLines,
  sessionInterval,
  takingsOf,
} from "@studio/domain";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render-with-app";
import { nextWeekday } from "../../test/session-dates";
import type { StudioProfile } from "../studio/use-studio-profile";
import { BookingFacts, ManagePolicies } from "./BookingFacts";
import { DepositFacts } from "./DepositFacts";
import type { ManageView } from "./manage-view";

afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

const profile = {
  address: { area: "Leyton", postcode: "E10 6AE" },
  bookingsEmail: "bookings@studio.example",
  messagingNumber: "+44 7700 900000",
  cancellationNoticeHours: 24,
  maxMovesPerBooking: 1,
} as unknown as StudioProfile;

const HOUR = 3_600_000;
const price = priceOf(DEFAULT_RATE_CARD, null, 2);
const session = { date: nextWeekday(6), startTime: "14:00", duration: 2 };
const weekBefore = new Date(sessionInterval(session)!.startMs - 7 * 24 * HOUR);

function booking(paid: number[], movesMade = 0): ManageView {
  const entries = paid.map((amountPence) => ({ kind: "payment" as const, amountPence }));
  return {
    id: "b1",
    ...session,
    engineer: "Marcus",
    totalCost: price,
    status: "confirmed",
    firstName: "Ada",
    movesMade,
    ...takingsOf(price, entries),
  };
}

async function renderPage(managed: ManageView) {
  await renderWithApp(() => (
    <>
      <BookingFacts booking={managed} profile={profile} />
      <ManagePolicies booking={managed} profile={profile} now={weekBefore} />
    </>
  ));
}

const text = (testId: string) => screen.queryByTestId(testId)?.textContent ?? null;

describe("the manage page after the facts", () => {
  it("says the price is payable at the studio while nothing is paid, and that one move is allowed", async () => {
    await renderPage(booking([]));
    expect(text("manage-total")).toBe(`${formatPounds(price)}, payable at the studio`);
    expect(text("manage-due")).toBeNull();
    expect(text("manage-move-rule")).toBe(
      "You can move your session online once, up to 24 hours before it starts.",
    );
  });

  it("shows what is paid and what is due once part is paid", async () => {
    await renderPage(booking([2000]));
    expect(text("manage-paid")).toBe("£20.00");
    expect(text("manage-due")).toBe(`${formatPounds(price - 2000)}, payable at the studio`);
  });

  it("says a paid session is paid, and never that it is payable", async () => {
    await renderPage(booking([2000, price - 2000]));
    expect(text("manage-paid")).toBe(`${formatPounds(price)}: paid in full`);
    expect(text("manage-due")).toBe("Nothing: your session is paid");
    expect(document.body.textContent).not.toMatch(/payable|Payment at the studio/);
  });

  it("says plainly that no move is left once the move is used", async () => {
    await renderPage(booking([], 1));
    expect(document.body.textContent).not.toContain("You can move your session online once");
    expect(text("manage-move-rule")).toBe(
      "This booking has already been moved once, the most allowed online. Please e-mail bookings@studio.example or text +44 7700 900000 to cancel or change it.",
    );
  });
});

describe("a provisional booking's deposit on the manage page", () => {
  const dueAt = new Date(weekBefore.getTime() + 48 * HOUR).toISOString();
  const withInstructions = {
    ...profile,
    paymentInstructions: "Bank transfer to 12-34-56 12345678.",
  } as StudioProfile;

  it("says what to pay, by when, how, the reference, and that the date is released if unpaid", async () => {
    const provisional = {
      ...booking([]),
      status: "provisional",
      depositPence: 2500,
      depositDueAt: dueAt,
    } as ManageView;
    await renderWithApp(() => (
      <DepositFacts booking={provisional} profile={withInstructions} now={weekBefore} />
    ));
    const shown = text("manage-deposit") ?? "";
    const lines = provisionalLines(
      { id: "b1", depositPence: 2500, depositDueAt: dueAt },
      "Bank transfer to 12-34-56 12345678.",
      weekBefore,
    );
    for (const line of lines) expect(shown).toContain(line);
    expect(shown).toContain("Deposit: £25, due by");
    expect(shown).toContain("Bank transfer to 12-34-56 12345678.");
    expect(shown).toContain("Your booking reference: B1.");
  });

  it("says what is left of a deposit paid in part", async () => {
    const partPaid = {
      ...booking([1000]),
      status: "provisional",
      depositPence: 2500,
      depositDueAt: dueAt,
    } as ManageView;
    await renderWithApp(() => (
      <DepositFacts booking={partPaid} profile={withInstructions} now={weekBefore} />
    ));
    expect(text("manage-deposit")).toContain("Deposit: £15 more (£10 of the £25 deposit is paid), due by");
  });

  it("shows nothing for a confirmed booking", async () => {
    await renderWithApp(() => (
      <DepositFacts booking={booking([])} profile={withInstructions} now={weekBefore} />
    ));
    expect(text("manage-deposit")).toBeNull();
  });
});
