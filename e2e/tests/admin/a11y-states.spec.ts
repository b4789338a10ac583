/**
 * Every admin tab in its default state, and the dialogs, pickers, errors and toasts it opens, at
 * 390 and 1280 px: no serious or critical axe violation and no button or tab with a cut label.
 * One login a width, the tabs in turn. Owns thursday(7), Kofi 13:00 and 18:00 (390), 16:00 and
 * 20:00 (1280); the closure it asks for on that night is never saved.
 */
import { expect, type Page, test } from "@playwright/test";
import { cutLabels } from "../../support/axe";
import { londonWallClock, thursday } from "../../support/dates";
import { seriousViolations } from "./axe";
import {
  bookingAction,
  bookingDetails,
  cancelBooking,
  card,
  closeBookingDetails,
  createBooking,
  expectToast,
  fillCreateForm,
  logIn,
  openTab,
  session,
  submitButton,
  toast,
} from "./helpers";

// Fourteen axe runs over the whole dashboard: minutes on a busy two-core machine.
test.describe.configure({ timeout: 600_000 });

const DAY_MS = 86_400_000;

/** The page as it stands, with `what` shown: axe-clean and every label whole. */
async function expectClean(page: Page, what: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page), what).toEqual([]);
  expect(await cutLabels(page), `${what}: cut labels`).toEqual([]);
}

/** A toast stays while the pointer rests on it (Mantine pauses its timer), long enough for axe. */
async function expectCleanToast(page: Page, title: string, what: string): Promise<void> {
  await toast(page, title).hover();
  await expectClean(page, `${what}: toast '${title}'`);
  await page.mouse.move(0, 0);
}

async function openLoaded(page: Page, name: string): Promise<void> {
  await openTab(page, name);
  // The calendar and the charts are fetched when first opened: slow on a busy machine.
  await expect(page.getByRole("tabpanel")).not.toContainText(/^Loading/, { timeout: 30_000 });
}

/** The work list under the View dialog, then the cancel confirmation (backed out of). */
async function checkBookings(page: Page, who: string): Promise<void> {
  await openLoaded(page, "Bookings");
  await page.getByLabel("Search").fill(who);
  await card(page, who).getByRole("button", { name: "View" }).click();
  await expect(bookingDetails(page)).toContainText(who);
  await expectClean(page, "Bookings work list and View dialog");
  await bookingDetails(page).getByRole("button", { name: "Close", exact: true }).click();
  await expect(bookingDetails(page)).toHaveCount(0);

  await (await bookingAction(page, who, "Cancel")).click();
  const confirm = page.getByRole("dialog", { name: "Cancel this booking?" });
  await expect(confirm).toContainText(who);
  await expectClean(page, "cancel confirmation");
  await confirm.getByRole("button", { name: "Keep booking" }).click();
  await expect(confirm).toHaveCount(0);
  await closeBookingDetails(page);
}

/** A phone's weekend agenda, a desktop's month and week; then the day view (checked with the closure). */
async function showCalendarViews(page: Page, phone: boolean): Promise<void> {
  await openLoaded(page, "Calendar");
  await expectClean(page, phone ? "Calendar weekend agenda" : "Calendar month");
  if (phone) {
    await page
      .getByRole("radiogroup", { name: "Calendar layout" })
      .getByText("Calendar", { exact: true })
      .click();
    return;
  }
  for (const view of ["week", "day"]) {
    const tab = page.getByRole("tab", { name: `Switch to ${view} view` });
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    if (view === "week") await expectClean(page, "Calendar week");
  }
}

/** The closure form's confirmation, naming what is booked inside; not saved. */
async function checkClosure(page: Page, night: string): Promise<void> {
  const form = page.getByRole("form", { name: "Close the studio" });
  await form.getByLabel("Closed from night").fill(night);
  await form.getByLabel("Reason (staff)").fill("Axe states, never saved");
  await form.getByRole("button", { name: "Close studio" }).click();
  const confirm = page.getByRole("dialog", { name: "Close the studio?" });
  await expect(confirm.getByTestId("closure-confirm-inside")).toContainText("booked inside it");
  await expectClean(page, "Calendar day view and the closure confirmation");
  await confirm.getByRole("button", { name: "Go back" }).click();
  await expect(confirm).toHaveCount(0);
}

/** Create with a start in the past: the red message under the form, then the refusal's toast. */
async function checkCreate(page: Page, who: string): Promise<void> {
  await openLoaded(page, "Create");
  const { date } = londonWallClock(new Date());
  const lastWeek = new Date(Date.parse(`${date}T12:00:00Z`) - 7 * DAY_MS).toISOString().slice(0, 10);
  const [firstName, lastName] = who.split(" ") as [string, string];
  await fillCreateForm(page, {
    firstName,
    lastName,
    date: lastWeek,
    startTime: "12:00",
    duration: 2,
    engineer: "Kofi",
  });
  await expect(page.getByTestId("past-start")).toBeVisible();
  await submitButton(page).click();
  await expectToast(page, "Cannot create booking");
  await expectCleanToast(page, "Cannot create booking", "Create with a past start, and its refusal");
}

/** The Archive, and Restore's confirmation (kept cancelled). */
async function checkArchive(page: Page, who: string): Promise<void> {
  await openLoaded(page, "Archive");
  await card(page, who).getByRole("button", { name: "Restore" }).click();
  const confirm = page.getByRole("dialog", { name: "Restore this booking?" });
  await expect(confirm.getByTestId("restore-recipients")).toContainText("e-mails");
  await expectClean(page, "Archive and the restore confirmation");
  await confirm.getByRole("button", { name: "Keep it cancelled" }).click();
  await expect(confirm).toHaveCount(0);
}

for (const width of [390, 1280]) {
  test(`every admin tab and what it opens: axe-clean, no cut label, at ${width} px`, async ({ page }) => {
    const phone = width === 390;
    const night = thursday(7);
    await page.setViewportSize({ width, height: 900 });
    await logIn(page);
    const who = `States${width}`;
    await createBooking(page.request, session(`${who} Booked`, night, phone ? "13:00" : "16:00", 2, "Kofi"));
    const gone = await createBooking(
      page.request,
      session(`${who} Gone`, night, phone ? "18:00" : "20:00", 2, "Kofi"),
    );
    await cancelBooking(page.request, gone.id);
    await page.reload();

    await checkBookings(page, `${who} Booked`);
    await showCalendarViews(page, phone);
    await checkClosure(page, night);
    await checkCreate(page, `${who} Past`);
    await checkArchive(page, `${who} Gone`);
    for (const name of ["Messages", "Holds", "Artists", "Privacy", "Staff", "Insights", "E-mail", "Studio"]) {
      await openLoaded(page, name);
      await expectClean(page, `${name} tab`);
    }
  });
}
