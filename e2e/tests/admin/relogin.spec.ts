/** A lapsed session keeps the work: a 401 opens a re-login dialog over the page, then the call is retried. */
import { expect, test } from "@playwright/test";
import { sunday } from "../../support/dates";
import { ADMIN_PASSWORD } from "../../support/server";
import { availability, logIn, openTab, tab } from "./helpers";

// Logging in (scrypt) and a fresh server can take a while on a busy two-core machine.
test.describe.configure({ timeout: 150_000 });

for (const width of [390, 1280]) {
  test(`at ${width} px a half-filled Create form survives logging in again`, async ({ page, context }) => {
    await page.setViewportSize({ width, height: 900 });
    await logIn(page);
    await openTab(page, "Create");
    await page.getByLabel("First Name", { exact: true }).fill("Lapsed");
    await page.getByLabel("Last Name", { exact: true }).fill(`Session${width}`);
    await page.getByLabel("Email", { exact: true }).fill("lapsed@example.com");

    await context.clearCookies(); // the session lapses while the form is half filled
    await page.getByLabel("Date", { exact: true }).fill(sunday(13));
    await page.getByLabel("Start Time", { exact: true }).fill(width === 390 ? "13:00" : "17:00");

    const dialog = page.getByRole("dialog", { name: "Your session has ended" });
    await expect(dialog).toBeVisible();
    // Someone who signs in with a passkey is offered it here too.
    await expect(dialog.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
    await dialog.getByRole("textbox", { name: "Password" }).fill("not the password");
    await dialog.getByRole("button", { name: "Log in again" }).click();
    await expect(dialog.getByText("Incorrect password")).toBeVisible(); // under the field
    await dialog.getByRole("textbox", { name: "Password" }).fill(ADMIN_PASSWORD);
    await dialog.getByRole("button", { name: "Log in again" }).click();
    await expect(dialog).toHaveCount(0, { timeout: 30_000 });

    // The check that met the lapse was made again; nothing typed was lost.
    await expect(availability(page)).toContainText("✓ This time slot is available!");
    await expect(page.getByLabel("First Name", { exact: true })).toHaveValue("Lapsed");
    await expect(page.getByLabel("Last Name", { exact: true })).toHaveValue(`Session${width}`);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("lapsed@example.com");
    await expect(tab(page, "Create")).toHaveAttribute("aria-selected", "true");
  });
}

test("a wrong password on the login card is said under the field until typing again", async ({ page }) => {
  await page.goto("/admin");
  await page.getByPlaceholder("Enter admin password").fill("wrong password");
  await page.getByRole("button", { name: "Access Dashboard" }).click();
  const error = page.locator(".mantine-PasswordInput-error");
  await expect(error).toHaveText("Incorrect password", { timeout: 30_000 });
  await expect(page.getByPlaceholder("Enter admin password")).toHaveValue("");
  // Typing again clears the refusal.
  await page.getByPlaceholder("Enter admin password").fill("a");
  await expect(error).toHaveCount(0);
});
