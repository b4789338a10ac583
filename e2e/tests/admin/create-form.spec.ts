/**
 * The Create tab's form: the live availability check and its conflicts, the cost and its manual
 * override, the spec's messages, and the last-moment recheck.
 */
import { expect, test } from "@playwright/test";
import { friday, saturday } from "../../support/dates";
import {
  availability,
  card,
  createBooking,
  expectToast,
  fillCreateForm,
  logIn,
  openTab,
  submitButton,
} from "./helpers";

// Logging in (scrypt) can take a while on a busy two-core machine.
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test("a conflicting slot shows the red text, suggestions and a disabled 'Resolve Conflicts First'", async ({
  page,
}) => {
  const date = saturday(5);
  await createBooking(page.request, {
    firstName: "Clash",
    lastName: "Holder",
    date,
    startTime: "20:00",
    duration: 4,
  });
  await openTab(page, "Create");
  await fillCreateForm(page, {
    firstName: "Late",
    lastName: "Comer",
    date,
    startTime: "14:00",
    duration: 2,
    engineer: "Dre",
  });
  await expect(availability(page)).toContainText("✓ This time slot is available!");
  await page.getByLabel("Start Time", { exact: true }).fill("22:00");
  await expect(availability(page)).toContainText("Checking availability...");
  await expect(submitButton(page)).toBeDisabled();

  const conflict = availability(page).locator('[data-tone="red"]');
  await expect(conflict).toHaveText(
    "Time slot conflicts with existing booking by Clash Holder (8:00 PM - 12:00 AM)",
  );
  // Red: the text's colour is dominated by its red channel.
  const [red, green, blue] = await conflict
    .getByText(/conflicts with existing booking/)
    .evaluate((node) => getComputedStyle(node).color.match(/\d+/g)!.slice(0, 3).map(Number));
  expect(red).toBeGreaterThan(green! + 40);
  expect(red).toBeGreaterThan(blue! + 40);
  await expect(availability(page).locator('[data-tone="blue"]')).toContainText("Try these available times:");
  await expect(submitButton(page)).toHaveText("Resolve Conflicts First");
  await expect(submitButton(page)).toBeDisabled();

  // A free start clears the conflict.
  await page.getByLabel("Start Time", { exact: true }).fill("14:00");
  await expect(availability(page)).toContainText("✓ This time slot is available!");
  await expect(submitButton(page)).toHaveText("Create Booking");
  await expect(submitButton(page)).toBeEnabled();
});

test("the cost follows the duration until typed by hand; Reset Form clears it", async ({ page }) => {
  await openTab(page, "Create");
  const cost = page.getByLabel("Total Cost (£)");
  await page.getByLabel("Duration", { exact: true }).selectOption("6");
  await expect(cost).toHaveValue("180");
  await expect(page.getByText("(Manual Override)")).toHaveCount(0);

  await cost.fill("150");
  await cost.blur();
  await expect(cost).toHaveValue("150");
  await expect(page.getByText("(Manual Override)")).toBeVisible();
  await page.getByLabel("Duration", { exact: true }).selectOption("8");
  await expect(cost).toHaveValue("150");

  await page.getByLabel("First Name", { exact: true }).fill("Someone");
  await page.getByRole("button", { name: "Reset Form" }).click();
  await expect(page.getByLabel("First Name", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Duration", { exact: true })).toHaveValue("2");
  await expect(cost).toHaveValue("70");
  await expect(page.getByText("(Manual Override)")).toHaveCount(0);
  await page.getByLabel("Duration", { exact: true }).selectOption("3");
  await expect(cost).toHaveValue("100");
});

test("invalid fields show the spec's messages and nothing is sent", async ({ page }) => {
  await openTab(page, "Create");
  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  await page.getByLabel("Phone", { exact: true }).fill("123");
  await submitButton(page).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Last name is required")).toBeVisible();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Phone number must be at least 10 digits")).toBeVisible();
  await expect(page.getByText("Date is required")).toBeVisible();
  await expect(page.getByText("Engineer is required")).toBeVisible();
});

test("a slot taken while the form was open is caught by the last-moment recheck", async ({ page }) => {
  const date = friday(6);
  await openTab(page, "Create");
  await fillCreateForm(page, {
    firstName: "Second",
    lastName: "Place",
    date,
    startTime: "16:00",
    duration: 3,
    engineer: "Dre",
  });
  await expect(availability(page)).toContainText("✓ This time slot is available!");

  // Someone else takes the slot meanwhile.
  await createBooking(page.request, {
    firstName: "First",
    lastName: "Place",
    date,
    startTime: "17:00",
    duration: 2,
  });

  await submitButton(page).click();
  await expectToast(page, "Booking conflict detected", "This time slot is no longer available.");
  await expect(availability(page).locator('[data-tone="red"]')).toContainText(
    "Time slot conflicts with existing booking by First Place",
  );
  await expect(submitButton(page)).toBeDisabled();
  await openTab(page, "Bookings");
  await expect(card(page, "Second Place")).toHaveCount(0);
});
