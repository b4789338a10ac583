// Booking a session: the whole way to the confirmation, a slot taken meanwhile, a date change,
// and the form's messages and focus on a refused submit (booking-picker.spec.ts has the picker,
// the grid and the producers). Public specs own weeks 1-4 (support/dates.ts); each test here
// takes its own night.
import { expect, test } from "@playwright/test";
import { friday, saturday, sunday } from "../../support/dates";
import {
  adminGet,
  bookViaApi,
  chooseDuration,
  fillCustomer,
  longDate,
  pickDate,
  selectProducer,
  shortDay,
  slot,
} from "./helpers";

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

test("the project description grows with its text, from three lines up to twelve", async ({ page }) => {
  await page.goto("/booking");
  const description = page.getByLabel("Project Description");
  const height = async () => (await description.boundingBox())?.height ?? 0;
  const empty = await height();
  await description.fill("A line of the brief\n".repeat(6));
  const six = await height();
  expect(six).toBeGreaterThan(empty * 1.5);
  await description.fill("A line of the brief\n".repeat(40));
  const forty = await height();
  expect(forty).toBeGreaterThan(six);
  expect(forty).toBeLessThan(empty * 4.5); // capped at twelve lines; the rest scrolls
});
