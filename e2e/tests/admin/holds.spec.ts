// Holds on the dashboard: staff place a hold for a named artist (the public day then shows the time
// as held, with no name), confirm one into a booking and release another. At 1280 and 390 px.
// Owns the Thursdays of weeks 12 and 13 (staff may hold and book a Thursday).
import { expect, type Page, test } from "@playwright/test";
import { thursday } from "../../support/dates";
import { expectToast, logIn, openTab } from "./helpers";

test.describe.configure({ timeout: 180_000 });

async function placeHold(page: Page, hold: { lastName: string; night: string; startTime: string }) {
  const form = page.getByRole("form", { name: "Place a hold" });
  await form.getByLabel("First name").fill("Ana");
  await form.getByLabel("Last name").fill(hold.lastName);
  await form.getByLabel("E-mail").fill(`${hold.lastName.toLowerCase()}@example.com`);
  await form.getByLabel("Phone").fill("07700900555");
  await form.getByLabel("Producer").selectOption("Dre");
  await form.getByLabel("Night").fill(hold.night);
  await form.getByLabel("Start").selectOption(hold.startTime);
  await form.getByLabel("Hours").selectOption("3");
  await form.getByRole("button", { name: "Place hold" }).click();
  await expectToast(page, "Hold placed");
}

for (const { name, size, week } of [
  { name: "1280 px", size: { width: 1280, height: 900 }, week: 12 },
  { name: "390 px", size: { width: 390, height: 844 }, week: 13 },
]) {
  test(`staff place, confirm and release a hold (${name})`, async ({ page }) => {
    await page.setViewportSize(size);
    const night = thursday(week);
    await logIn(page);
    await openTab(page, "Holds");
    const tag = name.replace(/\D/g, "");
    await placeHold(page, { lastName: `Confirm${tag}`, night, startTime: "14:00" });
    await placeHold(page, { lastName: `Release${tag}`, night, startTime: "18:00" });
    const confirmCard = page.getByTestId("hold-card").filter({ hasText: `Ana Confirm${tag}` });
    const releaseCard = page.getByTestId("hold-card").filter({ hasText: `Ana Release${tag}` });
    await expect(confirmCard).toContainText("Held until");
    await expect(releaseCard).toContainText("with Dre");

    const day = await page.request.get(`/api/bookings/date/${night}`, { headers: { cookie: "" } });
    expect(await day.text()).not.toContain(`Confirm${tag}`);
    expect(page.viewportSize()!.width).toBe(size.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

    await confirmCard.getByRole("button", { name: "Confirm" }).click();
    await expectToast(page, "Hold confirmed");
    await expect(confirmCard).toHaveCount(0);
    await releaseCard.getByRole("button", { name: "Release" }).click();
    await expectToast(page, "Hold released");
    await expect(releaseCard).toHaveCount(0);

    await openTab(page, "Bookings");
    await expect(page.getByRole("article", { name: `Ana Confirm${tag}`, exact: true })).toBeVisible();
    await page.screenshot({ path: `test-results/holds-${tag}.png`, fullPage: true });
  });
}
