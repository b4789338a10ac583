// The waitlist of a full night: a visitor reaches the night, the grid offers "Tell me if it frees
// up", they join (a second join with the same e-mail is refused, and says so); their confirmation
// carries a working leave link; a cancel frees time and the offer e-mail, with the /booking link
// prefilled with the night and producer, is in the outbox; staff see "1 waiting" on the night. At
// 390 and 1280 px.
import { expect, type Page, test } from "@playwright/test";
import { friday } from "../../support/dates";
import { ADMIN_PASSWORD, STAFF_UNDO_SECONDS } from "../../support/server";
import { newestMailText } from "../../support/outbox";
import { logIn, openTab, shortDay } from "../admin/helpers";
import { bookViaApi } from "./helpers";

// This spec's own night for Marcus (the holds spec only pencils Dre on it, and releases him; the
// diary spec closes the Fridays of weeks 11 and 12).
const NIGHT = friday(4);
const LATE = { date: NIGHT, startTime: "22:00", duration: 8, engineer: "Marcus", totalCost: 24000 };

test.describe.configure({ mode: "serial", timeout: 180_000 });

let lateId = "";
test.beforeAll(async ({ request }) => {
  // 12:00-22:00 and 22:00-06:00: no two free hours are left on the night.
  await bookViaApi(request, { date: NIGHT, startTime: "12:00", duration: 10, totalCost: 28000 });
  lateId = (await bookViaApi(request, LATE)).id;
});

/** Staff cancel the late session: 22:00 to 06:00 frees up. */
async function cancelLate(page: Page) {
  const login = await page.request.post("/api/admin/login", { data: { password: ADMIN_PASSWORD } });
  expect(login.ok()).toBe(true);
  const cancel = await page.request.patch(`/api/admin/bookings/${lateId}/status`, {
    data: { status: "cancelled" },
  });
  expect(cancel.ok(), await cancel.text()).toBe(true);
  await page.request.post("/api/admin/logout", { data: {} });
}

async function joinWaitlist(page: Page, firstName: string, email: string) {
  await page.goto(`/booking?engineer=Marcus&date=${NIGHT}`);
  await expect(page.getByTestId("selected-producer")).toHaveText("Marcus", { timeout: 30_000 });
  await expect(page.getByTestId("night-notice")).toContainText("Fully booked");
  const offer = page.getByTestId("waitlist-offer");
  await expect(offer.getByRole("heading", { name: "Tell me if it frees up" })).toBeVisible();
  await offer.getByLabel("First Name").fill(firstName);
  await offer.getByLabel("Email").fill(email);
  await offer.getByRole("button", { name: "Join the waitlist" }).click();
  return offer;
}

const mailLink = (email: string, path: RegExp) => newestMailText(email).match(path)?.[0] ?? "";

for (const [index, viewport] of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
].entries()) {
  test(`a visitor joins a full night's waitlist and hears when a cancel frees it (${viewport.width} px)`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const email = `waiting.${viewport.width}@example.com`;
    if (index > 0) {
      // The night is full again: the late session is booked anew.
      lateId = (await bookViaApi(page.request, LATE)).id;
    }
    const offer = await joinWaitlist(page, "Wren", email);
    await expect(offer.getByTestId("waitlist-joined")).toContainText("You are on the waitlist for");
    await expect.poll(() => newestMailText(email), { timeout: 20_000 }).toContain("You are on the waitlist");
    const leaveLink = mailLink(email, /https?:\/\/\S+\/waitlist\/leave\/[A-Za-z0-9_-]{43}/);
    expect(leaveLink).not.toBe("");

    // The same e-mail again: answered as the first join (a stranger learns nothing), no second entry.
    const again = await joinWaitlist(page, "Wren", email.toUpperCase());
    await expect(again.getByTestId("waitlist-joined")).toContainText("You are on the waitlist for");

    // Staff see one visitor waiting on the night, on the work list.
    const staff = await browser.newPage({ viewport });
    await logIn(staff);
    await openTab(staff, "Bookings");
    const night = staff.getByRole("region", { name: new RegExp(shortDay(NIGHT)) });
    await expect(night.getByTestId("night-waiting")).toHaveText("1 waiting");
    await staff.close();

    await cancelLate(page);
    // The offer goes with the cancel's own mails, after the staff's undo window (STAFF_UNDO_SECONDS).
    await expect
      .poll(() => newestMailText(email), { timeout: (STAFF_UNDO_SECONDS + 30) * 1000 })
      .toContain("Time has freed up");
    expect(newestMailText(email)).toContain(`/booking?date=${NIGHT}&engineer=Marcus`);

    // The offer's link opens /booking on the night with the producer chosen, and time is free.
    await page.goto(`/booking?date=${NIGHT}&engineer=Marcus`);
    await expect(page.getByTestId("selected-producer")).toHaveText("Marcus", { timeout: 30_000 });
    await expect(page.locator("[data-time='22:00']")).toHaveAttribute("data-state", /^(free|limited)$/);
    await expect(page.getByTestId("waitlist-offer")).toHaveCount(0);

    // The leave link works in the browser.
    await page.goto(new URL(leaveLink).pathname);
    await page.getByRole("button", { name: "Leave the waitlist" }).click();
    await expect(page.getByTestId("waitlist-left")).toContainText("You have left the waitlist");
  });
}
