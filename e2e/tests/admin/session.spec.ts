import { expect, test } from "@playwright/test";
import { ADMIN_PASSWORD } from "../../support/server";
import { expectToast, logIn, openTab, tab, trpcCall } from "./helpers";

// Logging in (scrypt) can take a while on a busy two-core machine.
test.describe.configure({ timeout: 150_000 });

test("shows a full-page loading state while the session is probed, then the password gate", async ({
  page,
}) => {
  // Hold the probe (admin.bookings.list) long enough to see the loading state.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(trpcCall("admin.bookings.list"), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/admin");
  await expect(page.getByText("Checking your session...")).toBeVisible();
  await expect(page.getByText("Admin Access")).toHaveCount(0);
  release();

  await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
  await expect(page.getByText("Enter password to access the admin dashboard")).toBeVisible();
  await expect(page.getByPlaceholder("Enter admin password")).toHaveAttribute("type", "password");
  await expect(page.getByRole("button", { name: "Access Dashboard" })).toBeVisible();
  // No toast for a first visit without a session.
  await expect(page.getByText("Session expired")).toHaveCount(0);
});

test("refuses a wrong password and clears it, then lets the right one in", async ({ page }) => {
  await page.goto("/admin");
  const password = page.getByPlaceholder("Enter admin password");

  await password.fill("not-the-password");
  await page.getByRole("button", { name: "Access Dashboard" }).click();
  await expectToast(page, "Access denied", "Incorrect password");
  await expect(password).toHaveValue("");
  await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();

  // 'Authenticating...' while the server checks the password.
  await page.route(trpcCall("admin.login"), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await password.fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Access Dashboard" }).click();
  await expect(page.getByRole("button", { name: "Authenticating..." })).toBeDisabled();
  await expectToast(page, "Access granted!");

  await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByText("Manage bookings and messages")).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(tab(page, "Bookings")).toHaveText(/^Bookings \(\d+\)$/);
  await expect(tab(page, "Create")).toHaveText("Create");
  await expect(tab(page, "Calendar")).toHaveText("Calendar");
  await expect(tab(page, "Insights")).toHaveText("Insights");
  await expect(tab(page, "Messages")).toHaveText(/^Messages \(\d+\)$/);
  await expect(tab(page, "Archive")).toHaveText(/^Archive \(\d+\)$/);
  // E-mail Management has a tab of its own, not a panel above every tab.
  await expect(tab(page, "E-mail")).toHaveText("E-mail");
  await expect(page.getByRole("region", { name: "Email Management" })).toHaveCount(0);

  // The session is a cookie: a reload goes straight to the dashboard.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
});

test("Logout returns to the gate with 'Logged out', and the session is gone", async ({ page }) => {
  await logIn(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expectToast(page, "Logged out");
  await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
  await expect(page.getByPlaceholder("Enter admin password")).toHaveValue("");

  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
});

test("a failing logout still logs out, with 'Session ended'", async ({ page }) => {
  await logIn(page);
  await page.route(trpcCall("admin.logout"), (route) => route.abort("failed"));
  await page.getByRole("button", { name: "Logout" }).click();
  await expectToast(page, "Session ended");
  await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
});

test("an expired session (cookie removed) asks to log in again; giving up brings back the gate", async ({
  page,
  context,
}) => {
  await logIn(page);
  // Let the dashboard's first loads finish (tab counts, mail queue, lazy tabs): one of them still
  // in flight when the cookie goes would bring the gate back before the click below.
  await expect(tab(page, "Archive")).toHaveText(/\(\d+\)$/);
  await page.waitForLoadState("networkidle");
  await context.clearCookies();
  // The next admin call is refused with 401: the re-login dialog opens over the dashboard; giving
  // up there is heard as 'admin-auth-expired'.
  await tab(page, "Insights").click();
  const dialog = page.getByRole("dialog", { name: "Your session has ended" });
  await dialog.getByRole("button", { name: "Log out" }).click();
  await expectToast(page, "Session expired", "Please log in again");
  await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
});

test("the Email Management panel lists the four recipients and sends both e-mails", async ({ page }) => {
  await logIn(page);
  await openTab(page, "E-mail");
  const panel = page.getByRole("region", { name: "Email Management" });
  await expect(
    panel.getByRole("list", { name: "Notification recipients" }).getByRole("listitem"),
  ).toHaveCount(4);
  await expect(panel).toContainText("bookings@leytonsound.studio");
  // The mail queue: with no SMTP server configured every mail is written out at once.
  await expect(async () => {
    await panel.getByRole("button", { name: "Refresh" }).click();
    await expect(panel).toContainText("Every e-mail has been delivered.", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  // 'Sending...' while the server sends.
  await page.route(trpcCall("admin.email.test"), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await panel.getByRole("button", { name: "Send Test Email" }).click();
  await expect(panel.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expectToast(page, "Test email sent!", "4 recipients");

  await panel.getByRole("button", { name: "Send Booking List" }).click();
  await expectToast(page, "Booking list sent!", /Summary of \d+ upcoming bookings/);
});

test("the e-mail buttons report a failure with the spec's texts", async ({ page }) => {
  await logIn(page);
  await openTab(page, "E-mail");
  const panel = page.getByRole("region", { name: "Email Management" });
  await page.route(trpcCall("admin.email"), (route) => route.abort("failed"));
  await panel.getByRole("button", { name: "Send Test Email" }).click();
  await expectToast(page, "Failed to send test email", "Please check your email configuration");
  await panel.getByRole("button", { name: "Send Booking List" }).click();
  await expectToast(
    page,
    "Failed to send booking list",
    "Please try again or check your email configuration",
  );
});
