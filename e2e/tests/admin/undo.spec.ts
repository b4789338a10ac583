/**
 * A staff change's e-mails wait out the undo window: Undo inside it e-mails nobody; a change left
 * alone reaches the customer and the staff once. The server writes each mail it sends to
 * DATA_DIR/outbox (no SMTP_URL), so those files are what was sent. Owns sunday(6).
 */
import { expect, type Page, test } from "@playwright/test";
import { sunday } from "../../support/dates";
import { mailsMentioning } from "../../support/outbox";
import { STAFF_UNDO_SECONDS } from "../../support/server";
import { cancelFromCard, card, createBooking, expectToast, logIn, openTab, toast } from "./helpers";

test.describe.configure({ timeout: 150_000 });

const date = sunday(6);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The To: header of every mail sent that mentions `email`. */
const mailsAbout = (email: string): string[] =>
  mailsMentioning(email).map((raw) => /^To: (.*)$/m.exec(raw)?.[1] ?? "");

/** The e-mail a booking below is made with, by its first name. */
const emailOf = (firstName: string) => `${firstName.toLowerCase()}@example.com`;

/** Bookings made by staff (first name, start) whose receipts and notices have gone, shown on the
 * Bookings tab. */
async function toldBookings(page: Page, lastName: string, ...people: [string, string][]) {
  for (const [firstName, startTime] of people) {
    await createBooking(page.request, { firstName, lastName, date, startTime, duration: 2 });
  }
  for (const [firstName] of people) {
    await expect.poll(() => mailsAbout(emailOf(firstName)).length, { timeout: 15_000 }).toBe(2);
  }
  await page.reload();
  await openTab(page, "Bookings");
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.beforeEach(async ({ page }) => logIn(page));

    // One test for both cases, so the window is waited out once: the cancel left alone is made
    // after the undone one, so by the time its mails have gone the undone cancel's window is over.
    test("a cancel undone inside the window e-mails nobody; one left alone reaches the customer and the staff once each", async ({
      page,
    }) => {
      const inside = `Inside${width}`;
      const outside = `Outside${width}`;
      await toldBookings(
        page,
        "Undo",
        [inside, width === 390 ? "12:00" : "14:00"],
        [outside, width === 390 ? "16:00" : "18:00"],
      );

      await cancelFromCard(page, `${inside} Undo`);
      await expect(toast(page, "Booking cancelled")).toContainText("Nobody is e-mailed if you undo now");
      await toast(page, "Booking cancelled").getByRole("button", { name: "Undo" }).click();
      await expectToast(page, "Booking restored successfully", "The cancel was undone");
      await expect(card(page, `${inside} Undo`)).toContainText("Confirmed");

      await cancelFromCard(page, `${outside} Undo`);
      await expectToast(page, "Booking cancelled");
      await expect
        .poll(() => mailsAbout(emailOf(outside)).length, { timeout: (STAFF_UNDO_SECONDS + 10) * 1000 })
        .toBe(4);
      await sleep(2000);
      const to = mailsAbout(emailOf(outside));
      expect(to).toHaveLength(4);
      expect(to.filter((line) => line.includes(emailOf(outside)))).toHaveLength(2); // receipt, then the cancel
      expect(mailsAbout(emailOf(inside))).toHaveLength(2); // the receipt and the notice of the booking only
    });
  });
}

test("cancel can leave the customer out: only the staff are told", async ({ page }) => {
  await logIn(page);
  await toldBookings(page, "Cancel", ["Quiet", "20:00"]);
  const email = emailOf("Quiet");
  await card(page, "Quiet Cancel").getByRole("button", { name: "Cancel" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
  await dialog.getByLabel("Don't e-mail the customer").check();
  await dialog.getByRole("button", { name: "Cancel booking" }).click();
  await expectToast(page, "Booking cancelled");
  await expect.poll(() => mailsAbout(email).length, { timeout: (STAFF_UNDO_SECONDS + 10) * 1000 }).toBe(3);
  await sleep(2000);
  expect(mailsAbout(email).filter((line) => line.includes(email))).toHaveLength(1); // the receipt only
});
