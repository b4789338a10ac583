/** The calendar: producer colours with a legend, one 12-hour clock, day view on the next open night, week view axe-clean. */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { londonWallClock, MONTHS, WEEKDAYS } from "../../support/dates";
import { seriousViolations } from "./axe";
import { logIn, openTab } from "./helpers";

test.describe.configure({ timeout: 150_000 });

/** The studio night the day view opens on: tonight's if the studio opens tonight, else the next open one. */
function nextOpenNight(now: Date): string {
  const { date, hour } = londonWallClock(now);
  let ms = Date.parse(`${date}T12:00:00Z`) - (hour < 6 ? 86_400_000 : 0);
  while (![5, 6, 0].includes(new Date(ms).getUTCDay())) ms += 86_400_000;
  const night = new Date(ms);
  return `${WEEKDAYS[night.getUTCDay()]} ${night.getUTCDate()} ${MONTHS[night.getUTCMonth()]} ${night.getUTCFullYear()}`;
}

test("at 1280 px the legend names each producer, the week view has a 12-hour axis and passes axe", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page);
  await openTab(page, "Calendar");
  const legend = page.getByRole("list", { name: "Producer colours" });
  await expect(legend.getByRole("listitem")).toHaveCount(3);
  for (const producer of ["Marcus", "Dre", "Kofi"]) await expect(legend).toContainText(producer);

  await page.getByRole("tab", { name: "Switch to week view" }).click();
  await expect(page.getByText("12:00 PM", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("13:00", { exact: true })).toHaveCount(0);
  const mismatch = await new AxeBuilder({ page }).withRules(["label-content-name-mismatch"]).analyze();
  expect(mismatch.violations.map((v) => v.nodes.length)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("tab", { name: "Switch to day view" }).click();
  await expect(page.getByText(nextOpenNight(new Date()), { exact: true })).toBeVisible();
});

test("at 390 px the day view opens on the next open night", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  await openTab(page, "Calendar");
  await page
    .getByRole("radiogroup", { name: "Calendar layout" })
    .getByText("Calendar", { exact: true })
    .click();
  await expect(page.getByText(nextOpenNight(new Date()), { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Producer colours" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
