/**
 * Customers' data: the privacy notice, and a subject access request and an erasure from the dashboard.
 * Owns thursday(11) 20:00 (admin specs use weeks 5-8; the work list filters up to the day after
 * friday(10), which on a Friday's run is saturday(11)).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { thursday } from "../../support/dates";
import { seriousViolations } from "./axe";
import { expectToast, logIn, openTab } from "./helpers";

const PERSON = {
  firstName: "Philippa",
  lastName: "Thistlewood",
  email: "philippa.thistlewood@example.org",
  phone: "07700 933 414",
};
const MESSAGE = "Looking for a session for my Quokka Parade demos";

// Each test walks several pages (and axe runs twice): more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Which of the values any file in DATA_DIR still holds (any case). */
function leftovers(values: string[]): string[] {
  const dataDir = process.env.E2E_DATA_DIR!;
  return filesUnder(dataDir).flatMap((file) => {
    const text = readFileSync(file).toString("latin1").toLowerCase();
    return values
      .filter((v) => text.includes(v.toLowerCase()))
      .map((v) => `${v} in ${path.relative(dataDir, file)}`);
  });
}

async function insights(page: Page): Promise<unknown> {
  const response = await page.request.get("/trpc/admin.insights");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { data: unknown } }).result.data;
}

test("the privacy notice: linked from the footer and both forms, rendered from the profile, no cookies set", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { name: "Privacy Notice", level: 1 })).toBeVisible();
  for (const heading of ["Who we are", "What we collect and why", "Who receives it", "How long we keep it"]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  const main = page.getByRole("main");
  await expect(main).toContainText("Leyton Sound Studio is a recording studio in Leyton, London (E10 6AE)");
  await expect(main).toContainText("The legal basis is the contract");
  await expect(main).toContainText("erased automatically 6 years after the session");
  await expect(main).toContainText("Information Commissioner's Office");
  await expect(main).toContainText("no tracking or advertising cookies");
  expect(await context.cookies()).toEqual([]);

  for (const form of ["/contact", "/booking"]) {
    await page.goto(form);
    const link = page.getByRole("main").getByRole("link", { name: "privacy notice" });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page.getByRole("heading", { name: "Privacy Notice", level: 1 })).toBeVisible();
  }
  expect(await context.cookies()).toEqual([]);
});

test("find a customer, export JSON and CSV, erase them: nothing left in DATA_DIR, insights unchanged", async ({
  page,
}) => {
  await logIn(page);
  await bookAndWrite(page);
  const before = await insights(page);

  await openTab(page, "Privacy");
  await page.getByLabel("Customer's e-mail or phone").fill("+44 7700 933414");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: "Bookings (1)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Messages (1)" })).toBeVisible();
  await expect(page.getByText(MESSAGE)).toBeVisible();
  // The tab with a customer's record: accessible, and no horizontal scroll on a phone. (Checked once
  // the login toast has gone: axe measured its text mid-fade, at part opacity.)
  await expect(page.locator(".mantine-Notification-root")).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  await expectExports(page);
  await eraseCustomer(page);
  expect(
    leftovers([
      PERSON.firstName,
      PERSON.lastName,
      PERSON.email,
      PERSON.phone,
      "7700933414",
      MESSAGE,
      "Quokka",
    ]),
  ).toEqual([]);
  expect(await insights(page)).toEqual(before);
});

/** PERSON books a session and sends a message. */
async function bookAndWrite(page: Page): Promise<void> {
  const booking = await page.request.post("/api/admin/bookings", {
    data: {
      ...PERSON,
      date: thursday(11),
      startTime: "20:00",
      duration: 2,
      engineer: "Dre",
      projectDescription: "Quokka Parade EP",
    },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  const contact = await page.request.post("/api/contact", {
    data: { ...PERSON, subject: "booking", message: MESSAGE },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  // The booking's mails have been written out (file transport) before the erasure.
  await expect
    .poll(() => leftovers([PERSON.email]).filter((hit) => hit.includes(".eml")).length)
    .toBeGreaterThanOrEqual(2);
}

/** Export JSON holds the booking and the message; Export CSV one line of each under its header. */
async function expectExports(page: Page): Promise<void> {
  const [json] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export JSON" }).click(),
  ]);
  const data = JSON.parse(readFileSync((await json.path())!, "utf8"));
  expect(data.bookings[0]).toMatchObject({ ...PERSON, startTime: "20:00" });
  expect(data.messages[0].message).toBe(MESSAGE);
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const lines = readFileSync((await csv.path())!, "utf8")
    .trimEnd()
    .split("\r\n");
  // Every cell quoted, after a byte-order mark (the one CSV rule, for Excel and LibreOffice).
  expect(lines[0]).toMatch(/^\uFEFF"record","id",/);
  expect(lines.filter((line) => line.startsWith('"booking",'))).toHaveLength(1);
  expect(lines.filter((line) => line.startsWith('"message",'))).toHaveLength(1);
}

/** Erase customer, through its confirmation (checked by axe): the record is gone and audited. */
async function eraseCustomer(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Erase customer" }).click();
  const dialog = page.getByRole("dialog", { name: "Erase this customer?" });
  await expect(dialog).toContainText("This cannot be undone.");
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Erase permanently" }).click();
  await expectToast(page, "Customer erased");
  await expect(page.getByText("Nothing is held about this customer")).toBeVisible();
  await expect(page.getByText(/customer erased by Owner \(password\), Chrome on \w+/)).toBeVisible();
}
