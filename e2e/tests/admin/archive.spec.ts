import { expect, test } from "@playwright/test";
import { friday, saturday, sunday } from "../../support/dates";
import {
  cancelBooking,
  cancelFromCard,
  card,
  confirmRestore,
  createBooking,
  expectToast,
  logIn,
  openTab,
  showView,
  tab,
  tabCount,
  trpcCall,
} from "./helpers";

test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test("Cancel moves a booking to the Archive; Restore there brings it back", async ({ page }) => {
  await createBooking(page.request, {
    firstName: "Otis",
    lastName: "Redding",
    date: friday(8),
    startTime: "19:00",
    duration: 2,
  });
  await page.reload();
  await openTab(page, "Bookings");
  const before = await tabCount(page, "Archive");
  const booking = card(page, "Otis Redding");

  await cancelFromCard(page, "Otis Redding");
  // Upcoming holds active sessions: a cancelled one is found under Cancelled.
  await expect(booking).toHaveCount(0);
  await showView(page, "Cancelled");
  await expect(booking).toContainText("Cancelled");
  await expect(booking.getByRole("button", { name: "Cancel" })).toHaveCount(0);
  await expect(booking.getByRole("button", { name: "Restore" })).toBeVisible();
  await expect(tab(page, "Archive")).toHaveText(`Archive (${before + 1})`);

  await openTab(page, "Archive");
  const archived = card(page, "Otis Redding");
  await expect(archived).toContainText("Archived");
  await expect(archived).toContainText(/Archived: \w{3} \d{1,2} \w{3}( \d{4})?, \d{1,2}:\d{2} (AM|PM)/);
  await expect(archived).toContainText("7:00 PM");
  await expect(archived).toContainText("£70.00");

  // The restore is held until its pending state has been seen, after the confirmation has closed.
  let answer = () => {};
  const seen = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route(trpcCall("admin.archived.restore"), async (route) => {
    await seen;
    await route.continue();
  });
  await archived.getByRole("button", { name: "Restore" }).click();
  await confirmRestore(page, "otis@example.com");
  await expect(archived.getByRole("button", { name: "Restoring..." })).toBeDisabled();
  answer();
  await expectToast(page, "Booking restored successfully");
  await expect(card(page, "Otis Redding")).toHaveCount(0);
  await expect(tab(page, "Archive")).toHaveText(`Archive (${before})`);

  await openTab(page, "Bookings");
  await expect(card(page, "Otis Redding")).toContainText("Confirmed");
});

test("Restore on a cancelled booking's card confirms it again", async ({ page }) => {
  const booking = await createBooking(page.request, {
    firstName: "Aretha",
    lastName: "Franklin",
    date: sunday(8),
    startTime: "14:00",
    duration: 3,
  });
  await cancelBooking(page.request, booking.id);
  await page.reload();
  await openTab(page, "Bookings");
  await showView(page, "Cancelled");
  const cardOf = card(page, "Aretha Franklin");
  await expect(cardOf).toContainText("Cancelled");
  await cardOf.getByRole("button", { name: "Restore" }).click();
  await confirmRestore(page, "aretha@example.com");
  await expectToast(page, "Booking restored successfully");
  await showView(page, "Upcoming");
  await expect(cardOf).toContainText("Confirmed");
  await expect(cardOf.getByRole("button", { name: "Cancel" })).toBeVisible();
});

test("restoring into a slot taken since shows the server's conflict message", async ({ page }) => {
  const date = saturday(8);
  const first = await createBooking(page.request, {
    firstName: "Gone",
    lastName: "Before",
    date,
    startTime: "21:00",
    duration: 3,
  });
  await cancelBooking(page.request, first.id);
  await createBooking(page.request, {
    firstName: "Took",
    lastName: "Over",
    date,
    startTime: "22:00",
    duration: 2,
  });
  await page.reload();
  await openTab(page, "Archive");
  await card(page, "Gone Before").getByRole("button", { name: "Restore" }).click();
  await confirmRestore(page, "gone@example.com");
  await expectToast(page, "Failed to restore booking", "conflicts with existing booking by Took Over");
  await expect(card(page, "Gone Before")).toBeVisible();
});
