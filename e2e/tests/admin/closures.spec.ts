/** Closures: the bookings inside are listed before saving, saving asks first, and the form empties. Owns sunday(7) and saturday(6). */
import { expect, test } from "@playwright/test";
import { saturday, sunday } from "../../support/dates";
import { createBooking, expectToast, logIn, openTab } from "./helpers";

// Logging in (scrypt) and a fresh server can take a while on a busy two-core machine.
test.describe.configure({ timeout: 150_000 });

for (const { width, night } of [
  { width: 1280, night: sunday(7) },
  { width: 390, night: saturday(6) },
]) {
  test(`at ${width} px a closure lists what is booked inside before it is saved, asks, then empties`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await logIn(page);
    await createBooking(page.request, {
      firstName: "Booked",
      lastName: `Inside${width}`,
      date: night,
      startTime: "14:00",
      duration: 2,
    });
    await page.reload();
    await openTab(page, "Calendar");
    const form = page.getByRole("form", { name: "Close the studio" });
    await form.getByLabel("Closed from night").fill(night);
    await expect(page.getByTestId("closure-inside")).toContainText(`Booked Inside${width}`);
    await form.getByLabel("Reason (staff)").fill("Roof repair");
    await form.getByLabel("Public text").fill("Closed for repairs");
    await form.getByRole("button", { name: "Close studio" }).click();

    const ask = page.getByRole("dialog", { name: "Close the studio?" });
    await expect(ask.getByTestId("closure-confirm-inside")).toHaveText(
      "1 session is booked inside it; it stays booked until you move or cancel it.",
    );
    await ask.getByRole("button", { name: "Close the studio" }).click();
    await expectToast(page, "Studio closed");
    for (const label of ["Closed from night", "Closed to night", "Reason (staff)", "Public text"]) {
      await expect(form.getByLabel(label)).toHaveValue("");
    }
    await expect(page.getByTestId("closure-inside")).toHaveCount(0);
  });
}
