/** The Bookings tab as a work list, and safe changes (docs/decisions.md). Admin weeks 9-10. */
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { friday, nextDay, saturday, sunday } from "../../support/dates";
import {
  bookingAction,
  cancelFromCard,
  card,
  closeBookingDetails,
  bookThenOpen,
  session,
  expectToast,
  logIn,
  openTab,
  showView,
  toast,
} from "./helpers";

// Long flows on a shared, busy machine: more room than the default minute.
test.describe.configure({ timeout: 180_000 });

const VIEWPORTS = [
  { name: "desktop", size: { width: 1280, height: 900 } },
  { name: "390 px", size: { width: 390, height: 844 } },
];

async function noHorizontalScroll(page: import("@playwright/test").Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("the first Edit after loading shows a Dre booking's producer, not the list's first name", async ({
  page,
}) => {
  await logIn(page);
  // A fresh page: the producer list has not been fetched before this first Edit.
  await bookThenOpen(page, "Bookings", session("Dora Dre", friday(9), "14:00", 2, "Dre"));
  await card(page, "Dora Dre").getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Booking" });
  await expect(dialog.getByLabel("Engineer")).toHaveValue("Dre");
  await expect(dialog.getByLabel("Engineer").locator("option:checked")).toHaveText("Dre");
  // Unchanged, the dismiss button reads Close; edited, Discard changes; never Cancel.
  await expect(dialog.getByRole("button", { name: "Close", exact: true }).last()).toBeVisible();
  await dialog.getByLabel("Phone").fill("07700900001");
  await expect(dialog.getByRole("button", { name: "Discard changes" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toHaveCount(0);
});

for (const { name, size } of VIEWPORTS) {
  test(`cancel asks first, keeps the reason, offers Undo, and the View dialog tells the history (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await logIn(page);
    const who = name === "desktop" ? "Undo Desktop" : "Undo Phone";
    const night = name === "desktop" ? saturday(9) : sunday(9);
    await bookThenOpen(page, "Bookings", session(who, night, "15:00", 2));
    const booking = card(page, who);

    // The dialog can be backed out of: nothing happens.
    await (await bookingAction(page, who, "Cancel")).click();
    const confirm = page.getByRole("dialog", { name: "Cancel this booking?" });
    await expect(confirm).toContainText(who);
    await confirm.getByRole("button", { name: "Keep booking" }).click();
    await closeBookingDetails(page);
    await expect(booking).toContainText("Confirmed");

    await cancelFromCard(page, who, "Artist unwell");
    await expectToast(page, "Booking cancelled");
    await noHorizontalScroll(page);
    await toast(page, "Booking cancelled").getByRole("button", { name: "Undo" }).click();
    await expectToast(page, "Booking restored successfully");
    await expect(booking).toContainText("Confirmed");

    await cancelFromCard(page, who, "Artist unwell again");
    await showView(page, "Cancelled");
    await expect(booking).toContainText("Cancel reason: Artist unwell again");
    await openTab(page, "Archive");
    await expect(card(page, who)).toContainText("Cancel reason: Artist unwell again");

    await openTab(page, "Bookings");
    await showView(page, "Cancelled");
    await card(page, who).getByRole("button", { name: "View" }).click();
    const details = page.getByRole("dialog", { name: "Booking Details" });
    const history = details.getByTestId("booking-history");
    await expect(history.getByRole("listitem")).toHaveCount(4);
    await expect(history.getByRole("listitem").nth(0)).toContainText("Created");
    await expect(history.getByRole("listitem").nth(1)).toContainText("Cancelled");
    await expect(history.getByRole("listitem").nth(1)).toContainText("Reason: Artist unwell");
    await expect(history.getByRole("listitem").nth(2)).toContainText("Restored");
    await expect(history).toContainText(/Owner \(password\), Chrome on \w+/);
    await expect(history).not.toContainText(/session [0-9a-f]{8}/);
    await noHorizontalScroll(page);
  });
}

test("the work list: Upcoming by real start, views, search, producer and date filters, customer history", async ({
  page,
}) => {
  await logIn(page);
  const night = friday(10);
  const dayAfter = nextDay(night);
  // Made in this order; the list reads them by when they happen. Marcus is away on saturday(11),
  // which is the day after on a Friday's run: Dre takes that one.
  await bookThenOpen(
    page,
    "Bookings",
    session("Late Owl", night, "01:00", 2, "Marcus"),
    session("Early Bird", night, "13:00", 2, "Marcus"),
    session("Early Bird", dayAfter, "13:00", 2, "Dre"),
  );
  await page.getByLabel("From night").fill(night);
  await page.getByLabel("To night").fill(dayAfter);
  const names = page.getByTestId("booking-card").getByRole("heading");
  await expect(names).toHaveText(["Early Bird", "Late Owl", "Early Bird"]);
  // The after-midnight session reads its real day, Saturday, with its end time.
  await expect(page.getByTestId("booking-card").nth(1).getByTestId("session-range")).toHaveText(
    /^Sat \d+ \w{3}( \d{4})?, 1:00 AM – 3:00 AM \(Friday night\)$/,
  );
  await expect(page.getByTestId("booking-card").nth(2).getByTestId("customer-history")).toHaveText(
    "· 2nd booking",
  );

  await page.getByLabel("Producer").selectOption("Dre");
  await expect(names).toHaveText(["Early Bird"]);
  await page.getByLabel("Producer").selectOption("");
  await page.getByLabel("Search").fill("owl");
  await expect(names).toHaveText(["Late Owl"]);
  await page.getByLabel("Search").fill("");
  await showView(page, "Past");
  await expect(page.getByText("No bookings match")).toBeVisible();
  await showView(page, "All");
  await expect(names).toHaveCount(3);
});

test("exports the current view as CSV (UTF-8 with BOM) and prints a night's sheet", async ({ page }) => {
  await logIn(page);
  const night = sunday(10);
  await bookThenOpen(page, "Bookings", session("Chloe Zoë Comma, Jr", night, "18:00", 3));
  await page.getByLabel("From night").fill(night);
  await page.getByLabel("To night").fill(night);
  await expect(page.getByTestId("booking-card")).toHaveCount(1);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const bytes = readFileSync(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString("utf8").slice(1).trimEnd().split("\r\n");
  expect(lines).toHaveLength(2);
  const parse = (line: string) =>
    [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"'));
  const header = parse(lines[0]!);
  const row = Object.fromEntries(parse(lines[1]!).map((value, i) => [header[i], value]));
  expect(row).toMatchObject({
    Night: night,
    "First name": "Chloe",
    "Last name": "Zoë Comma, Jr",
    Engineer: "Dre",
    "Duration (hours)": "3",
    "Cost (GBP)": "100.00",
    Status: "confirmed",
  });

  await page.getByRole("button", { name: "Print a night" }).click();
  const sheet = page.getByRole("dialog", { name: "Night sheet" });
  await sheet.getByLabel("Night").fill(night);
  await expect(sheet.getByTestId("night-sheet")).toContainText("Chloe Zoë Comma, Jr");
  await expect(sheet.getByTestId("night-sheet")).toContainText("6:00 PM – 9:00 PM");
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("#root")).toBeHidden();
  await expect(sheet.getByTestId("night-sheet")).toBeVisible();
  await expect(sheet.getByRole("button", { name: "Print" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
});
