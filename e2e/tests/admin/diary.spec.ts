/** Closures and leave (public grid, public API, admin override) and availability. Weeks 11-12, Friday and Thursday of 13 (calendar-phone.spec.ts has the phone calendar). */
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { friday, saturday, sunday, thursday } from "../../support/dates";
import {
  bookingAction,
  bookThenOpen,
  cancelBooking,
  card,
  closeStudio,
  confirmRestore,
  createOnClosedNight,
  createBooking,
  expectToast,
  fillCreateForm,
  logIn,
  openTab,
  session,
} from "./helpers";

test.describe.configure({ timeout: 180_000 });

for (const { name, size } of [
  { name: "desktop", size: { width: 1280, height: 900 } },
  { name: "390 px", size: { width: 390, height: 844 } },
]) {
  test(`a closure and a leave, made on the dashboard, are shown on the public page and refused by the API (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const week = name === "desktop" ? 11 : 12;
    const closed = friday(week);
    const away = saturday(week);
    await logIn(page);
    const inside = await createBooking(page.request, {
      firstName: "Inside",
      lastName: name === "desktop" ? "Closure" : "Phone",
      date: closed,
      startTime: "14:00",
      duration: 2,
    });
    await openTab(page, "Calendar");
    await closeStudio(page, {
      night: closed,
      reason: "Boiler service",
      publicText: "Closed for maintenance",
    });
    // The booking inside stays: listed for staff, not cancelled.
    await expect(page.getByTestId("closure-affected")).toContainText(`Inside ${inside.lastName}`);
    await markAway(page, "Marcus", away);
    await expect(page.getByTestId("diary-list")).toContainText(
      "Boiler service (public: Closed for maintenance)",
    );
    const bookingsAnswer = await page.request.get("/api/admin/bookings");
    const stored = ((await bookingsAnswer.json()) as { id: string; status: string }[]).find(
      (b) => b.id === inside.id,
    );
    expect(stored?.status).toBe("confirmed");
    await expectPublicRefusals(page.request, closed, away);
    await expectClosedOnPublicPage(page, closed);
  });
}

/** Marks `producer` away for one night from the Calendar tab's form; the diary lists it. */
async function markAway(page: Page, producer: string, night: string): Promise<void> {
  const leaveForm = page.getByRole("form", { name: "Mark a producer away" });
  await leaveForm.getByLabel("Producer").selectOption(producer);
  await leaveForm.getByLabel("Away from night").fill(night);
  await leaveForm.getByRole("button", { name: "Mark away" }).click();
  await expectToast(page, "Leave saved");
  await expect(page.getByTestId("diary-list")).toContainText(`${producer} away`);
}

/** A public booking of 20:00 for two hours on `date` with `producer`, through the public REST door. */
const publicBooking = (request: APIRequestContext, date: string, producer: string) =>
  request.post("/api/bookings", {
    data: {
      firstName: "Pub",
      lastName: "Lic",
      email: "pub@example.com",
      phone: "07700900111",
      date,
      startTime: "20:00",
      engineer: producer,
      duration: 2,
      totalCost: 7000,
    },
  });

/** The public API refuses both with a clear message naming the field. */
async function expectPublicRefusals(request: APIRequestContext, closed: string, away: string): Promise<void> {
  const refusedClosed = await publicBooking(request, closed, "Dre");
  expect(refusedClosed.status()).toBe(400);
  const closedBody = await refusedClosed.json();
  expect(closedBody.error).toContain("(Closed for maintenance). Please choose another night.");
  expect(closedBody.issues[0].path).toBe("date");
  const refusedAway = await publicBooking(request, away, "Marcus");
  expect(refusedAway.status()).toBe(400);
  expect((await refusedAway.json()).error).toMatch(/^Marcus is away on /);
}

/** The public booking page says the night is closed, with the public text. */
async function expectClosedOnPublicPage(page: Page, closed: string): Promise<void> {
  await page.goto(`/booking`);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const picker = page.getByRole("button", { name: /date/i }).first();
  await expect(picker).toBeVisible();
  const notice = await page.request.get(
    `/trpc/bookings.notice?input=${encodeURIComponent(JSON.stringify({ date: closed }))}`,
  );
  expect((await notice.json()).result.data).toEqual({ closed: "Closed for maintenance", away: [], busy: [] });
}

test("admin create, edit and restore over a closure ask for an explicit confirmation, then save", async ({
  page,
}) => {
  await logIn(page);
  const night = friday(13);
  const closure = await page.request.post("/api/admin/closures", {
    data: { startDate: night, endDate: night, reason: "Private event" },
  });
  expect(closure.status()).toBe(201);
  await page.reload();
  const confirm = await createOnClosedNight(page, {
    firstName: "Over",
    lastName: "Ride",
    date: night,
    startTime: "14:00",
    duration: 2,
    engineer: "Dre",
  });
  await expect(confirm).toContainText("The studio is closed on");
  await confirm.getByRole("button", { name: "Book anyway" }).click();
  await expectToast(page, "Booking created successfully!");

  // An edit moving a session onto the closed night asks the same way, then saves.
  await createBooking(page.request, {
    firstName: "Moves",
    lastName: "In",
    date: thursday(13),
    startTime: "14:00",
    duration: 2,
    engineer: "Dre",
  });
  await page.reload();
  await openTab(page, "Bookings");
  await (await bookingAction(page, "Moves In", "Edit")).click();
  const edit = page.getByRole("dialog", { name: "Edit Booking" });
  await edit.getByLabel("Date").fill(night);
  await edit.getByLabel("Start Time").fill("18:00");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  const ask = page.getByRole("dialog", { name: "Studio Closed" });
  await expect(ask).toContainText("The studio is closed on");
  await ask.getByRole("button", { name: "Save anyway" }).click();
  await expectToast(page, "Booking updated successfully");
  await expect(card(page, "Moves In")).toContainText("6:00 PM");

  // A cancelled session on the closed night asks the same when it is restored, then restores.
  const comesBack = await page.request.post("/api/admin/bookings", {
    data: {
      ...session("Comes Back", night, "21:00", 2),
      email: "comes@example.com",
      phone: "07700900456",
      engineer: "Dre",
      overrideDiary: true,
    },
  });
  expect(comesBack.status(), await comesBack.text()).toBe(201);
  await cancelBooking(page.request, (await comesBack.json()).id);
  await page.reload();
  await openTab(page, "Archive");
  await card(page, "Comes Back").getByRole("button", { name: "Restore" }).click();
  await confirmRestore(page, "comes@example.com");
  const again = page.getByRole("dialog", { name: "Studio Closed" });
  await expect(again).toContainText("The studio is closed on");
  await again.getByRole("button", { name: "Restore anyway" }).click();
  await expectToast(page, "Booking restored successfully");
  await expect(card(page, "Comes Back")).toHaveCount(0);
});

test("availability suggests the nearest free starts, a click sets one, and odd starts are warned, not refused", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  const night = sunday(11);
  await bookThenOpen(page, "Create", session("Holds Eight", night, "20:00", 2));
  await fillCreateForm(page, {
    firstName: "Wants",
    lastName: "Nine",
    date: night,
    startTime: "21:00",
    duration: 2,
    engineer: "Dre",
  });
  const status = page.getByTestId("availability");
  await expect(status).toContainText("Try these available times: 10:00 PM, 11:00 PM, 6:00 PM");
  await status.getByRole("button", { name: "Use 10:00 PM" }).click();
  await expect(page.getByLabel("Start Time", { exact: true })).toHaveValue("22:00");
  await expect(status).toContainText("✓ This time slot is available!");
  await page.getByLabel("Start Time", { exact: true }).fill("12:30");
  await expect(status.locator('[data-tone="yellow"]')).toHaveText("This start is not on the hour.");
  await expect(page.getByRole("button", { name: "Create Booking" })).toBeEnabled();
});
