// The booking page's date picker (Thursday enquiries, closed and out-of-range days), the start-time
// grid and durations around the 6AM close and other sessions, and the producer cards. Public specs
// own weeks 1-4 (support/dates.ts); each test here takes its own night.
import { expect, test } from "@playwright/test";
import { friday, sessionDayAroundThreeMonths, thursday, weekdayInWeek } from "../../support/dates";
import {
  addDays,
  bookViaApi,
  chooseDuration,
  durationButton,
  longDate,
  openPickerAt,
  pickDate,
  pickerDay,
  selectProducer,
  shortDay,
  slot,
} from "./helpers";

test("a Thursday is marked 'Enquiry' and replaces the grid with an enquiry about that date", async ({
  page,
}) => {
  const date = thursday(2);
  await page.goto("/booking");
  await selectProducer(page, "Marcus");
  const day = await openPickerAt(page, date);
  await expect(day).toHaveAttribute("data-enquiry", "true");
  expect(await day.evaluate((element) => getComputedStyle(element, "::after").content)).toBe('"Enquiry"');
  await expect(day).toBeEnabled();
  await day.click();
  const notice = page.getByTestId("thursday-enquiry");
  await expect(notice).toContainText("Thursday Selected");
  await expect(page.getByTestId("start-time-grid")).toHaveCount(0);
  await expect(page.getByTestId("booking-duration")).toHaveCount(0);

  await notice.getByRole("link", { name: "Enquire about Thursday" }).click();
  await expect(page).toHaveURL(/\/contact\?/);
  expect(new URL(page.url()).searchParams.get("subject")).toBe("booking");
  await expect(page.getByLabel("Subject")).toHaveValue("booking");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(new RegExp(longDate(date)));
});

test("Monday to Wednesday, past days and days beyond three months cannot be picked", async ({ page }) => {
  await page.goto("/booking");
  for (const weekday of [1, 2, 3]) {
    await expect(await openPickerAt(page, weekdayInWeek(weekday, 2))).toBeDisabled();
    await page.keyboard.press("Escape");
  }
  await expect(await openPickerAt(page, friday(1))).toBeEnabled();
  // Yesterday, if this open month shows it, is disabled (looked for while the picker is open: a
  // closing picker still shows its days for a moment).
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const past = pickerDay(page, yesterday);
  if (await past.count()) await expect(past).toBeDisabled();
  await page.keyboard.press("Escape");
  // The horizon: a Saturday just inside three months can be picked (a Saturday: admin specs close
  // Fridays and a Sunday there); a Friday to Sunday just past it cannot (disabled where its month
  // shows, or its month cannot be reached).
  await expect(await openPickerAt(page, sessionDayAroundThreeMonths(-3, -1, [6]))).toBeEnabled();
  const beyond = pickerDay(page, sessionDayAroundThreeMonths(3, 1));
  const nextMonth = page.getByRole("button", { name: "Next month" });
  while ((await beyond.count()) === 0 && (await nextMonth.isEnabled())) await nextMonth.click();
  if (await beyond.count()) await expect(beyond).toBeDisabled();
  else await expect(nextMonth).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Session Date" })).toHaveText("Pick a date");
});

test("start times and durations follow the 6AM close and other sessions", async ({ page, request }) => {
  const date = friday(2);
  await bookViaApi(request, { date, startTime: "16:00", duration: 2, totalCost: 7000 });
  await page.goto("/booking");

  // Without a producer every slot says why it is unavailable.
  await expect(slot(page, "14:00")).toHaveAccessibleName(/^2:00 PM ?, Select producer first$/);
  await selectProducer(page, "Dre");
  await pickDate(page, date);

  await expect(slot(page, "02:00")).toHaveAccessibleName(/^2:00 AM ?, Limited to 2, 3, 4h$/);
  await expect(slot(page, "20:00")).toHaveAccessibleName(/^8:00 PM ?, Available$/);

  // Each slot says its state in text.
  await expect(slot(page, "16:00")).toContainText("Taken");
  await expect(slot(page, "15:00")).toContainText("Too close to the next session");
  await expect(slot(page, "02:00")).toContainText("Limited to 2, 3, 4h");
  await expect(slot(page, "20:00")).toContainText("Available");

  await slot(page, "20:00").click();
  await chooseDuration(page, 10);
  await expect(durationButton(page, 10)).toContainText("10 Hours - £280");
  await expect(durationButton(page, 10)).toContainText(`Until ${shortDay(addDays(date, 1))}, 6:00 AM`);
  // Moving to 2 AM: 10 hours no longer fit, so the longest that does (4) is chosen.
  await slot(page, "02:00").click();
  await expect(durationButton(page, 4)).toHaveAttribute("aria-pressed", "true");
  await expect(durationButton(page, 6)).toBeDisabled();
  await expect(durationButton(page, 6)).toContainText("6 Hours - £180(Ends after 6AM)");
  await expect(durationButton(page, 10)).toBeDisabled();
  await expect(durationButton(page, 10)).toContainText("(Ends after 6AM)");
  await expect(durationButton(page, 2)).toBeEnabled();

  // 14:00 meets the 16:00 session: only 2 hours fit.
  await slot(page, "14:00").click();
  await expect(durationButton(page, 2)).toHaveAttribute("aria-pressed", "true");
  await expect(durationButton(page, 2)).toContainText(`Until ${shortDay(date)}, 4:00 PM`);
  await expect(durationButton(page, 3)).toBeDisabled();
  await expect(durationButton(page, 3)).toContainText("(Overlaps existing session)");
  await expect(page.getByTestId("summary-total")).toHaveText("£70.00");
});

test("producer cards: profile modal, and the enquiry-only producer cannot be selected", async ({ page }) => {
  await page.goto("/booking");
  const cards = page.locator("[data-testid^=producer-card-]");
  await expect(cards).toHaveCount(3);
  await expect(page.getByTestId("producer-card-marcus")).toContainText("Lead engineer");
  await expect(page.getByTestId("producer-card-dre")).toContainText("Lead producer");
  const kofi = page.getByTestId("producer-card-kofi");
  await expect(kofi).toContainText("Producer/Engineer");
  await expect(kofi.getByRole("link", { name: "Enquire for bookings" })).toBeVisible();
  await expect(kofi.getByRole("button", { name: /Select Producer/ })).toHaveCount(0);

  await page.getByTestId("producer-card-marcus").getByRole("button", { name: "View Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Marcus" });
  await expect(dialog).toContainText("Lead engineer");
  await expect(dialog).toContainText("Grammy-winning");
  await expect(dialog.getByRole("link", { name: /Follow Marcus/ })).toHaveAttribute("target", "_blank");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  await page.getByTestId("producer-card-dre").getByRole("button", { name: "View Profile" }).click();
  await expect(page.getByRole("dialog", { name: "Dre" })).toBeVisible();
  await page.mouse.click(8, 400); // the backdrop
  await expect(page.getByRole("dialog", { name: "Dre" })).toBeHidden();

  await expect(page.getByText("UAD X8", { exact: true })).toBeVisible();
  await expect(page.getByText("U47 MIC", { exact: true })).toBeVisible();
});
