import { expect, test } from "@playwright/test";
import { sunday } from "../../support/dates";
import { COLOR_SCHEMES, seriousViolations } from "./axe";
import { createBooking, logIn, openTab } from "./helpers";

for (const colorScheme of COLOR_SCHEMES) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test(`the password gate has no serious or critical axe violation (${colorScheme})`, async ({ page }) => {
      await page.goto("/admin");
      await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test(`every dashboard tab has no serious or critical axe violation (${colorScheme})`, async ({
      page,
    }) => {
      // Eight tabs, each with an axe run: more than a minute on a busy machine.
      test.setTimeout(240_000);
      await logIn(page);
      await createBooking(page.request, {
        firstName: "Axe",
        lastName: colorScheme === "light" ? "Light" : "Dark",
        // One booking a scheme (calendar-phone.spec.ts holds 14:00 that night).
        date: sunday(12),
        startTime: colorScheme === "light" ? "17:00" : "19:00",
        duration: 2,
      });
      await page.reload();
      await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
      // Let the login toast go, it is not part of the dashboard.
      for (const name of [
        "Bookings",
        "Create",
        "Calendar",
        "Insights",
        "Messages",
        "Archive",
        "Privacy",
        "E-mail",
      ]) {
        await openTab(page, name);
        await expect(page.getByRole("tabpanel")).not.toContainText(/^Loading/);
        await page.waitForLoadState("networkidle");
        expect(await seriousViolations(page), `${name} tab`).toEqual([]);
      }
    });
  });
}

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
