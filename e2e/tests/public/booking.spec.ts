import { expect, test } from "@playwright/test";
import { friday, saturday, sunday, thursday, weekdayInWeek } from "../../support/dates";
import {
  addDays,
  adminGet,
  bookViaApi,
  chooseDuration,
  durationButton,
  fillCustomer,
  longDate,
  openPickerAt,
  pickDate,
  pickerDay,
  selectProducer,
  shortDay,
  slot,
} from "./helpers";

// Public specs own weeks 1-4 (support/dates.ts); each test here takes its own night.
const ada = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada.lovelace@example.com",
  phone: "07700 900123",
};

test("books a session from the home page to the confirmation, and the admin API sees it", async ({
  page,
  request,
}) => {
  const date = friday(1);
  await page.goto("/");
  await page.getByTestId("book-session-hero").click();
  await expect(page).toHaveURL(/\/booking$/);

  await selectProducer(page, "Marcus");
  // 'Select Producer' brings the visitor to the form.
  await expect(page.getByRole("heading", { name: "Session Details" })).toBeInViewport();

  await pickDate(page, date);
  await expect(page.getByRole("button", { name: "Session Date" })).toHaveText(longDate(date));
  await slot(page, "14:00").click();
  await expect(slot(page, "14:00")).toHaveAttribute("aria-pressed", "true");
  await chooseDuration(page, 3);
  await fillCustomer(page, ada);
  await page.getByLabel("Project Description").fill("Vocals for a four-track EP");

  const summary = page.getByTestId("booking-summary");
  await expect(page.getByTestId("summary-when")).toHaveText(`${shortDay(date)}, 2:00 PM – 5:00 PM`);
  await expect(summary).toContainText("Marcus");
  await expect(page.getByTestId("summary-total")).toHaveText("£100.00");

  await page.getByRole("button", { name: "Reserve Session" }).click();
  await expect(page).toHaveURL(/\/booking-confirmation\?/);

  const params = new URL(page.url()).searchParams;
  expect(Object.fromEntries(params)).toMatchObject({
    firstName: "Ada",
    lastName: "Lovelace",
    email: ada.email,
    phone: ada.phone,
    date,
    startTime: "14:00",
    duration: "3",
    engineer: "Marcus",
    totalCost: "10000",
  });
  const id = params.get("id");
  expect(id).toBeTruthy();

  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
  await expect(page.getByTestId("confirmation-date")).toHaveText(longDate(date));
  await expect(page.getByTestId("confirmation-time")).toHaveText("2:00 PM to 5:00 PM (3 hours)");
  await expect(page.getByTestId("confirmation-producer")).toHaveText("Marcus");
  await expect(page.getByTestId("confirmation-cost")).toHaveText("£100.00");
  await expect(page.getByText("Payment at studio").first()).toBeVisible();
  await expect(page.getByText("E10 6AE, London").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Book Another Session" })).toHaveAttribute("href", "/booking");

  const bookings = await adminGet<Array<Record<string, unknown>>>(request, "/api/admin/bookings");
  expect(bookings.find((booking) => booking.id === id)).toMatchObject({
    firstName: "Ada",
    lastName: "Lovelace",
    email: ada.email,
    date,
    startTime: "14:00",
    duration: 3,
    engineer: "Marcus",
    totalCost: 10000,
    status: "confirmed",
    projectDescription: "Vocals for a four-track EP",
  });

  // The grid of that night now shows the session as taken.
  await page.getByRole("link", { name: "Book Another Session" }).click();
  await selectProducer(page, "Dre");
  await pickDate(page, date);
  for (const time of ["14:00", "15:00", "16:00"]) {
    await expect(slot(page, time)).toHaveAttribute("aria-disabled", "true");
  }
  await expect(slot(page, "17:00")).not.toHaveAttribute("aria-disabled", "true");
});

test("the server refuses a slot taken while the visitor was filling in the form", async ({
  page,
  request,
}) => {
  const date = saturday(1);
  await page.goto("/booking");
  await selectProducer(page, "Dre");
  await pickDate(page, date);
  await slot(page, "18:00").click();
  await chooseDuration(page, 4);
  await fillCustomer(page, ada);

  // Someone else books 19:00-21:00 in the meantime; the page still shows 18:00 as free.
  await bookViaApi(request, { date, startTime: "19:00", duration: 2, totalCost: 7000 });

  await page.getByRole("button", { name: "Reserve Session" }).click();
  const toast = page.getByRole("alert").filter({ hasText: "Booking Failed" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(/overlaps|conflict/i);
  await expect(page).toHaveURL(/\/booking$/);
  // The night's bookings are fetched again: 18:00 is now unavailable, no longer chosen, and the grid says so.
  await expect(slot(page, "18:00")).toHaveAttribute("aria-disabled", "true");
  await expect(slot(page, "18:00")).toHaveAttribute("aria-pressed", "false");
  await expect(slot(page, "19:00")).toContainText("Taken");
  await expect(page.locator("#start-time-error")).toHaveText(
    "Someone has just booked this time. Please choose another start time.",
  );
  await expect(page.getByTestId("summary-when")).toHaveText(`${shortDay(date)}: choose a time`);
});

test("changing the date clears a start time that is not free on the new date", async ({ page, request }) => {
  const taken = sunday(4);
  await bookViaApi(request, { date: taken, startTime: "12:00", duration: 2, totalCost: 7000 });
  await page.goto("/booking");
  await selectProducer(page, "Marcus");
  await pickDate(page, friday(3));
  await slot(page, "12:00").click();
  await expect(slot(page, "12:00")).toHaveAttribute("aria-pressed", "true");

  await pickDate(page, taken);
  await expect(slot(page, "12:00")).toHaveAttribute("aria-disabled", "true");
  await expect(slot(page, "12:00")).toHaveAttribute("aria-pressed", "false");
  await expect(slot(page, "12:00")).toContainText("Taken");
  await expect(page.locator("#start-time-error")).toHaveText(
    "12:00 PM is not free on this date. Please choose another start time.",
  );
  await expect(page.getByTestId("summary-when")).toHaveText(`${shortDay(taken)}: choose a time`);
  await expect(page.getByTestId("summary-total")).toHaveText("—");

  // A time still free on the new date is kept.
  await slot(page, "15:00").click();
  await pickDate(page, friday(3));
  await expect(slot(page, "15:00")).toHaveAttribute("aria-pressed", "true");
});

test("a Thursday is marked 'Enquiry' and replaces the grid with an enquiry about that date", async ({
  page,
}) => {
  const date = thursday(2);
  await page.goto("/booking");
  await selectProducer(page, "Marcus");
  const day = await openPickerAt(page, date);
  await expect(day).toHaveAttribute("data-enquiry", "true");
  expect(await day.evaluate((element) => getComputedStyle(element, "::after").content)).toBe('"Enquiry"');
  await expect(day).toBeEnabled();
  await day.click();
  const notice = page.getByTestId("thursday-enquiry");
  await expect(notice).toContainText("Thursday Selected");
  await expect(page.getByTestId("start-time-grid")).toHaveCount(0);
  await expect(page.getByTestId("booking-duration")).toHaveCount(0);

  await notice.getByRole("link", { name: "Enquire about Thursday" }).click();
  await expect(page).toHaveURL(/\/contact\?/);
  expect(new URL(page.url()).searchParams.get("subject")).toBe("booking");
  await expect(page.getByLabel("Subject")).toHaveValue("booking");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(new RegExp(longDate(date)));
});

test("Monday to Wednesday, past days and days beyond three months cannot be picked", async ({ page }) => {
  await page.goto("/booking");
  for (const weekday of [1, 2, 3]) {
    await expect(await openPickerAt(page, weekdayInWeek(weekday, 2))).toBeDisabled();
    await page.keyboard.press("Escape");
  }
  await expect(await openPickerAt(page, friday(1))).toBeEnabled();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Session Date" })).toHaveText("Pick a date");
  // Yesterday (if shown this month) is disabled.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await page.getByRole("button", { name: "Session Date" }).click();
  const past = pickerDay(page, yesterday);
  if (await past.count()) await expect(past).toBeDisabled();
});

test("start times and durations follow the 6AM close and other sessions", async ({ page, request }) => {
  const date = friday(2);
  await bookViaApi(request, { date, startTime: "16:00", duration: 2, totalCost: 7000 });
  await page.goto("/booking");

  // Without a producer every slot says why it is unavailable.
  await expect(slot(page, "14:00")).toHaveAttribute("aria-label", "2:00 PM, Select producer first");
  await selectProducer(page, "Dre");
  await pickDate(page, date);

  await expect(slot(page, "02:00")).toHaveAttribute("aria-label", "2:00 AM, Limited to 2, 3, 4h");
  await expect(slot(page, "20:00")).toHaveAttribute("aria-label", "8:00 PM, Available");

  // Each slot says its state in text.
  await expect(slot(page, "16:00")).toContainText("Taken");
  await expect(slot(page, "15:00")).toContainText("Too close to the next session");
  await expect(slot(page, "02:00")).toContainText("Limited to 2, 3, 4h");
  await expect(slot(page, "20:00")).toContainText("Available");

  await slot(page, "20:00").click();
  await chooseDuration(page, 10);
  await expect(durationButton(page, 10)).toContainText("10 Hours - £280");
  await expect(durationButton(page, 10)).toContainText(`Until ${shortDay(addDays(date, 1))}, 6:00 AM`);
  // Moving to 2 AM: 10 hours no longer fit, so the longest that does (4) is chosen.
  await slot(page, "02:00").click();
  await expect(durationButton(page, 4)).toHaveAttribute("aria-pressed", "true");
  await expect(durationButton(page, 6)).toBeDisabled();
  await expect(durationButton(page, 6)).toContainText("6 Hours - £180(Ends after 6AM)");
  await expect(durationButton(page, 10)).toBeDisabled();
  await expect(durationButton(page, 10)).toContainText("(Ends after 6AM)");
  await expect(durationButton(page, 2)).toBeEnabled();

  // 14:00 meets the 16:00 session: only 2 hours fit.
  await slot(page, "14:00").click();
  await expect(durationButton(page, 2)).toHaveAttribute("aria-pressed", "true");
  await expect(durationButton(page, 2)).toContainText(`Until ${shortDay(date)}, 4:00 PM`);
  await expect(durationButton(page, 3)).toBeDisabled();
  await expect(durationButton(page, 3)).toContainText("(Overlaps existing session)");
  await expect(page.getByTestId("summary-total")).toHaveText("£70.00");
});

test("empty fields show the schema's messages", async ({ page }) => {
  await page.goto("/booking");
  await page.getByRole("button", { name: "Reserve Session" }).click();
  for (const message of [
    "First name is required",
    "Last name is required",
    "Invalid email address",
    "Phone number must be at least 10 digits",
    "Date is required",
    "Start time is required",
    "Engineer is required",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/booking$/);
  // Focus goes to the first thing to fix on screen: the producer choice.
  await expect(page.getByRole("button", { name: "Select Producer Marcus" })).toBeFocused();
});

test("after a failed submit, focus goes to the first invalid field, not to First Name", async ({ page }) => {
  await page.goto("/booking");
  await selectProducer(page, "Dre");
  await pickDate(page, saturday(4));
  await page.getByRole("button", { name: "Reserve Session" }).click();
  // Producer and date are fine: the start time is the first to fix.
  await expect(slot(page, "12:00")).toBeFocused();

  await slot(page, "12:00").click();
  await page.getByLabel("First Name").fill("Ada");
  await page.getByRole("button", { name: "Reserve Session" }).click();
  await expect(page.getByLabel("Last Name")).toBeFocused();
  await expect(page.getByText("Last name is required", { exact: true })).toBeVisible();
});

test("producer cards: profile modal, and the enquiry-only producer cannot be selected", async ({ page }) => {
  await page.goto("/booking");
  const cards = page.locator("[data-testid^=producer-card-]");
  await expect(cards).toHaveCount(3);
  await expect(page.getByTestId("producer-card-marcus")).toContainText("Lead engineer");
  await expect(page.getByTestId("producer-card-dre")).toContainText("Lead producer");
  const kofi = page.getByTestId("producer-card-kofi");
  await expect(kofi).toContainText("Producer/Engineer");
  await expect(kofi.getByRole("link", { name: "Enquire for bookings" })).toBeVisible();
  await expect(kofi.getByRole("button", { name: /Select Producer/ })).toHaveCount(0);

  await page.getByTestId("producer-card-marcus").getByRole("button", { name: "View Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Marcus" });
  await expect(dialog).toContainText("Lead engineer");
  await expect(dialog).toContainText("Grammy-winning");
  await expect(dialog.getByRole("link", { name: /Follow Marcus/ })).toHaveAttribute("target", "_blank");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  await page.getByTestId("producer-card-dre").getByRole("button", { name: "View Profile" }).click();
  await expect(page.getByRole("dialog", { name: "Dre" })).toBeVisible();
  await page.mouse.click(8, 400); // the backdrop
  await expect(page.getByRole("dialog", { name: "Dre" })).toBeHidden();

  await expect(page.getByText("UAD X8", { exact: true })).toBeVisible();
  await expect(page.getByText("U47 MIC", { exact: true })).toBeVisible();
});
