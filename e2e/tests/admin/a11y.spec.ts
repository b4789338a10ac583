import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { friday } from "../../support/dates";
import { createBooking, logIn, openTab } from "./helpers";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
    }));
}

test("the password gate has no serious or critical axe violation", async ({ page }) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("every dashboard tab has no serious or critical axe violation", async ({ page }) => {
  // Six tabs, each with an axe run: more than a minute on a busy machine.
  test.setTimeout(180_000);
  await logIn(page);
  await createBooking(page.request, {
    firstName: "Axe",
    lastName: "Checker",
    date: friday(8),
    startTime: "13:00",
    duration: 2,
  });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
  // Let the login toast go, it is not part of the dashboard.
  for (const name of ["Bookings", "Create", "Calendar", "Insights", "Messages", "Archive", "Privacy"]) {
    await openTab(page, name);
    await expect(page.getByRole("tabpanel")).not.toContainText(/^Loading/);
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page), `${name} tab`).toEqual([]);
  }
});

test("the dashboard fits a 390 px wide phone and is reachable by keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Tabs are reached with Tab and moved between with the arrow keys.
  await page.getByRole("tab", { name: /^Bookings/ }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Create" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Create" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("heading", { name: "Create New Booking" })).toBeVisible();
});
