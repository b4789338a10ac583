import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations, scrollThrough } from "./helpers";

const PAGES = {
  home: "/",
  booking: "/booking",
  confirmation:
    "/booking-confirmation?id=1&firstName=Ada&lastName=Lovelace&email=ada%40example.com&phone=07700900123" +
    "&date=2026-12-05&startTime=13:00&duration=2&engineer=Dre&totalCost=7000",
  contact: "/contact",
  equipment: "/equipment",
  producer: "/producer/kofi",
  privacy: "/privacy",
  "producer not found": "/producer/nobody",
  "not found": "/missing-page",
};

for (const [name, path] of Object.entries(PAGES)) {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`${name} page at ${viewport.width}px has no serious or critical axe violation`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await scrollThrough(page);
      await expectNoSeriousViolations(page);
    });
  }
}

test("the booking page's open date picker and profile dialog have no serious or critical violation", async ({
  page,
}) => {
  await page.goto("/booking");
  await page.getByRole("button", { name: "Session Date" }).click();
  await expect(page.getByRole("button", { name: "Next month" })).toBeVisible();
  let results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  await page.keyboard.press("Escape");

  await page.getByTestId("producer-card-dre").getByRole("button", { name: "View Profile" }).click();
  await expect(page.getByRole("dialog", { name: "Dre" })).toBeVisible();
  results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
});

test("the booking form can be completed with the keyboard alone", async ({ page }) => {
  await page.goto("/booking");
  const select = page.getByRole("button", { name: "Select Producer Dre" });
  await select.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Session Details" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Session Date" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Next month" })).toBeVisible();
});
