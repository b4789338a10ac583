// @vitest-environment happy-dom
import { addDays, startGrid } from "@studio/domain";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render-with-app";
import { nextWeekday, shortDay } from "../../test/session-dates";
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
      producer: "Marcus",
      bookings: [{ date: night, startTime: "16:00", duration: 2 }],
      now: NOW,
    });
    const onChange = vi.fn();
    await renderWithApp(() => <StartTimeGrid slots={slots} night={night} value="" onChange={onChange} />);

    // 12 PM to 5 PM is the afternoon, 6 PM on the evening.
    expect(screen.getByRole("heading", { name: `Afternoon, ${shortDay(night)}` })).toBeTruthy();
    const evening = screen.getByRole("region", { name: `Evening, ${shortDay(night)}` });
    expect(within(evening).getAllByRole("button")[0]!.dataset.time).toBe("18:00");
    const afterMidnight = screen.getByRole("region", {
      name: `After midnight, ${shortDay(addDays(night, 1))}`,
    });
    expect(
      within(afterMidnight)
        .getAllByRole("button")
        .map((button) => button.dataset.time),
    ).toEqual(["00:00", "01:00", "02:00", "03:00"]);

    const slot = (time: string) => document.querySelector<HTMLButtonElement>(`[data-time="${time}"]`)!;
    // The visible words are the name (no aria-label to disagree with them).
    expect(slot("16:00").textContent).toBe("4:00 PM, Taken");
    expect(slot("15:00").textContent).toBe("3:00 PM, Too close to the next session");
    expect(slot("14:00").textContent).toBe("2:00 PM, Limited to 2h");
    expect(slot("20:00").textContent).toBe("8:00 PM, Available");
    expect(slot("03:00").getAttribute("aria-label")).toBeNull();
    expect(slot("03:00").textContent).toBe("3:00 AM, Limited to 2, 3h");

    await userEvent.click(slot("16:00"));
    expect(onChange).not.toHaveBeenCalled();
    expect(slot("16:00").getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(slot("20:00"));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ time: "20:00", state: "free" }));
  });

  it("waits for a producer, saying so once rather than on every slot", async () => {
    const slots = startGrid({ date: null, producer: null, bookings: [], now: NOW });
    await renderWithApp(() => <StartTimeGrid slots={slots} night="" value="" onChange={() => {}} />);
    expect(screen.getByTestId("start-time-hint").textContent).toBe("Select producer first");
    for (const name of ["Afternoon", "Evening", "After midnight"]) {
      expect(screen.getByRole("heading", { name })).toBeTruthy();
    }
    const first = document.querySelector<HTMLButtonElement>('[data-time="12:00"]')!;
    expect(first.textContent).toBe("12:00 PM, Select producer first");
    expect(first.getAttribute("aria-label")).toBeNull();
  });

  it("while a chosen night loads, says it is checking, once and on every slot", async () => {
    const night = nextSaturday();
    const slots = startGrid({ date: night, producer: "Marcus", bookings: [], now: NOW, checking: true });
    await renderWithApp(() => <StartTimeGrid slots={slots} night={night} value="" onChange={() => {}} />);
    expect(screen.getByTestId("start-time-hint").textContent).toBe("Checking availability...");
    const first = document.querySelector<HTMLButtonElement>('[data-time="12:00"]')!;
    expect(first.textContent).toBe("12:00 PM, Checking availability...");
    expect(first.getAttribute("aria-disabled")).toBe("true");
  });

  it("on a closed night, says why at the top of the grid and on every start", async () => {
    const night = nextSaturday();
    const block = { kind: "closed", text: "Closed for Christmas" } as const;
    const slots = startGrid({
      date: night,
      producer: "Dre",
      bookings: [],
      now: NOW,
      blocked: "Studio closed: Closed for Christmas",
    });
    await renderWithApp(() => (
      <StartTimeGrid slots={slots} night={night} value="" onChange={() => {}} block={block} />
    ));
    const notice = screen.getByTestId("night-notice");
    expect(notice.textContent).toContain("Studio closed: Closed for Christmas");
    expect(notice.textContent).toContain(
      `The studio is closed on ${shortDay(night)} (Closed for Christmas).`,
    );
    const buttons = screen.getAllByRole("button");
    expect(buttons).toHaveLength(16);
    for (const button of buttons) {
      expect(button.getAttribute("aria-disabled")).toBe("true");
      expect(button.textContent).toMatch(/, Studio closed: Closed for Christmas$/);
    }
  });

  it("marks the chosen slot pressed and shows an error under the grid", async () => {
    const night = nextSaturday();
    const slots = startGrid({ date: night, producer: "Dre", bookings: [], now: NOW });
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
