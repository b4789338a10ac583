/** One date per session: an after-midnight session is named by its real day, its studio night second. Owns saturday(13). */
import { expect, test } from "@playwright/test";
import { londonWallClock, saturday } from "../../support/dates";
import { card, createBooking, fillCreateForm, logIn, openTab, shortDay } from "./helpers";

// Logging in (scrypt) and a fresh server can take a while on a busy two-core machine.
test.describe.configure({ timeout: 150_000 });

const night = saturday(13);
const nextDay = new Date(Date.parse(`${night}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
// Staff screens add the year only outside the current one.
const dayShown = `${shortDay(nextDay)}${nextDay.slice(0, 4) === londonWallClock(new Date()).date.slice(0, 4) ? "" : ` ${nextDay.slice(0, 4)}`}`;

for (const width of [390, 1280]) {
  test(`at ${width} px the after-midnight card and the suggestions name one date`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await logIn(page);
    const who = `Owl${width}`;
    if (width === 390) {
      await createBooking(page.request, {
        firstName: "Midnight",
        lastName: "Owl",
        date: night,
        startTime: "00:00",
        duration: 2,
      });
    }
    await page.reload();
    await openTab(page, "Bookings");
    const booking = card(page, "Midnight Owl");
    await expect(booking.getByTestId("session-range")).toHaveText(
      `${dayShown}, 12:00 AM – 2:00 AM (Saturday night)`,
    );
    // The card's date fact is the same real day; the night's own date is nowhere on it.
    await expect(booking.locator("dd").first()).toHaveText(dayShown);
    await expect(booking).not.toContainText(shortDay(night));

    await openTab(page, "Create");
    await fillCreateForm(page, {
      firstName: who,
      lastName: "Later",
      date: night,
      startTime: "01:00",
      duration: 2,
      engineer: "Marcus",
    });
    const suggestions = page.getByRole("group", { name: "Suggested start times" }).getByRole("button");
    await expect(suggestions.first()).toBeVisible();
    for (const label of await suggestions.allTextContents()) {
      if (label.includes("AM")) expect(label).toContain(`(${shortDay(nextDay)})`);
      else expect(label).not.toContain("(");
    }
  });
}
