// @vitest-environment happy-dom
import { startGrid } from "@studio/domain";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render-with-app";
import { nextWeekday } from "../../test/session-dates";
import { WaitlistOffer } from "./WaitlistOffer";

afterEach(cleanup);
// A real browser DOM and Mantine take a while to start on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

describe("the waitlist offer's form", () => {
  it("answers Enter with the schema's messages, focuses the first, and keeps the booking form unsent", async () => {
    const night = nextWeekday(5);
    const slots = startGrid({ date: night, producer: "Marcus", bookings: [], now: new Date() });
    await renderWithApp(() => (
      <form>
        <WaitlistOffer date={night} producer="Marcus" duration={2} slots={slots} />
      </form>
    ));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    // Enter's default (submitting the booking form around it) is cancelled.
    expect(fireEvent.keyDown(screen.getByLabelText("Email"), { key: "Enter" })).toBe(false);

    await waitFor(() => expect(screen.getByText("First name is required")).toBeTruthy());
    expect(screen.getByText("Invalid email address")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("First Name"));

    // Fixed as they type, once asked.
    await user.type(screen.getByLabelText("First Name"), "Wren");
    await waitFor(() => expect(screen.queryByText("First name is required")).toBeNull());
    expect(screen.getByRole("radio", { name: "Marcus" })).toHaveProperty("checked", true);
    await user.click(screen.getByRole("radio", { name: "Any producer" }));
    expect(screen.getByRole("radio", { name: "Any producer" })).toHaveProperty("checked", true);
  });
});
