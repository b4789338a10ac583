/**
 * The dashboard on a 390 px phone: nothing cut (the work list's views with their counts, a status
 * badge beside a long name), every target inside the dashboard at least 24 x 24 px and each screen's
 * main action at least 44 px tall. Owns Marcus's 20:00 on the Thursday of week 6 (form-truths has
 * its 14:00).
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { thursday } from "../../support/dates";
import { bookingDetails, bookThenOpen, card, logIn, openTab, session } from "./helpers";

test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 390, height: 844 } });

/** Texts inside `scope` cut by their box (an ellipsis) or running past the screen's right edge. */
function cutTexts(scope: Locator) {
  return scope.evaluate((root) => {
    const width = document.documentElement.clientWidth;
    const cut: string[] = [];
    for (const el of root.querySelectorAll<HTMLElement>("*")) {
      const text = el.textContent?.trim();
      if (!text || el.children.length > 0 || el.closest(".mantine-VisuallyHidden-root")) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0) continue;
      if (el.scrollWidth > el.clientWidth + 1 || box.right > width + 1) cut.push(text);
    }
    return cut;
  });
}

/** Targets inside `scope` smaller than 24 x 24 px ('name WxH'); visually hidden inputs are skipped. */
function smallTargets(scope: Locator) {
  return scope.evaluate((root) => {
    const small: string[] = [];
    const targets = root.querySelectorAll<HTMLElement>(
      "button, a[href], input:not([type=radio]), select, textarea:not([aria-hidden=true]), label:has(> input[type=radio])",
    );
    for (const el of targets) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === "hidden") continue;
      if (box.width < 24 || box.height < 24) {
        const name = el.getAttribute("aria-label") ?? el.textContent?.trim() ?? el.getAttribute("name");
        small.push(`${el.tagName} ${name} ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return small;
  });
}

const dashboard = (page: Page) => page.locator("main");

async function expectMainAction(button: Locator): Promise<void> {
  await expect(button).toBeVisible();
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
}

test("the work list's views and a booking's badges fit a phone; its targets are big enough", async ({
  page,
}) => {
  await logIn(page);
  const night = thursday(6);
  const name = "Bartholomew Featherstonehaugh-Worthington";
  await bookThenOpen(page, "Bookings", session(name, night, "20:00", 2, "Marcus"));
  const views = page.getByRole("radiogroup", { name: "Which bookings" });
  await expect(views.getByText(/^All \(\d+\)$/)).toBeVisible();
  expect(await cutTexts(views)).toEqual([]);

  await page.getByLabel("From night").fill(night);
  await page.getByLabel("To night").fill(night);
  const booking = card(page, name);
  await expect(booking.getByText("Confirmed", { exact: true })).toBeVisible();
  expect(await cutTexts(booking)).toEqual([]);
  expect(await smallTargets(dashboard(page))).toEqual([]);

  await booking.getByRole("button", { name: "View" }).click();
  const view = bookingDetails(page);
  await expect(view).toContainText(name);
  expect(await cutTexts(view)).toEqual([]);
  expect(await smallTargets(view)).toEqual([]);
});

test("Create and Holds: targets of at least 24 px, the main action 44 px tall", async ({ page }) => {
  await logIn(page);
  await openTab(page, "Create");
  await expectMainAction(page.getByRole("button", { name: "Create Booking" }));
  expect(await smallTargets(dashboard(page))).toEqual([]);

  await openTab(page, "Holds");
  await expectMainAction(page.getByRole("button", { name: "Place hold" }));
  expect(await smallTargets(dashboard(page))).toEqual([]);
});
