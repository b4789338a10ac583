import { expect, test } from "@playwright/test";
import { friday, saturday } from "../../support/dates";
import { card, createBooking, expectToast, logIn, openTab } from "./helpers";

// Logging in (scrypt) can take a while on a busy two-core machine.
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test("Save Changes without a change says 'No changes detected'; a change sends only what changed", async ({
  page,
}) => {
  const date = friday(7);
  await createBooking(page.request, {
    firstName: "Edith",
    lastName: "Piaf",
    date,
    startTime: "15:00",
    duration: 2,
    engineer: "Marcus",
    totalCost: 7000,
  });
  await page.reload();
  await openTab(page, "Bookings");
  const booking = card(page, "Edith Piaf");
  await booking.getByRole("button", { name: "Edit" }).click();

  const dialog = page.getByRole("dialog", { name: "Edit Booking" });
  await expect(dialog.getByLabel("First Name")).toHaveValue("Edith");
  await expect(dialog.getByLabel("Date")).toHaveValue(date);
  await expect(dialog.getByLabel("Start Time")).toHaveValue("15:00");
  await expect(dialog.getByLabel("Engineer")).toHaveValue("Marcus");
  await expect(dialog.getByLabel("Duration")).toHaveValue("2");
  await expect(dialog.getByLabel("Total Cost (£)")).toHaveValue("70");
  await expect(dialog.getByText("(manually set)")).toHaveCount(0);

  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "No changes detected");
  await expect(dialog).toBeVisible();

  await dialog.getByLabel("Phone").fill("07700900999");
  await dialog.getByLabel("Duration").selectOption("3");
  await expect(dialog.getByLabel("Total Cost (£)")).toHaveValue("100");
  const sent = page.waitForRequest((request) => request.url().includes("admin.bookings.update"));
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  const body = (await sent).postDataJSON() as Record<
    string,
    { id: string; changes: Record<string, unknown> }
  >;
  const input = Object.values(body)[0]!;
  expect(input.changes).toEqual({ phone: "07700900999", duration: 3, totalCost: 10000 });

  await expectToast(page, "Booking updated successfully");
  await expect(dialog).toHaveCount(0);
  await expect(booking).toContainText("07700900999");
  await expect(booking).toContainText("3 hours");
  await expect(booking).toContainText("£100.00");
});

test("a booking keeps its price, a new length takes the current one, a hand-set cost is marked and kept; a refused edit shows the server's message", async ({
  page,
}) => {
  const date = saturday(7);
  await createBooking(page.request, {
    firstName: "Busy",
    lastName: "Bee",
    date,
    startTime: "18:00",
    duration: 3,
  });
  await createBooking(page.request, {
    firstName: "Special",
    lastName: "Rate",
    date,
    startTime: "13:00",
    duration: 2,
    totalCost: 5000,
  });
  await page.reload();
  await openTab(page, "Bookings");
  await card(page, "Special Rate").getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Booking" });
  await expect(dialog.getByLabel("Total Cost (£)")).toHaveValue("50");
  // The price the booking was made at is its price, not a cost set by hand.
  await expect(dialog.getByText("(manually set)")).toHaveCount(0);

  // Moving it onto Busy Bee's session at a new length: the current price, until staff type one
  // (kept through another change of length); the live check warns, the server refuses.
  await dialog.getByLabel("Start Time").fill("17:00");
  await dialog.getByLabel("Duration").selectOption("4");
  await expect(dialog.getByLabel("Total Cost (£)")).toHaveValue("125");
  await dialog.getByLabel("Total Cost (£)").fill("50");
  await expect(dialog.getByText("(manually set)")).toBeVisible();
  await dialog.getByLabel("Duration").selectOption("3");
  await expect(dialog.getByLabel("Total Cost (£)")).toHaveValue("50");
  await expect(dialog.getByTestId("availability")).toContainText(
    "Time slot conflicts with existing booking by Busy Bee",
  );
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Failed to update booking", "conflicts with existing booking by Busy Bee");
  await expect(dialog).toBeVisible();

  // The dismiss button never says "Cancel" (that word cancels bookings): edited, it discards.
  await expect(dialog.getByRole("button", { name: "Cancel" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Discard changes" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card(page, "Special Rate")).toContainText("1:00 PM");
});
