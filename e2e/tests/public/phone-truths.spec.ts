// What only a browser sees on the public pages, at 390 and 1280 px: a full night puts its waitlist
// offer where the grid is and keeps Reserve disabled; Reserve with nothing chosen shows the first
// error and moves focus to it; the phone's Reserve bar shows the whole session range; every target
// a finger taps is at least 24 x 24 px (44 high for the screen's main action); the manage page of a
// paid booking says it is paid.
import { expect, type Page, test } from "@playwright/test";
import { saturday, sunday } from "../../support/dates";
import { manageLinkFor } from "../../support/outbox";
import { ADMIN_PASSWORD } from "../../support/server";
import { scrollThrough } from "./helpers";

// Sunday 13 is night-truth's FULL night (filled again here when this spec runs alone); Saturday 13
// is read (a start chosen, none booked) and gets one paid booking at 16:00 (move's sessions sit at
// 13:00 and 20:00, dates' at 00:00).
const FULL = sunday(13);
const OPEN = saturday(13);
const PAID_EMAIL = "paid.in.full@example.com";

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  for (const [startTime, duration, totalCost] of [
    ["12:00", 10, 28000],
    ["22:00", 8, 24000],
  ] as const) {
    const made = await request.post("/api/bookings", {
      data: {
        ...{ firstName: "Full", lastName: "Night", email: "full.night@example.com", phone: "07700900777" },
        ...{ date: FULL, startTime, duration, engineer: "Dre", totalCost },
      },
    });
    // Already full when night-truth ran first.
    expect([201, 409]).toContain(made.status());
  }
  const paid = await request.post("/api/bookings", {
    data: {
      ...{ firstName: "Penny", lastName: "Paid", email: PAID_EMAIL, phone: "07700900778" },
      ...{ date: OPEN, startTime: "16:00", duration: 2, engineer: "Marcus", totalCost: 7000 },
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const { id } = await paid.json();
  expect((await request.post("/api/admin/login", { data: { password: ADMIN_PASSWORD } })).ok()).toBe(true);
  for (const [amountPence, method] of [
    [3000, "card"],
    [4000, "cash"],
  ] as const) {
    const taken = await request.post(`/api/admin/bookings/${id}/payments`, {
      data: { amountPence, method, sendReceipt: false },
    });
    expect(taken.status(), await taken.text()).toBe(201);
  }
  await request.post("/api/admin/logout", { data: {} });
});

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/** The Reserve button the visitor sees: the phone's bottom bar, or the form's own on wider screens. */
const reserve = (page: Page, width: number) =>
  width < 576
    ? page.getByTestId("reserve-bar").getByRole("button", { name: "Reserve Session" })
    : page.locator("#booking-form").getByRole("button", { name: "Reserve Session" }).last();

async function openForm(page: Page, search = "") {
  await page.goto(`/booking${search}`);
  await expect(page.locator("#booking-form")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel("First Name").first()).toBeVisible({ timeout: 30_000 });
}

/**
 * Visible tap targets under `root` smaller than 24 x 24 px. A link inside a sentence is excepted
 * (its height is the line's); a radio or checkbox counts with its label, which takes the tap too.
 */
async function smallTargets(page: Page, root = "body"): Promise<string[]> {
  return page.locator(root).evaluate((scope) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="radio"], [role="checkbox"], [role="tab"]';
    const small: string[] = [];
    for (const element of scope.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === "hidden") continue;
      const inSentence =
        getComputedStyle(element).display === "inline" &&
        (element.parentElement?.textContent ?? "").trim().length > (element.textContent ?? "").trim().length;
      if (inSentence) continue;
      const label = element.closest("label") ?? element.parentElement?.parentElement?.querySelector("label");
      const tapped =
        ["radio", "checkbox"].includes((element as HTMLInputElement).type) && label ? label : element;
      const area = tapped.getBoundingClientRect();
      if (Math.max(box.width, area.width) < 24 || Math.max(box.height, area.height) < 24) {
        const name = (element.textContent || element.getAttribute("aria-label") || "").trim().slice(0, 40);
        small.push(
          `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

for (const viewport of VIEWPORTS) {
  test(`a full night: the waitlist offer sits where the grid is and Reserve is disabled (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openForm(page, `?producer=Marcus&date=${FULL}`);
    await expect(page.getByTestId("selected-producer")).toHaveText("Marcus");
    const notice = page.getByTestId("night-notice");
    await expect(notice).toContainText("Fully booked");
    const offer = page.getByTestId("waitlist-offer");
    await expect(offer.getByRole("heading", { name: "Tell me if it frees up" })).toBeVisible();
    // Inside the start-time group, right under the notice and above the night's starts.
    await expect(page.locator("#start-time").getByTestId("waitlist-offer")).toHaveCount(1);
    const noticeBox = (await notice.boundingBox())!;
    const offerBox = (await offer.boundingBox())!;
    const firstStart = (await page.getByTestId("start-time-grid").boundingBox())!;
    expect(offerBox.y).toBeGreaterThanOrEqual(noticeBox.y + noticeBox.height - 1);
    expect(offerBox.y - (noticeBox.y + noticeBox.height)).toBeLessThan(40);
    expect(offerBox.y + offerBox.height).toBeLessThanOrEqual(firstStart.y + 1);
    await expect(reserve(page, viewport.width)).toBeDisabled();
    if (viewport.width === 390) expect(await smallTargets(page)).toEqual([]);
    await notice.evaluate((element) => element.scrollIntoView({ block: "start" }));
    await page.screenshot({ path: test.info().outputPath(`phone-truths-full-${viewport.width}.png`) });
  });

  test(`Reserve with nothing chosen shows the first error and moves focus to it (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openForm(page);
    const button = reserve(page, viewport.width);
    await expect(button).toBeEnabled();
    await button.click();
    const error = page.getByText("Engineer is required");
    await expect(error.first()).toBeInViewport();
    // Not under the sticky nav bar: seen, not only inside the viewport.
    const navBottom = (await page.getByRole("banner").boundingBox())!;
    expect((await error.first().boundingBox())!.y).toBeGreaterThanOrEqual(navBottom.y + navBottom.height);
    const focused = page.locator(":focus");
    await expect(focused).toHaveCount(1);
    await expect(focused).toBeInViewport();
    // The focused control is the one the error is about, and says so to a screen reader.
    const described = await focused.evaluate((element) => {
      const ids = (element.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
      return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
    });
    expect(described).toContain("Engineer is required");
    await page.screenshot({ path: test.info().outputPath(`phone-truths-reserve-${viewport.width}.png`) });
  });
}

test("at 390 px the Reserve bar shows the whole session range, 44 px high", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openForm(page, `?producer=Marcus&date=${OPEN}`);
  await expect(page.getByTestId("selected-producer")).toHaveText("Marcus");
  // The night's last free start: after midnight, the longest range the bar has to say.
  const free = page.getByTestId("start-time-grid").locator("[data-state='free'], [data-state='limited']");
  await free.last().click();
  const when = page.getByTestId("reserve-bar-when");
  await expect(when).toContainText(/AM – \d+:\d\d AM$/);
  expect(await when.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await when.evaluate((el) => getComputedStyle(el).textOverflow)).not.toBe("ellipsis");
  const button = page.getByTestId("reserve-bar").getByRole("button", { name: "Reserve Session" });
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await smallTargets(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("phone-truths-bar-390.png") });
});

// Each page's main action, which must be 44 px high on a phone.
const MAIN_ACTIONS = [
  { path: "/", action: "Book Your Session" },
  { path: "/contact", action: "Send Message" },
  { path: "/equipment", action: "Book Your Session" },
];

for (const { path, action } of MAIN_ACTIONS) {
  test(`at 390 px every target on ${path} is at least 24 x 24 px, its main action 44 high`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    await scrollThrough(page);
    const main = page.getByRole("main").getByRole(path === "/contact" ? "button" : "link", { name: action });
    expect((await main.first().boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await smallTargets(page)).toEqual([]);
  });
}

for (const viewport of VIEWPORTS) {
  test(`the manage page of a paid booking says it is paid, and its targets are big enough (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(await manageLinkFor(PAID_EMAIL));
    await expect(page.getByRole("heading", { level: 1, name: "Your booking" })).toBeVisible();
    await expect(page.getByTestId("manage-paid")).toHaveText("£70.00: paid in full", { timeout: 30_000 });
    await expect(page.getByTestId("manage-due")).toHaveText("Nothing: your session is paid");
    await expect(page.getByRole("main")).not.toContainText("payable");
    if (viewport.width === 390) expect(await smallTargets(page)).toEqual([]);
    await page.screenshot({
      path: test.info().outputPath(`phone-truths-manage-${viewport.width}.png`),
      fullPage: true,
    });
  });
}
