// @vitest-environment happy-dom
import { addDays, startGrid } from "@studio/domain";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/renderWithApp";
import { nextWeekday, shortDay } from "../../test/sessionDates";
import { StartTimeGrid } from "./StartTimeGrid";

afterEach(cleanup);
// A real browser DOM and Mantine take a while to start on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const NOW = new Date();
/** A Saturday (always a session night) at least a week ahead, inside the booking horizon. */
const nextSaturday = () => nextWeekday(6);

describe("StartTimeGrid", () => {
  it("groups the night's slots under their real days and says each slot's state in text", async () => {
    const night = nextSaturday();
    const slots = startGrid({
      date: night,
      engineer: "Marcus",
      bookings: [{ date: night, startTime: "16:00", duration: 2 }],
      now: NOW,
    });
    const onChange = vi.fn();
    await renderWithApp(() => <StartTimeGrid slots={slots} night={night} value="" onChange={onChange} />);

    expect(screen.getByRole("heading", { name: `Evening, ${shortDay(night)}` })).toBeTruthy();
    const afterMidnight = screen.getByRole("region", {
      name: `After midnight, ${shortDay(addDays(night, 1))}`,
    });
    expect(
      within(afterMidnight)
        .getAllByRole("button")
        .map((button) => button.dataset.time),
    ).toEqual(["00:00", "01:00", "02:00", "03:00"]);

    const slot = (time: string) => document.querySelector<HTMLButtonElement>(`[data-time="${time}"]`)!;
    expect(slot("16:00").textContent).toBe("4:00 PMTaken");
    expect(slot("15:00").textContent).toBe("3:00 PMToo close to the next session");
    expect(slot("14:00").textContent).toBe("2:00 PMLimited to 2h");
    expect(slot("20:00").textContent).toBe("8:00 PMAvailable");
    expect(slot("03:00").getAttribute("aria-label")).toBe("3:00 AM, Limited to 2, 3h");

    await userEvent.click(slot("16:00"));
    expect(onChange).not.toHaveBeenCalled();
    expect(slot("16:00").getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(slot("20:00"));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ time: "20:00", state: "free" }));
  });

  it("waits for a producer, saying so once rather than on every slot", async () => {
    const slots = startGrid({ date: null, engineer: null, bookings: [], now: NOW });
    await renderWithApp(() => <StartTimeGrid slots={slots} night="" value="" onChange={() => {}} />);
    expect(screen.getByTestId("start-time-hint").textContent).toBe("Select producer first");
    expect(screen.getByRole("heading", { name: "Evening" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "After midnight" })).toBeTruthy();
    const first = document.querySelector<HTMLButtonElement>('[data-time="12:00"]')!;
    expect(first.textContent).toBe("12:00 PM");
    expect(first.getAttribute("aria-label")).toBe("12:00 PM, Select producer first");
  });

  it("marks the chosen slot pressed and shows an error under the grid", async () => {
    const night = nextSaturday();
    const slots = startGrid({ date: night, engineer: "Dre", bookings: [], now: NOW });
    await renderWithApp(() => (
      <StartTimeGrid
        slots={slots}
        night={night}
        value="22:00"
        onChange={() => {}}
        error="Start time is required"
      />
    ));
    expect(document.querySelector('[data-time="22:00"]')!.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("Start time is required");
  });
});
