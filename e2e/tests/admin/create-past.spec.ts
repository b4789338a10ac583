/** Admin Create refuses a start in the past unless staff record a past session, which e-mails nobody. */
import { expect, test } from "@playwright/test";
import { londonWallClock } from "../../support/dates";
import { mailsMentioning } from "../../support/outbox";
import { expectToast, fillCreateForm, logIn, openTab, submitButton } from "./helpers";

// Logging in (scrypt) and a fresh server can take a while on a busy two-core machine.
test.describe.configure({ timeout: 150_000 });

const DAY_MS = 86_400_000;
const lastWeek = () => {
  const { date } = londonWallClock(new Date());
  return new Date(Date.parse(`${date}T12:00:00Z`) - 7 * DAY_MS).toISOString().slice(0, 10);
};
const PAST_TEXT =
  'This session starts in the past. Tick "Record a past session" to record it without e-mailing anyone.';

const sentTo = (email: string) => mailsMentioning(email).length;

for (const width of [390, 1280]) {
  test(`at ${width} px a past start is refused until recorded as past, and nobody is e-mailed`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await logIn(page);
    const firstName = `Past${width}`;
    const date = lastWeek();

    const refused = await page.request.post("/api/admin/bookings", {
      data: {
        firstName,
        lastName: "Session",
        email: "refused@example.com",
        phone: "07700900456",
        engineer: "Marcus",
        date,
        startTime: "12:00",
        duration: 2,
      },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).issues).toEqual([{ path: "startTime", message: PAST_TEXT }]);

    await openTab(page, "Create");
    await fillCreateForm(page, {
      firstName,
      lastName: "Session",
      date,
      startTime: width === 390 ? "12:00" : "15:00",
      duration: 2,
      engineer: "Marcus",
    });
    await expect(page.getByTestId("past-start")).toHaveText(PAST_TEXT);
    await submitButton(page).click();
    await expectToast(page, "Cannot create booking", PAST_TEXT);

    await page.getByLabel("Record a past session").check();
    await expect(page.getByTestId("past-start")).toHaveCount(0);
    await expect(page.getByLabel("Don't e-mail the customer")).toHaveCount(0);
    await submitButton(page).click();
    await expectToast(page, "Booking created successfully!");
    await page.waitForTimeout(2000);
    expect(sentTo(`${firstName.toLowerCase()}@example.com`)).toBe(0);
  });
}
