// The Studio tab's history on a phone (390 px), from the dashboard only: the owner adds a producer
// of their own (Noor), moves her up the list, finds that save at the top of the history with her
// position before and after, and puts it back: GET /api/engineers has her last again. The history
// fits the phone and has no serious axe violation. Noor is retired at the end. Books no night.
import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expectToast, logIn, openTab } from "./helpers";

const saves = (page: Page) =>
  page.getByRole("list", { name: "Saves, newest first" }).getByTestId("studio-save");
const producers = async (page: Page): Promise<string[]> =>
  ((await (await page.request.get("/api/engineers")).json()) as { name: string }[]).map((e) => e.name);

test("the owner moves a producer up, finds the save in the history and puts it back", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  await openTab(page, "Studio");
  const add = page.getByRole("form", { name: "Add a producer" });
  await add.getByLabel("Name").fill("Noor");
  await add.getByLabel("Title").fill("Beat maker");
  await add.getByLabel("Bio").fill("Noor builds beats for drill and afroswing sessions.");
  await add.getByRole("button", { name: "Add producer" }).click();
  await expectToast(page, "Producer added");
  const before = await producers(page);
  expect(before.at(-1)).toBe("Noor");

  await page.getByRole("button", { name: "Move Noor up" }).click();
  await expectToast(page, "Producer saved");
  await expect.poll(() => producers(page)).toEqual([...before.slice(0, -2), "Noor", before.at(-2)]);
  const moved = saves(page).first();
  await expect(moved).toContainText("Producer Noor");
  await expect(moved).toContainText(`Position: ${before.length - 1} → ${before.length - 2}`);
  await expect(moved).toContainText(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}/);

  await moved.getByRole("button", { name: "Put Producer Noor back as before this save" }).click();
  await moved.getByRole("button", { name: "Yes, put it back" }).click();
  await expectToast(page, "Put back");
  await expect.poll(() => producers(page)).toEqual(before);
  await expect(saves(page).first()).toContainText("Put back as before an earlier save");

  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page, { selector: "ol[aria-label='Saves, newest first']" })).toEqual([]);

  await page.getByRole("button", { name: "Retire Noor" }).click();
  await expectToast(page, "Producer saved");
});
