// @vitest-environment happy-dom
/** The booking's View in a real DOM (Testing Library): the artist's staff notes show there too. */
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render-with-app";
import { useTRPC } from "../../../trpc";
import { BookingDetailsModal } from "./BookingDetailsModal";
import { testBooking } from "./test-booking";
import { stubLayout } from "../../../test/layout-stubs";

beforeAll(stubLayout);
afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

const booking = testBooking({ id: "b7", firstName: "Nina", lastName: "Simone", email: "nina@example.com" });

const artist = {
  email: "nina@example.com",
  names: ["Nina Simone"],
  phones: ["07700 900123"],
  bookings: 1,
  attended: 0,
  noShows: 0,
  lateCancels: 0,
  paidPence: 0,
  lastSession: booking.date,
  bookingIds: ["b7"],
  notes: [
    {
      id: 1,
      text: "Brings her own Rhodes; pays cash",
      writtenBy: "Dre (passkey)",
      writtenAt: "2026-11-20T21:00:00.000Z",
    },
  ],
};

describe("the booking's View", () => {
  it("shows the staff notes on the booking's artist, as the Artists tab does", async () => {
    const trpc = useTRPC();
    await renderWithApp(
      () => <BookingDetailsModal booking={booking} onClose={() => {}} onEdit={() => {}} />,
      (client) => {
        client.setQueryData(trpc.admin.takings.artists.queryKey({ q: "nina@example.com" }), [artist]);
        client.setQueryData(trpc.admin.bookings.history.queryKey({ id: "b7" }), []);
      },
    );
    const view = await screen.findByRole("dialog", { name: "Booking Details" });
    expect(within(view).getByRole("heading", { name: "Staff notes" })).toBeTruthy();
    expect(within(view).getByTestId("artist-notes").textContent).toContain(
      "Brings her own Rhodes; pays cash",
    );
    expect(within(view).getByRole("form", { name: "Add a staff note" })).toBeTruthy();
  });
});
