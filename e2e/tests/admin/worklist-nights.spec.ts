/** The work list grouped by night, this weekend's said so, and a compact card on a phone. */
import { expect, test } from "@playwright/test";
import { londonWallClock } from "../../support/dates";
import { card, createBooking, logIn, openTab } from "./helpers";

test.describe.configure({ timeout: 150_000 });

const DAY_MS = 86_400_000;

/** A night of this weekend after tonight (Friday to Sunday), or null on a Sunday night. */
function laterThisWeekend(now: Date): string | null {
  const { date, hour } = londonWallClock(now);
  const tonight = Date.parse(`${date}T12:00:00Z`) - (hour < 6 ? DAY_MS : 0);
  for (let ms = tonight + DAY_MS; new Date(ms - DAY_MS).getUTCDay() !== 0; ms += DAY_MS) {
    if ([5, 6, 0].includes(new Date(ms).getUTCDay())) return new Date(ms).toISOString().slice(0, 10);
  }
  return null;
}

for (const width of [390, 1280]) {
  test(`at ${width} px this weekend's night is headed so, and a phone's card stays short`, async ({
    page,
  }) => {
    const night = laterThisWeekend(new Date());
    test.skip(night === null, "tonight is the weekend's last night");
    await page.setViewportSize({ width, height: 900 });
    await logIn(page);
    if (width === 390) {
      await createBooking(page.request, {
        firstName: "Weekend",
        lastName: "Card",
        date: night!,
        startTime: "23:00",
        duration: 2,
      });
    }
    await page.reload();
    await openTab(page, "Bookings");
    const group = page
      .getByRole("region", { name: /^This weekend: \w+ night, / })
      .filter({ has: card(page, "Weekend Card") });
    await expect(group.getByRole("heading", { level: 3 }).first()).toHaveText(
      /^This weekend: (Friday|Saturday|Sunday) night, /,
    );
    const weekend = card(page, "Weekend Card");
    const box = await weekend.boundingBox();
    // A phone's card keeps the day and time, name, producer, badges and View; the rest is behind View.
    if (width === 390) expect(box!.height).toBeLessThanOrEqual(200);
    await expect(weekend.getByRole("button", { name: "View" })).toBeVisible();
  });
}
