// @vitest-environment happy-dom
import { addDays, type DayBooking, DEFAULT_RATE_CARD, dayKind } from "@studio/domain";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render-with-app";
import { nextWeekday, shortDay } from "../../test/session-dates";
import { useTRPC } from "../../trpc";
import type { StudioProfile } from "../studio/use-studio-profile";
import { SessionDetails } from "./SessionDetails";
import { type BookingFormInput, useBookingForm } from "./use-booking-form";

afterEach(cleanup);
// A real browser DOM and Mantine take a while to start on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const profile = {
  prices: DEFAULT_RATE_CARD,
  producers: [
    { name: "Marcus", bookable: true },
    { name: "Dre", bookable: true },
    { name: "Kofi", bookable: false },
  ],
} as unknown as StudioProfile;

/** Renders the form with its first values and the night's bookings already in the cache. */
async function renderForm(initial: Partial<BookingFormInput>, bookings: DayBooking[] = []) {
  function Harness() {
    const form = useBookingForm(initial);
    return <SessionDetails form={form} profile={profile} headingRef={{ current: null }} later />;
  }
  const trpc = useTRPC();
  const night = initial.date;
  return renderWithApp(Harness, (queryClient) => {
    queryClient.setQueryData(trpc.bookings.nights.queryKey({}), []);
    if (!night) return;
    queryClient.setQueryData(trpc.bookings.notice.queryKey({ date: night }), {
      closed: null,
      away: [],
      busy: [],
    });
    for (const day of [addDays(night, -1), night, addDays(night, 1)]) {
      queryClient.setQueryData(
        trpc.bookings.byDate.queryKey({ date: day }),
        bookings
          .filter((booking) => booking.date === day)
          .map((booking) => ({ ...booking, engineer: "Dre", status: "confirmed" as const })),
      );
    }
  });
}

const slot = (time: string) => document.querySelector<HTMLButtonElement>(`[data-time="${time}"]`)!;
const duration = (hours: number) => document.querySelector<HTMLButtonElement>(`[data-duration="${hours}"]`)!;

describe("the booking form", () => {
  it("refuses an empty submit with the schema's messages and focuses the first field to fix", async () => {
    const night = nextWeekday(6);
    await renderForm({ engineer: "Marcus", date: night });
    await waitFor(() => expect(slot("12:00").dataset.state).toBe("free"));

    await userEvent.click(screen.getAllByRole("button", { name: "Reserve Session" })[0]!);
    await screen.findByText("Start time is required");
    for (const message of ["First name is required", "Last name is required", "Invalid email address"]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    // Producer and date are chosen: the start grid's first free slot is the first thing to fix.
    expect(document.activeElement).toBe(slot("12:00"));
  });

  it("offers each duration with its price and end time, and says why the others do not fit", async () => {
    const night = nextWeekday(6);
    await renderForm({ engineer: "Dre", date: night, startTime: "02:00" });
    await waitFor(() => expect(slot("02:00").getAttribute("aria-pressed")).toBe("true"));
    expect(duration(2).textContent).toBe(`2 Hours - £70Until ${shortDay(addDays(night, 1))}, 4:00 AM`);
    expect(duration(4).disabled).toBe(false);
    expect(duration(6).disabled).toBe(true);
    expect(duration(6).textContent).toBe("6 Hours - £180(Ends after 6AM)");
    expect(duration(2).getAttribute("aria-pressed")).toBe("true");

    await userEvent.click(duration(4));
    expect(duration(4).getAttribute("aria-pressed")).toBe("true");
    expect(duration(2).getAttribute("aria-pressed")).toBe("false");
  });

  it("clears a chosen start time that is taken on the night shown, and says so", async () => {
    const night = nextWeekday(5);
    await renderForm({ engineer: "Marcus", date: night, startTime: "16:00" }, [
      { date: night, startTime: "15:00", duration: 3 },
    ]);
    await screen.findByText("4:00 PM is not free on this date. Please choose another start time.");
    expect(slot("16:00").getAttribute("aria-pressed")).toBe("false");
    expect(slot("16:00").textContent).toContain("Taken");
    // No start time: no duration shows as chosen.
    expect(document.querySelectorAll('[data-duration][aria-pressed="true"]')).toHaveLength(0);
  });

  it("on a full night puts the waitlist offer where the grid is and disables Reserve", async () => {
    const night = nextWeekday(5);
    await renderForm({ engineer: "Marcus", date: night }, [
      { date: night, startTime: "12:00", duration: 10 },
      { date: night, startTime: "22:00", duration: 8 },
    ]);
    const offer = await screen.findByTestId("waitlist-offer");
    // Inside the start-time group, before its starts: not below the durations and the customer.
    const grid = screen.getByTestId("start-time-grid");
    expect(document.getElementById("start-time")!.contains(offer)).toBe(true);
    expect(offer.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const reserve = screen.getAllByRole("button", { name: "Reserve Session" });
    expect(reserve.length).toBeGreaterThan(0);
    for (const button of reserve) expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it("keeps Reserve active while nothing is chosen, so a tap shows what to fix", async () => {
    await renderForm({});
    for (const button of screen.getAllByRole("button", { name: "Reserve Session" })) {
      expect((button as HTMLButtonElement).disabled).toBe(false);
    }
  });

  it("replaces the grid with an enquiry about the Thursday chosen", async () => {
    const thursday = nextWeekday(4);
    expect(dayKind(thursday)).toBe("enquiry");
    await renderForm({ engineer: "Marcus", date: thursday });
    const link = await screen.findByRole("link", { name: "Enquire about Thursday" });
    expect(link.getAttribute("href")).toMatch(/^\/contact\?subject=booking&message=/);
    expect(screen.queryByTestId("start-time-grid")).toBeNull();
    expect(screen.queryByTestId("booking-duration")).toBeNull();
  });
});
