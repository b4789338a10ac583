import { expect, test } from "@playwright/test";
import { card, expectToast, logIn, openTab, tab, tabCount } from "./helpers";

// Logging in (scrypt) can take a while on a busy two-core machine.
test.describe.configure({ timeout: 150_000 });

test("a message goes unread -> read -> replied", async ({ page, request }) => {
  // Sent as a visitor would, long after the form appeared (the contact form's bot trap).
  const sent = await request.post("/api/contact", {
    data: {
      firstName: "Billie",
      lastName: "Holiday",
      email: "billie@example.com",
      phone: "07700900321",
      subject: "equipment",
      message: "Do you have a ribbon microphone for vocals?",
      website: "",
      startedAt: Date.now() - 60_000,
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  await logIn(page);
  const unreadBefore = await tabCount(page, "Messages");
  await openTab(page, "Messages");
  const message = card(page, "Billie Holiday");
  const badge = (status: string) => message.getByText(status, { exact: true });
  await expect(badge("Unread")).toBeVisible();
  await expect(message).toContainText("billie@example.com");
  await expect(message).toContainText("07700900321");
  await expect(message).toContainText("Equipment");
  await expect(message).toContainText("Do you have a ribbon microphone for vocals?");
  await expect(message).toContainText(/Received: \w{3} \d{1,2} \w{3}( \d{4})?, \d{1,2}:\d{2} (AM|PM)/);

  await message.getByRole("button", { name: "Mark Read" }).click();
  await expectToast(page, "Message updated successfully");
  await expect(badge("Read")).toBeVisible();
  await expect(message.getByRole("button", { name: "Mark Read" })).toHaveCount(0);
  await expect(tab(page, "Messages")).toHaveText(`Messages (${unreadBefore - 1})`);

  await message.getByRole("button", { name: "Mark Replied" }).click();
  await expectToast(page, "Message updated successfully");
  await expect(badge("Replied")).toBeVisible();
  // A replied message moves no further, but can still be put under Spam by hand.
  await expect(message.getByRole("button")).toHaveText(["Mark as spam"]);
});

test("a message the bot traps caught waits under Spam, uncounted, until 'Not spam' moves it to the inbox", async ({
  page,
  request,
}) => {
  // Sent in no time at all: the fill-time trap quarantines it, and the sender is told it was sent.
  const sent = await request.post("/api/contact", {
    data: {
      firstName: "Nina",
      lastName: "Simone",
      email: "nina@example.com",
      subject: "booking",
      message: "Is a Saturday night session free next month?",
      website: "",
      startedAt: Date.now(),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await logIn(page);
  const unreadBefore = await tabCount(page, "Messages");
  await openTab(page, "Messages");
  const message = card(page, "Nina Simone");
  await expect(page.getByRole("button", { name: "Inbox", pressed: true })).toBeVisible();
  await expect(message).toHaveCount(0);

  await page.getByRole("button", { name: "Spam", exact: true, pressed: false }).click();
  await expect(message.getByText("Spam", { exact: true })).toBeVisible();
  await expect(message).toContainText("Is a Saturday night session free next month?");
  await expect(message.getByRole("button", { name: "Mark Read" })).toHaveCount(0);
  await message.getByRole("button", { name: "Not spam" }).click();
  await expectToast(page, "Message updated successfully");
  await expect(message).toHaveCount(0);

  await page.getByRole("button", { name: "Inbox" }).click();
  await expect(message.getByText("Unread", { exact: true })).toBeVisible();
  await expect(message.getByRole("button", { name: "Mark Read" })).toBeVisible();
  await expect(tab(page, "Messages")).toHaveText(`Messages (${unreadBefore + 1})`);
});
