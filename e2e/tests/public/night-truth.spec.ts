// The grid tells the truth before the form: a closed night and a producer's leave are disabled in
// the date picker with the reason in the day's name (a full night is marked, and can be chosen to
// join its waitlist), and a night reached anyway
// (a link) has every start disabled with the reason, said inside the grid and in view. "Next free
// night" moves to a night that can be booked. At 390 and 1280 px, with axe on each state.
import { expect, type Page, test } from "@playwright/test";
import { friday, saturday, sunday } from "../../support/dates";
import { pageUntilVisible } from "../../support/paging";
import { ADMIN_PASSWORD } from "../../support/server";
import { bookViaApi, expectNoSeriousViolations, longDate, selectProducer, slot } from "./helpers";

// This spec's own nights (no other spec books them).
const CLOSED = friday(12);
const AWAY = saturday(5);
const FULL = sunday(13);
const PUBLIC_TEXT = "Closed for maintenance";

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  const login = await request.post("/api/admin/login", { data: { password: ADMIN_PASSWORD } });
  expect(login.ok()).toBe(true);
  const closure = await request.post("/api/admin/closures", {
    data: { startDate: CLOSED, endDate: CLOSED, reason: "Boiler service", publicText: PUBLIC_TEXT },
  });
  expect(closure.status()).toBe(201);
  const leave = await request.post("/api/admin/leave", {
    data: { engineer: "Marcus", startDate: AWAY, endDate: AWAY },
  });
  expect(leave.status()).toBe(201);
  // 12:00-22:00 and 22:00-06:00: no two free hours are left on the night.
  await bookViaApi(request, { date: FULL, startTime: "12:00", duration: 10, totalCost: 28000 });
  await bookViaApi(request, { date: FULL, startTime: "22:00", duration: 8, totalCost: 24000 });
});

const REASONS = [
  { night: CLOSED, reason: `Studio closed: ${PUBLIC_TEXT}` },
  { night: AWAY, reason: "Marcus is away" },
  { night: FULL, reason: "Fully booked" },
];

/** The picker's day button for `iso`, named with its reason. */
const blockedDay = (page: Page, iso: string, reason: string) =>
  page.getByRole("button", { name: `${longDate(iso)}, ${reason}`, exact: true });

async function openPickerOn(page: Page, iso: string, reason: string) {
  const nextMonth = page.getByRole("button", { name: "Next month" });
  await expect(nextMonth).toBeHidden();
  await page.getByRole("button", { name: "Session Date" }).click();
  await expect(nextMonth).toBeVisible();
  await expect(page.locator(".mantine-DatePickerInput-day:visible").first()).toBeVisible();
  const day = blockedDay(page, iso, reason);
  await pageUntilVisible(day, () => nextMonth.click(), 8);
  return day;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`closed and away nights are disabled in the picker with their reason; a full one is marked but can be chosen, for its waitlist (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const { night, reason } of REASONS) {
      await page.goto("/booking");
      await selectProducer(page, "Marcus");
      const day = await openPickerOn(page, night, reason);
      await expect(day).toBeVisible();
      if (night === FULL) await expect(day).toBeEnabled();
      else await expect(day).toBeDisabled();
      if (night === CLOSED) await expectNoSeriousViolations(page);
    }
  });

  test(`a blocked night reached by a link disables every start with the reason, in view (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const { night, reason } of REASONS) {
      await page.goto(`/booking?producer=Marcus&date=${night}`);
      // The app takes the address's choices over once the page has painted and loaded.
      await expect(page.getByTestId("selected-producer")).toHaveText("Marcus", { timeout: 30_000 });
      const notice = page.getByTestId("night-notice");
      await expect(notice).toContainText(reason);
      await expect(notice).toBeInViewport();
      const starts = page.getByTestId("start-time-grid").locator("[data-time]");
      await expect(starts).toHaveCount(16);
      for (const start of await starts.all()) {
        await expect(start).toHaveAttribute("aria-disabled", "true");
        await expect(start).toContainText(reason);
      }
      if (night === AWAY) await expectNoSeriousViolations(page);
    }
  });

  test(`"Next free night" moves to a night the producer can be booked on (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/booking?producer=Marcus&date=${AWAY}`);
    await expect(page.getByTestId("selected-producer")).toHaveText("Marcus", { timeout: 30_000 });
    await expect(page.getByTestId("night-notice")).toContainText("Marcus is away");
    await page.getByRole("button", { name: "Next free night" }).click();
    await expect(page.getByTestId("night-notice")).toHaveCount(0);
    await expect(page.getByTestId("booking-date")).not.toHaveText(longDate(AWAY));
    await expect(page.getByTestId("start-time-grid").locator("[data-state='free']").first()).toBeVisible();
    await expect(slot(page, "22:00")).not.toHaveAttribute("data-state", "waiting");
  });
}
