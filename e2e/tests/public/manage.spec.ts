// The customer's manage page, reached from the link in their receipt: the real range of an
// after-midnight session, "Add to calendar", and "Cancel booking" outside the notice window. At a
// phone's 390 px, with no serious or critical axe violation.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { saturday } from "../../support/dates";
import { manageLinkFor } from "../../support/outbox";

const WEEK = 10; // this spec's own week (public specs 1-4, admin 5-8)

test("a customer opens their manage link, sees the real day, and cancels", async ({ page, request }) => {
  const email = `manage-${Date.now()}@example.com`;
  const night = saturday(WEEK);
  const made = await request.post("/api/bookings", {
    data: {
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      phone: "07700900123",
      date: night,
      startTime: "01:00",
      engineer: "Marcus",
      duration: 2,
      totalCost: 7000,
    },
  });
  expect(made.status()).toBe(201);
  const link = await manageLinkFor(email);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Your booking" })).toBeVisible();
  const sunday = new Date(`${night}T12:00:00Z`);
  sunday.setUTCDate(sunday.getUTCDate() + 1);
  await expect(page.getByTestId("manage-when")).toContainText(`Sunday ${sunday.getUTCDate()}`);
  await expect(page.getByTestId("manage-when")).toContainText("1:00 AM – 3:00 AM (Saturday night)");
  await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveAttribute("href", /calendar\.ics$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The late-arrival sentence sits under its label, across the card, so the one-word labels keep a
  // narrow column and the facts a wide one.
  const note = await page.getByTestId("manage-arrival").boundingBox();
  const when = await page.getByTestId("manage-when").boundingBox();
  expect(note!.x).toBeLessThan(when!.x);
  expect(when!.x).toBeLessThan(390 * 0.4);
  // The postcode stays on one line: 'E10 6AE', never 'E10' at a line's end and '6AE' under it.
  const postcode = page.locator("dd").getByText("E10 6AE", { exact: true });
  expect(await postcode.evaluate((span) => span.getClientRects().length)).toBe(1);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  await page.screenshot({ path: "test-results/manage-390.png", fullPage: true });

  await page.getByRole("button", { name: "Cancel booking" }).click();
  await page.getByRole("button", { name: "Yes, cancel my booking" }).click();
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  // It says so in its heading, which takes focus, and nothing is left to pay.
  await expect(page.getByRole("heading", { level: 1, name: "Your booking is cancelled" })).toBeFocused();
  await expect(page.getByTestId("manage-total")).toHaveText("Nothing to pay");
  await expect(page.getByText(/payable at the studio/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
});
