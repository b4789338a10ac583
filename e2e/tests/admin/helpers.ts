/** Shared steps of the admin dashboard's browser tests (which nights each spec uses: support/dates.ts). */
import { type APIRequestContext, type Cookie, expect, type Locator, type Page } from "@playwright/test";
import { MONTHS, WEEKDAYS } from "../../support/dates";
import { ADMIN_PASSWORD } from "../../support/server";

/** '2026-11-27' -> 'Fri 27 Nov' (the cards' date). */
export function shortDay(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]!.slice(0, 3)} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]!.slice(0, 3)}`;
}

/**
 * Matches requests to the tRPC procedure(s) starting with `path`, batched or not
 * ('/trpc/studio.profile,admin.bookings.list?batch=1' matches 'admin.bookings.list').
 */
export function trpcCall(path: string): (url: URL) => boolean {
  return (url) =>
    url.pathname.startsWith("/trpc/") &&
    url.pathname
      .slice("/trpc/".length)
      .split(",")
      .some((name) => name.startsWith(path));
}

const dashboardHeading = (page: Page) => page.getByRole("heading", { name: "Admin Dashboard", level: 1 });
const passwordField = (page: Page) => page.getByPlaceholder("Enter admin password");

/** Logs in on the gate with the password: the dashboard, with its 'Access granted!' toast. */
export async function logInWithPassword(page: Page): Promise<void> {
  await page.goto("/admin");
  await passwordField(page).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Access Dashboard" }).click();
  // The password check (scrypt) can take several seconds on a busy two-core machine.
  await expect(dashboardHeading(page)).toBeVisible({ timeout: 30_000 });
}

/** The session cookie of the last password login in this worker, while it still opens the dashboard. */
let keptSession: Cookie[] = [];

/**
 * Opens the dashboard as the owner. The session of an earlier password login is reused (the staff
 * do not log in again for every page either; the gate itself is session.spec's and relogin.spec's
 * to test): its cookie is added to the page's context, and only when it no longer opens the
 * dashboard (a spec logged it out) is the password typed again. A spec that needs the password
 * login itself (its toast, a new session) calls logInWithPassword.
 */
export async function logIn(page: Page): Promise<void> {
  if (keptSession.length > 0) {
    await page.context().addCookies(keptSession);
    await page.goto("/admin");
    await expect(dashboardHeading(page).or(passwordField(page))).toBeVisible({ timeout: 30_000 });
    if (await dashboardHeading(page).isVisible()) return;
  }
  await logInWithPassword(page);
  keptSession = (await page.context().cookies()).filter((cookie) => cookie.name === "studio-admin");
}

/** The tab whose label starts with `name` ('Bookings (3)', 'Messages (1)', 'Create'...). */
export function tab(page: Page, name: string): Locator {
  return page.getByRole("tab", { name: new RegExp(`^${name}( \\(\\d+\\))?$`) });
}

/** The count in a tab's label, once its list has loaded ('Archive (2)' -> 2). */
export async function tabCount(page: Page, name: string): Promise<number> {
  await expect(tab(page, name)).toHaveText(/\(\d+\)$/);
  return Number(((await tab(page, name).textContent()) ?? "").match(/\((\d+)\)$/)![1]);
}

export async function openTab(page: Page, name: string): Promise<void> {
  await tab(page, name).click();
  await expect(tab(page, name)).toHaveAttribute("aria-selected", "true");
}

/** The card (an article named by its heading) of one customer or sender. */
export function card(page: Page, fullName: string): Locator {
  return page.getByRole("article", { name: fullName, exact: true });
}

/**
 * The toast titled `title`. One toast is shown at a time, but the one it replaced may
 * still be fading out, so toasts are picked by their title.
 */
export function toast(page: Page, title: string): Locator {
  // The replaced toast keeps its place while it fades; the newest one comes after it.
  return page.locator(".mantine-Notification-root").filter({ hasText: title }).last();
}

export async function expectToast(page: Page, title: string, message?: string | RegExp): Promise<void> {
  await expect(toast(page, title)).toBeVisible();
  if (message !== undefined) await expect(toast(page, title)).toContainText(message);
}

export interface NewBooking {
  firstName: string;
  lastName: string;
  date: string;
  startTime: string;
  duration: number;
  engineer?: string;
  totalCost?: number;
  /** A session that has started: recorded without e-mailing anyone. */
  recordPast?: boolean;
}

/** A session for `fullName` ('Late Owl': first name, then the rest), as createBooking takes it. */
export function session(
  fullName: string,
  date: string,
  startTime: string,
  duration: number,
  producer?: string,
): NewBooking {
  const [firstName, ...rest] = fullName.split(" ");
  return {
    firstName: firstName!,
    lastName: rest.join(" "),
    date,
    startTime,
    duration,
    ...(producer && { engineer: producer }),
  };
}

/** Creates a booking through the admin REST door with the page's admin session cookie. */
export async function createBooking(request: APIRequestContext, booking: NewBooking) {
  const response = await request.post("/api/admin/bookings", {
    data: {
      email: `${booking.firstName.toLowerCase()}@example.com`,
      phone: "07700900456",
      engineer: "Dre",
      ...booking,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string } & NewBooking;
}

/**
 * Creates the bookings through the admin REST door, then reloads the dashboard (its lists were
 * fetched before the bookings existed) and opens the tab `tabName`.
 */
export async function bookThenOpen(page: Page, tabName: string, ...bookings: NewBooking[]): Promise<void> {
  for (const booking of bookings) await createBooking(page.request, booking);
  await page.reload();
  await openTab(page, tabName);
}

export async function cancelBooking(request: APIRequestContext, id: string): Promise<void> {
  const response = await request.patch(`/api/admin/bookings/${id}/status`, { data: { status: "cancelled" } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The Create tab's live availability status. */
export const availability = (page: Page) => page.getByTestId("availability");

/** The Create tab's submit button, under any of its labels. */
export const submitButton = (page: Page) =>
  page.getByRole("button", { name: /^(Create Booking|Creating\.\.\.|Resolve Conflicts First)$/ });

/** Fills the Create tab's form (by its labels). */
export async function fillCreateForm(
  page: Page,
  booking: {
    firstName: string;
    lastName: string;
    date: string;
    startTime: string;
    duration: number;
    engineer: string;
  },
): Promise<void> {
  await page.getByLabel("First Name", { exact: true }).fill(booking.firstName);
  await page.getByLabel("Last Name", { exact: true }).fill(booking.lastName);
  await page.getByLabel("Email", { exact: true }).fill(`${booking.firstName.toLowerCase()}@example.com`);
  await page.getByLabel("Phone", { exact: true }).fill("07700900789");
  await page.getByLabel("Date", { exact: true }).fill(booking.date);
  await page.getByLabel("Start Time", { exact: true }).fill(booking.startTime);
  await page.getByLabel("Engineer", { exact: true }).selectOption(booking.engineer);
  await page.getByLabel("Duration", { exact: true }).selectOption(String(booking.duration));
}

/** Submits the Create tab's form for a night the diary refuses: returns the 'Studio Closed' confirmation. */
export async function createOnClosedNight(
  page: Page,
  booking: Parameters<typeof fillCreateForm>[1],
): Promise<Locator> {
  await openTab(page, "Create");
  await fillCreateForm(page, booking);
  await page.getByRole("button", { name: "Create Booking" }).click();
  return page.getByRole("dialog", { name: "Studio Closed" });
}

/** Picks a view of the Bookings work list ('Upcoming', 'Past', 'Cancelled', 'All'). */
export async function showView(page: Page, view: string): Promise<void> {
  const label = page.locator("label").filter({ hasText: new RegExp(`^${view} \\(\\d+\\)$`) });
  await label.click();
  await expect(page.getByRole("radio", { name: new RegExp(`^${view} \\(`) })).toBeChecked();
}

/** Below Mantine's `sm` (768 px) a booking card keeps View alone; its actions are in the View dialog. */
const phoneWide = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The booking view (View on a card, or a calendar event). */
export const bookingDetails = (page: Page) => page.getByRole("dialog", { name: "Booking Details" });

/**
 * A booking's action button ('Edit', 'Cancel', 'Take payment', 'No-show'...): on its card on a wide
 * screen; on a phone, View is pressed first and the button is the View dialog's.
 */
export async function bookingAction(page: Page, fullName: string, name: string): Promise<Locator> {
  if (!phoneWide(page)) return card(page, fullName).getByRole("button", { name, exact: true });
  await card(page, fullName).getByRole("button", { name: "View" }).click();
  await expect(bookingDetails(page)).toContainText(fullName);
  return bookingDetails(page).getByRole("button", { name, exact: true });
}

/** Closes the View dialog a phone's action was taken in (nothing to do on a wide screen). */
export async function closeBookingDetails(page: Page): Promise<void> {
  if (!phoneWide(page)) return;
  await bookingDetails(page).getByRole("button", { name: "Close", exact: true }).click();
  await expect(bookingDetails(page)).toHaveCount(0);
}

/** Cancels a booking from its card (behind View on a phone): an optional reason, then the confirmation. */
export async function cancelFromCard(page: Page, fullName: string, reason?: string): Promise<void> {
  await (await bookingAction(page, fullName, "Cancel")).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
  if (reason) await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Cancel booking" }).click();
  await expect(dialog).toHaveCount(0);
  await closeBookingDetails(page);
}

/** Restore asks first and says whom it will e-mail: the customer, then the staff. */
export async function confirmRestore(page: Page, customerEmail: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Restore this booking?" });
  await expect(dialog.getByTestId("restore-recipients")).toContainText(
    `e-mails ${customerEmail} and the staff (`,
  );
  await dialog.getByRole("button", { name: "Restore booking" }).click();
  await expect(dialog).toHaveCount(0);
}

/** Closes the studio for the night `night` from the Calendar tab's form; the toast confirms it. */
export async function closeStudio(
  page: Page,
  closure: { night: string; reason: string; publicText?: string },
): Promise<void> {
  const closeForm = page.getByRole("form", { name: "Close the studio" });
  await closeForm.getByLabel("Closed from night").fill(closure.night);
  await closeForm.getByLabel("Reason (staff)").fill(closure.reason);
  if (closure.publicText) await closeForm.getByLabel("Public text").fill(closure.publicText);
  await closeForm.getByRole("button", { name: "Close studio" }).click();
  // Saving asks first, saying what is booked inside.
  await page
    .getByRole("dialog", { name: "Close the studio?" })
    .getByRole("button", { name: "Close the studio" })
    .click();
  await expectToast(page, "Studio closed");
}
