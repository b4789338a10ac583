import { expect, test } from "@playwright/test";
import { adminGet } from "./helpers";

test("sends a message: toast, reset form, and the admin API lists it", async ({ page, request }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { name: "Get In Touch", level: 1 })).toBeVisible();
  const text = `Do you have space for a live drum session? ${Date.now()}`;
  await page.getByLabel("First Name").fill("Grace");
  await page.getByLabel("Last Name").fill("Hopper");
  await page.getByLabel("Email").fill("grace.hopper@example.com");
  await page.getByLabel("Phone").fill("07700900456");
  await page.getByLabel("Subject").selectOption("equipment");
  await page.getByRole("textbox", { name: /^Message/ }).fill(text);
  // A person takes a moment to write; the server ignores forms sent faster than a second and a half.
  await page.waitForTimeout(1600);
  await page.getByRole("button", { name: "Send Message" }).click();

  const toast = page.getByRole("alert").filter({ hasText: "Message Sent!" });
  await expect(toast).toContainText("Thank you for your message. We'll get back to you within 24 hours.");
  await expect(page.getByLabel("First Name")).toHaveValue("");
  await expect(page.getByRole("textbox", { name: /^Message/ })).toHaveValue("");
  await expect(page.getByLabel("Subject")).toHaveValue("");

  const messages = await adminGet<Array<Record<string, unknown>>>(request, "/api/admin/messages");
  expect(messages.find((message) => message.message === text)).toMatchObject({
    firstName: "Grace",
    lastName: "Hopper",
    email: "grace.hopper@example.com",
    phone: "07700900456",
    subject: "equipment",
    status: "unread",
  });
});

test("what a visitor types before the app has taken the page over is sent, and counts the time they read", async ({
  page,
  request,
}) => {
  await page.goto("/contact");
  // The visitor reads for a while: the page runs no app code until they reach for it.
  await page.waitForTimeout(1600);
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  // Then fills the form in at once (the first focus starts the app) and sends it straight away:
  // the bot trap counts from when the form showed, not from when the app took it over.
  const text = `Typed before the app took the page over ${Date.now()}`;
  await page.getByLabel("First Name").fill("Ada");
  await page.getByLabel("Last Name").fill("Lovelace");
  await page.getByLabel("Email").fill("ada.lovelace@example.com");
  await page.getByLabel("Subject").selectOption("collaboration");
  await page.getByRole("textbox", { name: /^Message/ }).fill(text);
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByRole("alert").filter({ hasText: "Message Sent!" })).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
  const messages = await adminGet<Array<Record<string, unknown>>>(request, "/api/admin/messages");
  expect(messages.find((message) => message.message === text)).toMatchObject({
    firstName: "Ada",
    lastName: "Lovelace",
    subject: "collaboration",
    status: "unread",
  });
});

test("shows the schema's messages for a bad e-mail and a short message", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel("First Name").fill("Grace");
  await page.getByLabel("Last Name").fill("Hopper");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Subject").selectOption("pricing");
  await page.getByRole("textbox", { name: /^Message/ }).fill("Too short");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Invalid email address", { exact: true })).toBeVisible();
  await expect(page.getByText("Message must be at least 10 characters", { exact: true })).toBeVisible();
  await expect(page.getByLabel("First Name")).toHaveValue("Grace");
});

test("a message the server never receives shows 'Message Failed' and keeps the form", async ({ page }) => {
  await page.goto("/contact");
  // The network drops the request: the page must say so rather than pretend.
  await page.route("**/trpc/contact.send**", (route) => route.abort("connectionreset"));
  await page.getByLabel("First Name").fill("Grace");
  await page.getByLabel("Last Name").fill("Hopper");
  await page.getByLabel("Email").fill("grace.hopper@example.com");
  await page.getByLabel("Subject").selectOption("other");
  await page.getByRole("textbox", { name: /^Message/ }).fill("Please call me back about a session.");
  await page.getByRole("button", { name: "Send Message" }).click();
  const toast = page.getByRole("alert").filter({ hasText: "Message Failed" });
  await expect(toast).toContainText("Failed to send message. Please try again.");
  await expect(page.getByLabel("First Name")).toHaveValue("Grace");
  expect(new URL(page.url()).search).toBe(""); // never sent the browser's old way, typed text in the address
});

test("side cards, studio hours and 'Follow Us' links that open in a new tab", async ({ page }) => {
  await page.goto("/contact");
  const main = page.getByRole("main");
  await expect(main).toContainText("+44 7700 900123");
  await expect(main).toContainText("bookings@leytonsound.studio");
  await expect(main).toContainText("E10 6AE");
  await expect(main).toContainText("Monday-Wednesday");
  await expect(main).toContainText("Closed");
  await expect(main).toContainText("Enquiry Only");
  await expect(main).toContainText("Friday/Saturday/Sunday");
  await expect(main).toContainText("12PM - 6AM");
  for (const name of [/TikTok/, /Instagram/]) {
    const link = main.getByRole("link", { name });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  // The honeypot exists but is out of reach of people and assistive technology.
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).not.toBeInViewport();
});
