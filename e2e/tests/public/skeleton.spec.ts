// Pages the browser finishes (the confirmation, manage and admin pages) are sent as a skeleton:
// painted before any code runs, then replaced by the page. At 390 and 1280 px.
import { expect, test } from "@playwright/test";

const CONFIRMATION =
  "/booking-confirmation?id=1&firstName=Ada&lastName=Lovelace&email=ada%40example.com&phone=07700900123" +
  "&date=2026-12-05&startTime=13:00&duration=2&engineer=Dre&totalCost=7000";
const UNKNOWN_TOKEN = "A".repeat(43);

const PAGES = [
  { path: CONFIRMATION, loading: "Loading your booking", loaded: "Booking Confirmed" },
  {
    path: `/booking/manage/${UNKNOWN_TOKEN}`,
    loading: "Loading your booking",
    loaded: "This link does not match a booking",
  },
  { path: "/admin", loading: "Checking your session...", loaded: "Admin Access" },
];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  for (const { path, loading, loaded } of PAGES) {
    const name = path.split("?")[0];
    test(`${name} paints a skeleton before its code runs, then the page (${viewport.width} px)`, async ({
      browser,
    }) => {
      // Without JavaScript: what the first paint shows.
      const still = await browser.newContext({ javaScriptEnabled: false, viewport });
      const first = await still.newPage();
      await first.goto(path);
      await expect(first.getByRole("banner")).toBeAttached();
      const skeleton = first.locator("[data-page-skeleton]");
      await expect(skeleton).toBeVisible();
      await expect(skeleton).toHaveAttribute("aria-busy", "true");
      await expect(first.getByRole("status")).toHaveText(loading);
      await still.close();

      // With it: the skeleton gives way to the page.
      const live = await browser.newContext({ viewport });
      const page = await live.newPage();
      await page.goto(path);
      await expect(page.getByText(loaded).first()).toBeVisible({ timeout: 30_000 });
      await expect(page.locator("[data-page-skeleton]")).toHaveCount(0);
      await live.close();
    });
  }
}
