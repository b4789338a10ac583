/** Messages: Reply opens the staff's mail program with 'Re: {subject}'; Mark as spam moves one to Spam. */
import { expect, test } from "@playwright/test";
import { card, expectToast, logIn, openTab } from "./helpers";

test.describe.configure({ timeout: 150_000 });

for (const width of [390, 1280]) {
  test(`at ${width} px a message can be replied to and marked as spam`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const sent = await request.post("/api/contact", {
      data: {
        firstName: "Etta",
        lastName: `James${width}`,
        email: `etta${width}@example.com`,
        subject: "equipment",
        message: "Which preamps do you have?",
        website: "",
        startedAt: Date.now() - 60_000,
      },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    await logIn(page);
    await openTab(page, "Messages");
    const message = card(page, `Etta James${width}`);
    await expect(message.getByRole("link", { name: "Reply" })).toHaveAttribute(
      "href",
      `mailto:etta${width}%40example.com?subject=Re%3A%20Equipment`,
    );
    await message.getByRole("button", { name: "Mark as spam" }).click();
    await expectToast(page, "Message updated successfully");
    await expect(message).toHaveCount(0);
    await page.getByRole("button", { name: "Spam", exact: true, pressed: false }).click();
    await expect(message.getByText("Spam", { exact: true })).toBeVisible();
  });
}
