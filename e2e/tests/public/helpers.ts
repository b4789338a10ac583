/** Shared steps of the public-site browser tests. */
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { seriousViolations } from "../../support/axe";
import { MONTHS, WEEKDAYS } from "../../support/dates";
import { pageUntilVisible } from "../../support/paging";
import { ADMIN_PASSWORD } from "../../support/server";

/** '2026-11-27' -> 'Friday, 27 November 2026' (the page's long UK date). */
export function longDate(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** '2026-11-28' -> 'Sat 28 Nov' (the grid's and summary's short day). */
export function shortDay(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]!.slice(0, 3)} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]!.slice(0, 3)}`;
}

/** The ISO date `days` after `iso`. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The day's button in the open Session Date picker (a Thursday is named '…, Enquiry'). */
export function pickerDay(page: Page, iso: string) {
  const name = new Date(`${iso}T12:00:00Z`).getUTCDay() === 4 ? `${longDate(iso)}, Enquiry` : longDate(iso);
  return page.getByRole("button", { name, exact: true });
}

/** Opens the Session Date picker and pages forward month by month until `iso` shows. */
export async function openPickerAt(page: Page, iso: string) {
  const nextMonth = page.getByRole("button", { name: "Next month" });
  // A picker still closing (after Escape or a pick) would take the click as a toggle and close.
  await expect(nextMonth).toBeHidden();
  await page.getByRole("button", { name: "Session Date" }).click();
  // The calendar's code loads when the visitor first comes near the field: the first open waits for it.
  await expect(nextMonth).toBeVisible({ timeout: 30_000 });
  // Look only once the month's days are drawn: an early look would page past the target.
  await expect(page.locator(".mantine-DatePickerInput-day:visible").first()).toBeVisible();
  const day = pickerDay(page, iso);
  // The picker opens on the month it last showed (or the chosen date's): an earlier date is found
  // by paging back, a later one by paging forward; a month button at the horizon's end is disabled.
  const previousMonth = page.getByRole("button", { name: "Previous month" });
  // The first day shown is the 1st of the month on screen ('Tuesday, 1 December 2026').
  const firstLabel =
    (await page.locator(".mantine-DatePickerInput-day:visible").first().getAttribute("aria-label")) ?? "";
  const firstShown = new Date(`${firstLabel.split(", ")[1]} 12:00 UTC`);
  const step = new Date(`${iso}T12:00:00Z`) < firstShown ? previousMonth : nextMonth;
  await pageUntilVisible(
    day,
    async () => {
      if (await step.isEnabled()) await step.click();
    },
    8,
  );
  return day;
}

/** Opens the Session Date picker and clicks `iso`, paging forward month by month. */
export async function pickDate(page: Page, iso: string): Promise<void> {
  await (await openPickerAt(page, iso)).click();
}

/** A Session Duration button: '3 Hours - £100 …'. */
export function durationButton(page: Page, hours: number) {
  return page.getByTestId("booking-duration").locator(`[data-duration="${hours}"]`);
}

export async function chooseDuration(page: Page, hours: number): Promise<void> {
  await durationButton(page, hours).click();
  await expect(durationButton(page, hours)).toHaveAttribute("aria-pressed", "true");
}

export function slot(page: Page, time: string) {
  return page.getByTestId("start-time-grid").locator(`[data-time="${time}"]`);
}

export async function selectProducer(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: `Select Producer ${name}` }).click();
  await expect(page.getByTestId("selected-producer")).toHaveText(name);
}

export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export async function fillCustomer(page: Page, customer: Customer): Promise<void> {
  await page.getByLabel("First Name").fill(customer.firstName);
  await page.getByLabel("Last Name").fill(customer.lastName);
  await page.getByLabel("Email").fill(customer.email);
  await page.getByLabel("Phone").fill(customer.phone);
}

/** Books straight through the public REST door, as another visitor would. */
export async function bookViaApi(
  request: APIRequestContext,
  booking: { date: string; startTime: string; duration: number; engineer?: string; totalCost: number },
) {
  const response = await request.post("/api/bookings", {
    data: {
      firstName: "Other",
      lastName: "Visitor",
      email: "other.visitor@example.com",
      phone: "07700900999",
      engineer: "Dre",
      ...booking,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** Logs in to the admin REST door and returns a getter for its lists. */
export async function adminGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const login = await request.post("/api/admin/login", { data: { password: ADMIN_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const response = await request.get(path);
  expect(response.ok(), await response.text()).toBe(true);
  return response.json() as Promise<T>;
}

/** Scrolls to the bottom and back so every reveal-on-scroll section has appeared. */
export async function scrollThrough(page: Page): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const atBottom = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    );
    if (atBottom) break;
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(40);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Runs axe (WCAG 2.1 A and AA, best practice) once the page's animations end: no serious or critical violation. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  // Let transitions and reveal-on-scroll fades finish: axe measures contrast as painted.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const blocking = await seriousViolations(page, { bestPractice: true });
  expect(blocking).toEqual([]);
}
