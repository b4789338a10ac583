/** The Create tab: a booking made there shows in Bookings, Calendar and Insights. */
import { expect, type Page, test } from "@playwright/test";
import { friday, sunday } from "../../support/dates";
import { pageUntilVisible } from "../../support/paging";
import {
  availability,
  card,
  createBooking,
  expectToast,
  fillCreateForm,
  logIn,
  openTab,
  submitButton,
  shortDay,
} from "./helpers";

async function figure(page: Page, label: string): Promise<string> {
  return ((await page.getByTestId(`insight-${label}`).textContent()) ?? "").trim();
}
/** The Insights tab over one night: every figure and panel follows the range chosen at its top. */
async function insightsFor(page: Page, date: string): Promise<void> {
  await openTab(page, "Insights");
  await page.getByText("Custom", { exact: true }).click();
  await page.getByLabel("From", { exact: true }).fill(date);
  await page.getByLabel("To", { exact: true }).fill(date);
  await expect(page.getByTestId("insights-range-label")).toContainText("Custom: ");
  await expect(page.getByTestId("insight-Total Bookings")).toBeVisible();
}
// "£1,225.00" (en-GB money, thousands grouped) -> 1225
const pounds = (text: string) => Number(text.replace(/[£,]/g, ""));

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test.describe.configure({ timeout: 150_000 });

