/** On a phone the calendar opens on the coming Friday to Sunday and fits. Owns sunday(12). */
import { expect, type Page, test } from "@playwright/test";
import { londonWallClock, MONTHS, sunday, WEEKDAYS } from "../../support/dates";
import { seriousViolations } from "./axe";
import { createBooking, logIn, openTab } from "./helpers";

test.describe.configure({ timeout: 120_000 });

const DAY_MS = 86_400_000;
const SHORT_DAYS = WEEKDAYS.map((day) => day.slice(0, 3));
const SHORT_MONTHS = MONTHS.map((month) => month.slice(0, 3));

/** 'YYYY-MM-DD' of the studio night under way in London (a night runs to 06:00 the next morning). */
function londonNight(now: Date): string {
  const { date, hour } = londonWallClock(now);
  return hour < 6 ? new Date(Date.parse(`${date}T12:00:00Z`) - DAY_MS).toISOString().slice(0, 10) : date;
}

/** The Friday of the weekend to come or under way (the open nights are Friday to Sunday). */
function comingFriday(now: Date): string {
  const night = new Date(`${londonNight(now)}T12:00:00Z`);
  const weekday = night.getUTCDay();
  const back = weekday === 6 ? 1 : weekday === 0 ? 2 : weekday === 5 ? 0 : -((5 - weekday + 7) % 7);
  return new Date(night.getTime() - back * DAY_MS).toISOString().slice(0, 10);
}

/** The studio night the day view opens on: tonight's if the studio opens tonight, else the next open one. */
function nextOpenNight(now: Date): string {
  let night = londonNight(now);
  while (![5, 6, 0].includes(new Date(`${night}T12:00:00Z`).getUTCDay())) night = plusDays(night, 1);
  return night;
}

const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** '2026-11-27' -> 'Fri 27 Nov'; with `long`, 'Friday 27 November 2026'. */
function dayName(iso: string, long = false): string {
  const date = new Date(`${iso}T12:00:00Z`);
  const [day, month] = [date.getUTCDay(), date.getUTCMonth()];
  return long
    ? `${WEEKDAYS[day]} ${date.getUTCDate()} ${MONTHS[month]} ${date.getUTCFullYear()}`
    : `${SHORT_DAYS[day]} ${date.getUTCDate()} ${SHORT_MONTHS[month]}`;
}

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement!.scrollWidth);
}

test("on a phone the calendar opens on the coming Friday to Sunday, fits the screen and lists a booking with its times", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  const night = sunday(12);
  await createBooking(page.request, {
    firstName: "Weekend",
    lastName: "Phone",
    date: night,
    startTime: "14:00",
    duration: 2,
  });
  await page.reload();
  await openTab(page, "Calendar");

  const agenda = page.getByRole("region", { name: "Weekend agenda" });
  const friday = comingFriday(new Date());
  await expect(agenda).toContainText(`${dayName(friday)} – ${dayName(plusDays(friday, 2))}`);
  await expect(page.getByRole("switch", { name: "Show cancelled" })).not.toBeChecked();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);

  // A weekend at a time, to the one that holds the booking.
  const weekendOf = `${dayName(plusDays(night, -2))} – ${dayName(night)}`;
  for (let step = 0; step < 16 && !((await agenda.textContent()) ?? "").includes(weekendOf); step++) {
    await agenda.getByRole("button", { name: "Next weekend" }).click();
  }
  await expect(agenda).toContainText(weekendOf);
  await expect(agenda).toContainText(dayName(night, true));
  const line = agenda.getByRole("button", { name: /Weekend Phone - Dre/ });
  await expect(line).toContainText("2:00 PM Weekend Phone - Dre");
  // The range says the year when the night is not in this one.
  await expect(line).toContainText(new RegExp(`${dayName(night)}( \\d{4})?, 2:00 PM – 4:00 PM`));
  // Neither the page nor the open days scroll sideways.
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  expect(await agenda.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);

  await line.click();
  const details = page.getByRole("dialog", { name: "Booking Details" });
  await expect(details).toContainText("Weekend Phone");
  await details.getByRole("button", { name: "Close", exact: true }).click();

  // The day view is one tap away, on the next open night, and fits too.
  await page
    .getByRole("radiogroup", { name: "Calendar layout" })
    .getByText("Calendar", { exact: true })
    .click();
  await expect(page.getByText(dayName(nextOpenNight(new Date()), true), { exact: true })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
});

test("on a desktop the calendar keeps its month view", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page);
  await openTab(page, "Calendar");
  await expect(page.getByRole("heading", { name: "Studio Calendar" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Weekend agenda" })).toHaveCount(0);
  await expect(page.getByRole("radiogroup", { name: "Calendar layout" })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Switch to month view" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});
