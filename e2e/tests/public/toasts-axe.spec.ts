// The public toasts (contact success, booking failed) and the page under them: no serious or
// critical axe violation, the toast's close button named. At 390 and 1280 px.
import { expect, test } from "@playwright/test";
import { sunday } from "../../support/dates";
import {
  bookViaApi,
  chooseDuration,
  expectNoSeriousViolations,
  fillCustomer,
  pickDate,
  selectProducer,
  slot,
} from "./helpers";

test.describe.configure({ timeout: 120_000 });

for (const [index, viewport] of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
].entries()) {
  test(`the contact success toast passes axe, its close button named (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/contact");
    await page.getByLabel("First Name").fill("Grace");
    await page.getByLabel("Last Name").fill("Hopper");
    await page.getByLabel("Email").fill("grace.hopper@example.com");
    await page.getByLabel("Subject").selectOption("equipment");
    await page.getByRole("textbox", { name: /^Message/ }).fill(`A question about the U47, ${Date.now()}`);
    // A person takes a moment to write; the server ignores forms sent faster than a second and a half.
    await page.waitForTimeout(1600);
    await page.getByRole("button", { name: "Send Message" }).click();
    const toast = page.getByRole("alert").filter({ hasText: "Message Sent!" });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole("button", { name: "Close notification" })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test(`the booking failed toast passes axe, its close button named (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const date = sunday(2 + index);
    await page.goto("/booking");
    await expect(page.getByRole("heading", { name: "Session Details" })).toBeVisible({ timeout: 30_000 });
    await selectProducer(page, "Dre");
    await pickDate(page, date);
    await slot(page, "13:00").click();
    await chooseDuration(page, 2);
    await fillCustomer(page, {
      firstName: "Ada",
      lastName: "Axe",
      email: "ada.axe@example.com",
      phone: "07700900123",
    });
    // Someone else takes the slot while the form is filled in.
    await bookViaApi(request, { date, startTime: "13:00", duration: 2, totalCost: 7000 });
    await page.getByRole("button", { name: "Reserve Session" }).last().click();
    const toast = page.getByRole("alert").filter({ hasText: "Booking Failed" });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole("button", { name: "Close notification" })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
