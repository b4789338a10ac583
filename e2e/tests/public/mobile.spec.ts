import { expect, test } from "@playwright/test";
import { scrollThrough } from "./helpers";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const PAGES = [
  "/",
  "/booking",
  "/contact",
  "/equipment",
  "/producer/dre",
  "/booking-confirmation",
  "/missing",
];

test("the mobile menu opens, lists the links and closes when one is chosen", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  const toggle = page.getByRole("button", { name: "Toggle navigation" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const menu = page.getByRole("navigation", { name: "Mobile" });
  for (const label of ["Home", "Book Session", "Equipment", "Contact"]) {
    await expect(menu.getByRole("link", { name: new RegExp(`^${label}`) })).toBeVisible();
  }
  await menu.getByRole("link", { name: /^Book Session/ }).click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  await toggle.click();
  await expect(menu.getByRole("link", { name: /^Book Session/ })).toHaveAttribute("aria-current", "page");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
});

for (const path of PAGES) {
  test(`no horizontal scroll at 390px on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    await scrollThrough(page);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
}
