// A customer moves their session from the manage page: the /booking page's date picker and
// start-time grid, the new price and the difference payable at the studio; then the page shows
// the new time and offers no second move (one allowed by default). At 390 px and at 1280 px.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { saturday, sunday } from "../../support/dates";
import { manageLinkFor } from "../../support/outbox";
import { longDate, openPickerAt, slot } from "./helpers";

const WEEK = 13; // this spec's own nights: Sunday and Saturday of week 13

async function bookAndOpen(page: Page, request: Page["request"], startTime: string): Promise<void> {
  const email = `move-${startTime.replace(":", "")}-${Date.now()}@example.com`;
  const made = await request.post("/api/bookings", {
    data: {
      firstName: "Mo",
      lastName: "Ver",
      email,
      phone: "07700900123",
      date: sunday(WEEK),
      startTime,
      engineer: "Marcus",
      duration: 2,
      totalCost: 7000,
    },
  });
  expect(made.status()).toBe(201);
  await page.goto(await manageLinkFor(email));
  await expect(page.getByRole("heading", { level: 1, name: "Your booking" })).toBeVisible();
}

for (const [width, height, from, to] of [
  [390, 844, "14:00", "20:00"],
  [1280, 800, "16:00", "13:00"],
] as const) {
  test(`a customer moves their session from the manage page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await bookAndOpen(page, page.request, from);
    await expect(page.getByText("You can move your session online once")).toBeVisible();
    await page.getByRole("button", { name: "Move this session" }).click();
    // The pickers are fetched on this click.
    await expect(page.getByTestId("move-session")).toBeVisible({ timeout: 30_000 });
    const day = await openPickerAt(page, saturday(WEEK));
    // The calendar is /booking's own, with its styles: square days, all of it inside the screen.
    const dayBox = (await day.boundingBox())!;
    expect([Math.round(dayBox.width), Math.round(dayBox.height)]).toEqual([36, 36]);
    const nextMonth = (await page.getByRole("button", { name: "Next month" }).boundingBox())!;
    expect(nextMonth.x + nextMonth.width).toBeLessThanOrEqual(width);
    await day.click();
    await slot(page, to).click();
    await page.getByTestId("booking-duration").locator('[data-duration="3"]').click();
    await expect(page.getByTestId("move-summary")).toContainText(longDate(saturday(WEEK)).replace(",", ""));
    await expect(page.getByTestId("move-summary")).toContainText(
      "New total £100.00: £30.00 more, payable at the studio.",
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // WCAG 2.1 AA on the page; the start-time grid is /booking's own component, judged there.
    const axe = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .exclude('[data-testid="start-time-grid"]')
      .analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

    await page.getByRole("button", { name: "Move my session" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your session has moved" })).toBeVisible();
    await expect(page.getByTestId("manage-when")).toContainText(longDate(saturday(WEEK)).replace(",", ""));
    await expect(page.getByText("£100.00, payable at the studio")).toBeVisible();
    await expect(page.getByRole("button", { name: "Move this session" })).toHaveCount(0);
    // The rule as it stands: the one move is used, said plainly (not "You can move ... once").
    await expect(page.getByTestId("manage-move-rule")).toContainText(
      "This booking has already been moved once, the most allowed online.",
    );
    await expect(page.getByText("You can move your session online once")).toHaveCount(0);
    await page.screenshot({ path: `test-results/move-${width}.png`, fullPage: true });
  });
}
