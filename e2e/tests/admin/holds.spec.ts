// Holds on the dashboard: staff place a hold for a named artist (the public day then shows the time
// as held, with no name), confirm one into a booking and release another, from the Holds tab, from
// the work list (where a hold sits among its night's sessions) and from the calendar. At 1280 and
// 390 px. Owns the Thursdays of weeks 12 and 13 (staff may hold and book a Thursday) and the
// Friday of week 4 (the phone's calendar shows Friday to Sunday), which it leaves free. A laptop
// set to New York types a hold's expiry as London's time.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { friday, londonWallClock, MONTHS, thursday, WEEKDAYS } from "../../support/dates";
import { pageUntilVisible } from "../../support/paging";
import { seriousViolations } from "./axe";
import { expectToast, logIn, openTab } from "./helpers";

test.describe.configure({ timeout: 180_000 });

const SIZES = [
  // The calendar's hold: after midnight on the desktop's Thursday (its evening is booked by then).
  { name: "1280 px", size: { width: 1280, height: 900 }, week: 12, calendar: [thursday(12), "02:00"] },
  { name: "390 px", size: { width: 390, height: 844 }, week: 13, calendar: [friday(4), "13:00"] },
];

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

/** A hold placed through the admin REST door, expiring at `expiresAt`. */
async function holdOverRest(
  page: Page,
  hold: { lastName: string; date: string; startTime: string; expiresAt: Date },
) {
  const response = await page.request.post("/api/admin/holds", {
    data: {
      firstName: "Ana",
      lastName: hold.lastName,
      email: `${hold.lastName.toLowerCase()}@example.com`,
      phone: "07700900555",
      engineer: "Dre",
      duration: 2,
      date: hold.date,
      startTime: hold.startTime,
      expiresAt: hold.expiresAt.toISOString(),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Two days on, on the hour: the hold's expiry. */
function expiryInstant(): Date {
  const hour = 3_600_000;
  return new Date(Math.floor((Date.now() + 48 * hour) / hour) * hour);
}

/** 'Sat 28 Nov, 6:00 PM': an instant as London reads it (written apart from the app's formatter). */
function momentText(instant: Date): string {
  const { date, hour } = londonWallClock(instant);
  const day = new Date(`${date}T12:00:00Z`);
  const weekday = WEEKDAYS[day.getUTCDay()]!.slice(0, 3);
  const month = MONTHS[day.getUTCMonth()]!.slice(0, 3);
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? "AM" : "PM"}`;
  return `${weekday} ${day.getUTCDate()} ${month}, ${clock}`;
}

async function expectFits(page: Page, width: number): Promise<void> {
  expect(page.viewportSize()!.width).toBe(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The hold's event: the phone's agenda paged to its weekend, or the week view paged to its week. */
async function calendarEvent(page: Page, phone: boolean, name: RegExp): Promise<Locator> {
  if (phone) {
    const agenda = page.getByRole("region", { name: "Weekend agenda" });
    const line = agenda.getByRole("button", { name });
    await pageUntilVisible(line, () => agenda.getByRole("button", { name: "Next weekend" }).click(), 6);
    return line;
  }
  // The week view: a month's cell shows only its first sessions.
  await page.getByRole("tab", { name: "Switch to week view" }).click();
  const event = page.getByRole("button", { name });
  await pageUntilVisible(event, () => page.getByRole("button", { name: "Next" }).first().click(), 15);
  return event;
}

for (const { name, size, week } of SIZES) {
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
    await expect(confirmCard).toContainText(`Held for Ana Confirm${tag} until`);
    await expect(releaseCard).toContainText("with Dre");

    const day = await page.request.get(`/api/bookings/date/${night}`, { headers: { cookie: "" } });
    expect(await day.text()).not.toContain(`Confirm${tag}`);
    await expectFits(page, size.width);

    await confirmCard.getByRole("button", { name: `Confirm hold for Ana Confirm${tag}` }).click();
    await expectToast(page, "Hold confirmed");
    await expect(confirmCard).toHaveCount(0);
    await releaseCard.getByRole("button", { name: `Release hold for Ana Release${tag}` }).click();
    await expectToast(page, "Hold released");
    await expect(releaseCard).toHaveCount(0);

    await openTab(page, "Bookings");
    await expect(page.getByRole("article", { name: `Ana Confirm${tag}`, exact: true })).toBeVisible();
    await page.screenshot({ path: `test-results/holds-${tag}.png`, fullPage: true });
  });
}

for (const { name, size, week, calendar } of SIZES) {
  test(`a hold shows on the work list and the calendar with its expiry, and is confirmed or released there (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const phone = size.width < 768;
    const tag = name.replace(/\D/g, "");
    const expiresAt = expiryInstant();
    const heldFor = (lastName: string) => `Held for Ana ${lastName} until ${momentText(expiresAt)}`;
    await logIn(page);
    await holdOverRest(page, { lastName: `List${tag}`, date: thursday(week), startTime: "22:00", expiresAt });
    const [date, startTime] = calendar as [string, string];
    await holdOverRest(page, { lastName: `Cal${tag}`, date, startTime, expiresAt });
    await page.reload();

    // The work list: the hold among its night's sessions, marked, with its expiry.
    await openTab(page, "Bookings");
    const listCard = page.getByTestId("hold-card").filter({ hasText: `Ana List${tag}` });
    await expect(listCard).toContainText("Hold");
    await expect(listCard).toContainText(heldFor(`List${tag}`));
    await expect(page.getByRole("region", { name: /Thursday night/ }).filter({ has: listCard })).toHaveCount(
      1,
    );
    await listCard.scrollIntoViewIfNeeded();
    await expectFits(page, size.width);
    expect(await seriousViolations(page), "work list with a hold").toEqual([]);
    // The printed night sheet lists the night's holds under its sessions.
    await page.getByRole("button", { name: "Print a night" }).click();
    const sheet = page.getByRole("dialog", { name: "Night sheet" });
    await sheet.getByLabel("Night").fill(thursday(week));
    await expect(sheet.getByTestId("night-sheet-holds")).toContainText(`Ana List${tag}`);
    await expect(sheet.getByTestId("night-sheet-holds")).toContainText(heldFor(`List${tag}`));
    expect(await seriousViolations(page), "night sheet with a hold").toEqual([]);
    await sheet.getByRole("button", { name: "Close dialog" }).click();
    await expect(sheet).toHaveCount(0);
    // Confirmed from the list, by keyboard: it becomes the night's booking.
    await listCard.getByRole("button", { name: `Confirm hold for Ana List${tag}` }).focus();
    await page.keyboard.press("Enter");
    await expectToast(page, "Hold confirmed");
    await expect(listCard).toHaveCount(0);
    await expect(page.getByRole("article", { name: `Ana List${tag}`, exact: true })).toBeVisible();

    // The calendar: the hold as a light event labelled with its artist and expiry; it opens the hold.
    await openTab(page, "Calendar");
    const event = await calendarEvent(page, phone, new RegExp(`Held for Ana Cal${tag} until`));
    await expect(event).toContainText("Hold");
    await expect(event).toContainText(heldFor(`Cal${tag}`));
    await expectFits(page, size.width);
    await event.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Hold" });
    await expect(dialog).toContainText(heldFor(`Cal${tag}`));
    expect(await seriousViolations(page), "the hold's dialog").toEqual([]);
    await page.screenshot({ path: `test-results/holds-calendar-${tag}.png`, fullPage: true });
    await dialog.getByRole("button", { name: `Release hold for Ana Cal${tag}` }).click();
    await expectToast(page, "Hold released");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("button", { name: new RegExp(`Held for Ana Cal${tag}`) })).toHaveCount(0);
  });
}

/** 6 PM in London on `date`, as an instant (GMT or BST, read apart from the app). */
function londonSixPm(date: string): Date {
  const utc = new Date(`${date}T18:00:00Z`);
  return londonWallClock(utc).hour === 18 ? utc : new Date(utc.getTime() - 3_600_000);
}

test.describe("on a laptop set to New York", () => {
  test.use({ timezoneId: "America/New_York" });

  test("the expiry staff type is read as London's time", async ({ page }) => {
    await page.setViewportSize(SIZES[0]!.size);
    await logIn(page);
    await openTab(page, "Holds");
    const day = londonWallClock(new Date(Date.now() + 3 * 86_400_000)).date;
    await page.getByRole("form", { name: "Place a hold" }).getByLabel("Held until").fill(`${day}T18:00`);
    await placeHold(page, { lastName: "Zone", night: thursday(13), startTime: "00:00" });
    const card = page.getByTestId("hold-card").filter({ hasText: "Ana Zone" });
    await expect(card).toContainText(`Held for Ana Zone until ${momentText(londonSixPm(day))}`);
    await card.getByRole("button", { name: "Release hold for Ana Zone" }).click();
    await expectToast(page, "Hold released");
  });
});
