/**
 * No serious or critical axe violation in the dashboard's dialogs, alerts and toasts,
 * in the light and the dark scheme. Owns sunday(12) 21:00 and 23:00 (and a closure of that night,
 * reopened at the end).
 */
import { expect, type Page, test } from "@playwright/test";
import { sunday } from "../../support/dates";
import { COLOR_SCHEMES, seriousViolations } from "./axe";
import {
  card,
  closeStudio,
  createBooking,
  expectToast,
  createOnClosedNight,
  logIn,
  logInWithPassword,
  openTab,
  toast,
} from "./helpers";

test.describe.configure({ timeout: 300_000 });

/** The page as it stands, with `what` open: no serious or critical violation. */
async function expectClean(page: Page, what: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page), what).toEqual([]);
}

/** A toast stays while the pointer rests on it (Mantine pauses its timer), long enough for axe. */
async function expectCleanToast(page: Page, title: string): Promise<void> {
  await toast(page, title).hover();
  await expectClean(page, `toast '${title}'`);
}

for (const colorScheme of COLOR_SCHEMES) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test(`dialogs, alerts and toasts have no serious or critical axe violation (${colorScheme})`, async ({
      page,
    }) => {
      const who = colorScheme === "light" ? "Light" : "Dark";
      const night = sunday(12);
      await checkGateToasts(page);
      await createBooking(page.request, {
        firstName: who,
        lastName: "Dialogs",
        date: night,
        startTime: colorScheme === "light" ? "21:00" : "23:00",
        duration: 2,
      });
      await page.reload();
      await page.getByLabel("Search").fill(`${who} Dialogs`);
      await checkCardDialogs(page, who);
      await checkCancelAndNightSheet(page, who);
      await checkClosureDialogs(page, { who, night, reason: `Axe ${colorScheme}` });
      await checkEraseDialog(page, who);
    });
  });
}

/** An error toast on the gate, then the welcome one. */
async function checkGateToasts(page: Page): Promise<void> {
  await page.goto("/admin");
  await page.getByPlaceholder("Enter admin password").fill("not-the-password");
  await page.getByRole("button", { name: "Access Dashboard" }).click();
  await expectToast(page, "Access denied");
  await expectCleanToast(page, "Access denied");
  await logInWithPassword(page);
  await expectCleanToast(page, "Access granted!");
}

/** The View dialog, then the Edit dialog with a field in error (red text on the dialog's surface). */
async function checkCardDialogs(page: Page, who: string): Promise<void> {
  const booking = card(page, `${who} Dialogs`);
  await booking.getByRole("button", { name: "View" }).click();
  const details = page.getByRole("dialog", { name: "Booking Details" });
  await expect(details).toContainText(`${who} Dialogs`);
  await expectClean(page, "View dialog");
  await details.getByRole("button", { name: "Close", exact: true }).click();
  await expect(details).toHaveCount(0);

  await booking.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Booking" });
  await edit.getByLabel("First Name").fill("");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit.getByLabel("First Name")).toHaveAttribute("aria-invalid", "true");
  await expectClean(page, "Edit dialog with an error");
  await edit.getByRole("button", { name: "Discard changes" }).click();
  await expect(edit).toHaveCount(0);
}

/** The cancel confirmation and its toast (then Undo), and the night sheet. */
async function checkCancelAndNightSheet(page: Page, who: string): Promise<void> {
  await card(page, `${who} Dialogs`).getByRole("button", { name: "Cancel" }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel this booking?" });
  await cancel.getByLabel("Reason").fill("Checking the dialogs");
  await cancel.getByLabel("E-mail it to the customer too").check();
  await expectClean(page, "cancel confirmation");
  await cancel.getByRole("button", { name: "Cancel booking" }).click();
  await expectToast(page, "Booking cancelled");
  await expectCleanToast(page, "Booking cancelled");
  await toast(page, "Booking cancelled").getByRole("button", { name: "Undo" }).click();
  await expectToast(page, "Booking restored successfully");

  await page.getByRole("button", { name: "Print a night" }).click();
  await expectClean(page, "night sheet");
  await page
    .getByRole("dialog", { name: "Night sheet" })
    .getByRole("button", { name: "Close dialog" })
    .click();
}

/** A closure over the booking: the alert that lists it, then Create's override dialog; reopened after. */
async function checkClosureDialogs(
  page: Page,
  { who, night, reason }: { who: string; night: string; reason: string },
): Promise<void> {
  await openTab(page, "Calendar");
  await closeStudio(page, { night, reason });
  await expect(page.getByTestId("closure-affected")).toContainText(`${who} Dialogs`);
  await expectClean(page, "closure alert and toast");

  const override = await createOnClosedNight(page, {
    firstName: who,
    lastName: "Override",
    date: night,
    startTime: "16:00",
    duration: 2,
    engineer: "Marcus",
  });
  await expect(override).toBeVisible();
  await expectClean(page, "override dialog");
  await override.getByRole("button", { name: "Go back" }).click();

  await openTab(page, "Calendar");
  await page
    .getByTestId("diary-list")
    .getByRole("listitem")
    .filter({ hasText: reason })
    .getByRole("button", { name: "Reopen" })
    .click();
  await expect(page.getByTestId("diary-list")).not.toContainText(reason);
}

/** The Privacy tab's erase confirmation, left with Cancel. */
async function checkEraseDialog(page: Page, who: string): Promise<void> {
  await openTab(page, "Privacy");
  await page.getByLabel("Customer's e-mail or phone").fill(`${who.toLowerCase()}@example.com`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("button", { name: "Erase customer" }).click();
  const erase = page.getByRole("dialog", { name: "Erase this customer?" });
  await expect(erase).toBeVisible();
  await expectClean(page, "erase confirmation");
  await erase.getByRole("button", { name: "Cancel" }).click();
  await expect(erase).toHaveCount(0);
}

test("the dashboard lines up with the header, on a desktop and at 390 px", async ({ page }) => {
  await logIn(page);
  for (const size of [
    { width: 1280, height: 900 },
    { width: 1600, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    const logo = (await page.getByRole("banner").getByRole("link").first().boundingBox())!;
    const title = (await page.getByRole("heading", { name: "Admin Dashboard", level: 1 }).boundingBox())!;
    const tabs = (await page.getByRole("tablist").boundingBox())!;
    expect(Math.abs(title.x - logo.x), `left edge at ${size.width} px`).toBeLessThan(1);
    // The header's content ends where the dashboard's does: the same width and padding.
    const headerEnd = await page.getByRole("banner").evaluate((banner) => {
      const inner = banner.firstElementChild as HTMLElement;
      return inner.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(inner).paddingRight);
    });
    expect(Math.abs(tabs.x + tabs.width - headerEnd), `right edge at ${size.width} px`).toBeLessThan(1);
  }
});
