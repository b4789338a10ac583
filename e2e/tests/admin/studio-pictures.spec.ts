// The Studio tab's pictures, from the dashboard only and with no restart: the owner adds a
// producer of their own (Zara) and uploads her photo with its alt text (1280 px); a visitor on a
// phone then sees it on /producer/zara, with its alt text (changed once without a new upload),
// served from the uploaded pictures; the
// Pictures section fits a phone too (390 px). Zara is retired at the end. Books no night.
import { expect, test } from "@playwright/test";
import { expectToast, logIn, openTab, toast } from "./helpers";

/** A small red JPEG (48 x 48), as a phone's photo would arrive. */
const PHOTO = Buffer.from(
  "/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAwADADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAUG/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AlgJzTgAAAAAAAAAAAAAAAP/Z",
  "base64",
);
const ALT = "Zara at the console, headphones on";
const NEW_ALT = "Zara at the console, singing a take";

test("the owner uploads a producer's photo with alt text; the public page shows it at once", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page);
  await openTab(page, "Studio");
  const add = page.getByRole("form", { name: "Add a producer" });
  await add.getByLabel("Name").fill("Zara");
  await add.getByLabel("Title").fill("Vocal producer");
  await add.getByLabel("Bio").fill("Zara produces vocals for R&B and soul sessions.");
  await add.getByRole("button", { name: "Add producer" }).click();
  await expectToast(page, "Producer added");

  const photo = page.getByRole("form", { name: "Photo of Zara" });
  // Refused before sending: no alt text.
  await photo
    .getByLabel(/^Picture/)
    .setInputFiles({ name: "zara.jpg", mimeType: "image/jpeg", buffer: PHOTO });
  await photo.getByRole("button", { name: "Upload Zara's photo" }).click();
  await expect(photo.getByText(/^Alt text is required/)).toBeVisible();
  await photo.getByLabel("Alt text (what the photo shows)").fill(ALT);
  await photo.getByRole("button", { name: "Upload Zara's photo" }).click();
  // The picture worker's process starts on its first picture (slower on a busy machine).
  await expect(toast(page, "Zara's photo saved")).toBeVisible({ timeout: 30_000 });
  const card = page.getByTestId("studio-photo").filter({ hasText: "Zara" });
  await expect(card.getByRole("img", { name: ALT })).toHaveAttribute(
    "src",
    /^\/pictures\/[0-9a-f]{16}\.jpg$/,
  );

  // Its alt text changes without uploading it again.
  const altForm = page.getByRole("form", { name: "Alt text of Zara's photo" });
  await expect(altForm.getByLabel("Alt text of the current photo")).toHaveValue(ALT);
  await altForm.getByLabel("Alt text of the current photo").fill(NEW_ALT);
  await altForm.getByRole("button", { name: "Save Zara's alt text" }).click();
  await expectToast(page, "Zara's alt text saved");
  await expect(card.getByRole("img", { name: NEW_ALT })).toHaveAttribute(
    "src",
    /^\/pictures\/[0-9a-f]{16}\.jpg$/,
  );

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await expect(async () => {
    await phone.goto("/producer/zara");
    await expect(phone.getByRole("img", { name: NEW_ALT })).toHaveAttribute("src", /^\/pictures\//, {
      timeout: 500,
    });
  }).toPass({ timeout: 10_000 });
  // It loads (the original or one of its AVIF/WebP copies).
  const loaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;
  await expect.poll(() => phone.getByRole("img", { name: NEW_ALT }).evaluate(loaded)).toBe(true);
  await phone.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("form", { name: "Photo of Zara" })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  // Zara leaves the public pages again, so the specs after this one see the studio's own three.
  await page.getByRole("button", { name: "Retire Zara" }).click();
  await expectToast(page, "Producer saved");
});
