/**
 * A studio calendar subscription made on the dashboard, read as a calendar app reads it
 * (no cookie, a real iCalendar parser), then revoked. Owns saturday(12) 14:00 and 21:00 (sunday(12) is
 * the dashboard a11y and phone calendar specs', closed for a while by one of them).
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import ICAL from "ical.js";
import { seriousViolations } from "../../support/axe";
import { londonWallClock, saturday } from "../../support/dates";
import { createBooking, expectToast, logIn, openTab } from "./helpers";

test.describe.configure({ timeout: 180_000 });

const PANEL = '[aria-labelledby="calendar-feeds-heading"]';

/** London's wall clock of an instant, read independently of the app: '2027-02-13 21:00'. */
function londonClock(instant: Date): string {
  const { date, hour, minute } = londonWallClock(instant);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${date} ${two(hour)}:${two(minute)}`;
}

for (const { name, size, start, end } of [
  { name: "desktop", size: { width: 1280, height: 900 }, start: "21:00", end: "23:00" },
  { name: "390 px", size: { width: 390, height: 844 }, start: "14:00", end: "16:00" },
]) {
  const date = saturday(12);
  test(`a studio calendar link shows a booking to a calendar app, and stops when revoked (${name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await logIn(page);
    const lastName = name === "desktop" ? "Desk" : "Phone";
    const booking = await createBooking(page.request, {
      firstName: "Feed",
      lastName,
      date,
      startTime: start,
      duration: 2,
      engineer: "Dre",
    });
    await openTab(page, "Calendar");
    const panel = page.locator(PANEL);
    await expect(panel.getByRole("heading", { name: "Calendar subscriptions" })).toBeVisible();
    const url = await makeStudioLink(page, panel);

    // The long URL wraps: nothing is wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, { selector: PANEL })).toEqual([]);

    // A calendar app has no cookie: the `request` fixture is not the logged-in browser.
    const feedPath = new URL(url).pathname;
    const answer = await request.get(feedPath);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const text = await answer.text();
    const event = eventOf(text, booking.id);
    expect(event?.summary).toBe("Feed with Dre");
    expect(londonClock(event!.startDate.toJSDate())).toBe(`${date} ${start}`);
    expect(londonClock(event!.endDate.toJSDate())).toBe(`${date} ${end}`);
    expect(text).not.toContain("feed@example.com");
    expect(text).not.toContain(lastName);

    await revokeStudioLink(page, panel);
    expect((await request.get(feedPath)).status()).toBe(404);
  });
}

/**
 * Makes the whole studio's link (a link left by an earlier run is replaced, which asks first), and
 * checks its webcal:// twin and its Copy button. Returns the link.
 */
async function makeStudioLink(page: Page, panel: Locator): Promise<string> {
  const replace = panel.getByRole("button", { name: "New link for Whole studio" });
  if (await replace.isVisible()) {
    await replace.click();
    await page
      .getByRole("dialog", { name: "Make a new link?" })
      .getByRole("button", { name: "Make new link" })
      .click();
  } else {
    await panel.getByRole("button", { name: "Create link for Whole studio" }).focus();
    await page.keyboard.press("Enter");
  }
  const field = panel.getByLabel("Subscription URL");
  await expect(field).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await field.inputValue();
  await expect(panel.getByRole("link", { name: "Open in my calendar app" })).toHaveAttribute(
    "href",
    url.replace(/^https?:\/\//, "webcal://"),
  );
  await panel.getByRole("button", { name: "Copy URL" }).click();
  await expect(panel.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  return url;
}

/** The booking's event in an iCalendar text, read with a real parser. */
function eventOf(text: string, bookingId: string): ICAL.Event | undefined {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar
    .getAllSubcomponents("vevent")
    .map((vevent) => new ICAL.Event(vevent))
    .find((e) => e.uid.startsWith(`${bookingId}@`));
}

/** Revokes the whole studio's link through its confirmation (checked by axe); the panel offers a new one. */
async function revokeStudioLink(page: Page, panel: Locator): Promise<void> {
  await panel.getByRole("button", { name: "Revoke link for Whole studio" }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke this link?" });
  await expect(dialog).toBeVisible();
  // axe reads colours as painted: let the dialog's opening transition finish first.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  expect(await seriousViolations(page, { selector: '[role="dialog"]' })).toEqual([]);
  await dialog.getByRole("button", { name: "Revoke link" }).click();
  await expectToast(page, "Link revoked");
  await expect(panel.getByRole("button", { name: "Create link for Whole studio" })).toBeVisible();
  await expect(panel.getByLabel("Subscription URL")).toHaveCount(0);
}