test("creates a booking and shows it in Bookings, Calendar and Insights", async ({ page }) => {
  const date = friday(5);
  const name = { firstName: "Grace", lastName: "Hopper" };

  await insightsFor(page, date);
  const bookingsBefore = Number(await figure(page, "Total Bookings"));
  const revenueBefore = pounds(await figure(page, "Total Revenue"));

  await openTab(page, "Create");
  await expect(page.getByRole("heading", { name: "Create New Booking" })).toBeVisible();
  // The Create form's defaults, with the cost of the default 2 hours (docs/decisions.md, Default cost).
  await expect(page.getByLabel("Start Time", { exact: true })).toHaveValue("12:00");
  await expect(page.getByLabel("Duration", { exact: true })).toHaveValue("2");
  await expect(page.getByLabel("Total Cost (£)")).toHaveValue("70");

  await fillCreateForm(page, { ...name, date, startTime: "22:00", duration: 4, engineer: "Marcus" });
  await page.getByLabel("Project Description").fill("Late-night mix session");
  // The cost follows the duration.
  await expect(page.getByLabel("Total Cost (£)")).toHaveValue("125");
  await expect(availability(page)).toContainText("✓ This time slot is available!");
  await expect(availability(page)).toContainText(/\(\d+ other slots also available\)/);

  await submitButton(page).click();
  await expectToast(page, "Booking created successfully!");
  // The form is ready for the next one.
  await expect(page.getByLabel("First Name", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Total Cost (£)")).toHaveValue("70");

  await expectGraceInBookings(page, date);
  await expectGraceInCalendar(page);
  await expectGraceInInsights(page, date, { bookingsBefore, revenueBefore });
});

/** Grace Hopper's card in the Bookings tab, with every fact and its buttons, and its View dialog. */
async function expectGraceInBookings(page: Page, date: string): Promise<void> {
  await openTab(page, "Bookings");
  const booking = card(page, "Grace Hopper");
  await expect(booking).toBeVisible();
  await expect(booking).toContainText("grace@example.com");
  await expect(booking).toContainText("07700900789");
  await expect(booking).toContainText("Confirmed");
  await expect(booking).toContainText(shortDay(date));
  await expect(booking).toContainText("10:00 PM");
  await expect(booking).toContainText("Marcus");
  await expect(booking).toContainText("4 hours");
  await expect(booking).toContainText("£125.00");
  await expect(booking).toContainText("Late-night mix session");
  await expect(booking).toContainText(/Booked: \w{3} \d{1,2} \w{3}( \d{4})?, \d{1,2}:\d{2} (AM|PM)/);
  await expect(booking.getByRole("button", { name: "View" })).toBeVisible();
  await expect(booking.getByRole("button", { name: "Edit" })).toBeVisible();
  await expect(booking.getByRole("button", { name: "Cancel" })).toBeVisible();
  await expect(booking.getByRole("button", { name: "Restore" })).toHaveCount(0);

  await booking.getByRole("button", { name: "View" }).click();
  const details = page.getByRole("dialog", { name: "Booking Details" });
  await expect(details).toContainText("Grace Hopper");
  await expect(details).toContainText("£125.00");
  await details.getByRole("button", { name: "Close", exact: true }).click();
  await expect(details).toHaveCount(0);
}

/** Grace Hopper's session on the calendar (month view by default), which opens the booking. */
async function expectGraceInCalendar(page: Page): Promise<void> {
  await openTab(page, "Calendar");
  await expect(page.getByRole("heading", { name: "Studio Calendar" })).toBeVisible();
  await expect(page.getByText("Visual overview of all bookings")).toBeVisible();
  // Month view by default; page forward to the booking's month.
  await expect(page.getByRole("tab", { name: "Switch to month view" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const event = page.getByRole("button", { name: "Grace Hopper - Marcus" });
  await pageUntilVisible(event, () => page.getByRole("button", { name: "Next" }).first().click(), 4);
  await expect(event).toBeVisible();
  await event.click();
  await expect(page.getByRole("dialog", { name: "Booking Details" })).toContainText("Grace Hopper");
  await page
    .getByRole("dialog", { name: "Booking Details" })
    .getByRole("button", { name: "Close", exact: true })
    .click();
}

/** The Insights tab counts the new booking and its £125, and draws its producer and length. */
async function expectGraceInInsights(
  page: Page,
  date: string,
  before: { bookingsBefore: number; revenueBefore: number },
): Promise<void> {
  await insightsFor(page, date);
  await expect(page.getByTestId("insight-Total Bookings")).toHaveText(String(before.bookingsBefore + 1));
  expect(pounds(await figure(page, "Total Revenue"))).toBeCloseTo(before.revenueBefore + 125, 2);
  await expect(page.getByRole("region", { name: "Engineer Performance" })).toContainText("Marcus");
  await expect(page.getByRole("region", { name: "Popular Session Lengths" })).toContainText("4 hours");
  await expect(page.getByRole("img", { name: /revenue per engineer/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /bookings per week/ })).toBeVisible();
}

test("draws a session past midnight in one piece, in its night's column", async ({ page }) => {
  const date = sunday(5);
  await createBooking(page.request, {
    firstName: "Nina",
    lastName: "Simone",
    date,
    startTime: "23:00",
    duration: 4,
    engineer: "Dre",
  });
  await page.reload();
  await openTab(page, "Calendar");
  await page.getByRole("tab", { name: "Switch to week view" }).click();
  const event = page.getByRole("button", { name: "Nina Simone - Dre" });
  await pageUntilVisible(event, () => page.getByRole("button", { name: "Next" }).first().click(), 12);
  await expect(event).toHaveCount(1);
  await event.scrollIntoViewIfNeeded();

  // Each hour label (12-hour, like the chips) spans its hour's slot: the event starts at the
  // 11:00 PM slot and ends where the 3:00 AM slot begins, with midnight to 2:00 AM inside it.
  const calendar = page.getByRole("region", { name: "Studio Calendar" });
  const slotOf = async (text: string) =>
    (await calendar.getByText(text, { exact: true }).first().boundingBox())!;
  const box = (await event.boundingBox())!;
  const elevenPm = await slotOf("11:00 PM");
  const midnight = await slotOf("12:00 AM");
  const threeAm = await slotOf("3:00 AM");
  expect(Math.abs(box.y - elevenPm.y)).toBeLessThan(2);
  expect(box.y + box.height).toBeGreaterThan(midnight.y + midnight.height);
  expect(Math.abs(box.y + box.height - threeAm.y)).toBeLessThan(2);
  expect(box.height).toBeCloseTo(4 * elevenPm.height, 0);
});
