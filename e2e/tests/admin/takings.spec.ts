/**
 * The studio's takings and attendance in the browser, at 390 and 1280 px: a payment on tonight's
 * session, a no-show on a past one, the artist's history, and the takings CSV parsed back.
 */
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import {
  bookingAction,
  card,
  closeBookingDetails,
  createBooking,
  expectToast,
  logIn,
  openTab,
  session,
  showView,
} from "./helpers";

test.describe.configure({ timeout: 180_000 });

// Each viewport's own people: the artists view joins bookings by e-mail or phone, so each has both.
const VIEWPORTS = [
  {
    name: "desktop",
    size: { width: 1280, height: 900 },
    start: "22:00",
    payer: "Tina Tonight",
    missing: "Nico Noshow",
    phones: ["07700900611", "07700900612"],
  },
  {
    name: "phone",
    size: { width: 390, height: 844 },
    start: "19:00",
    payer: "Pia Tonight",
    missing: "Ned Noshow",
    phones: ["07700900621", "07700900622"],
  },
];

/** London's wall date and hour now. */
function londonNow(): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { date: `${part("year")}-${part("month")}-${part("day")}`, hour: Number(part("hour")) };
}

const dayBefore = (date: string, days = 1) =>
  new Date(Date.parse(`${date}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** Tonight's studio night: before 06:00 the night that began yesterday. */
function tonight(): string {
  const { date, hour } = londonNow();
  return hour < 6 ? dayBefore(date) : date;
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Shows one customer's card in the work list, whatever its night. */
async function findCard(page: Page, fullName: string) {
  await showView(page, "All");
  await page.getByLabel("Search").fill(fullName);
  await expect(card(page, fullName)).toBeVisible();
  return card(page, fullName);
}

/** Tonight's session: unpaid, owes the price; £30 in cash is taken with a receipt. */
async function takePaymentTonight(page: Page, payer: string) {
  const tonightCard = await findCard(page, payer);
  await expect(tonightCard.getByTestId("owes")).toHaveText("owes £70.00");
  await expect(tonightCard.getByTestId("payment-status")).toHaveText("Unpaid");
  await (await bookingAction(page, payer, "Take payment")).click();
  const dialog = page.getByRole("dialog", { name: "Take payment" });
  await expect(dialog.getByLabel("Amount (£)")).toHaveValue("70.00");
  await expect(dialog.getByLabel("E-mail a receipt")).toBeChecked();
  await dialog.getByLabel("Amount (£)").fill("30");
  await dialog.getByLabel("Method").selectOption("cash");
  await dialog.getByLabel("Note").fill("Deposit at the desk");
  await noHorizontalScroll(page);
  expect(await seriousViolations(page, { selector: ".mantine-Modal-content" })).toEqual([]);
  await dialog.getByRole("button", { name: "Take payment" }).click();
  await expectToast(page, "Payment recorded");
  await closeBookingDetails(page);
  await expect(tonightCard.getByTestId("owes")).toHaveText("owes £40.00");
  await expect(tonightCard.getByTestId("payment-status")).toHaveText("Part-paid");
}

/** A past session the artist never came to; then their history in the Artists tab. */
async function markNoShowAndFindArtist(page: Page, missing: string) {
  const pastCard = await findCard(page, missing);
  await (await bookingAction(page, missing, "No-show")).click();
  await expectToast(page, "Marked as a no-show");
  await closeBookingDetails(page);
  await expect(pastCard.getByTestId("no-shows")).toHaveText("1 no-show");
  await noHorizontalScroll(page);
  await openTab(page, "Artists");
  await page.getByLabel("Name, e-mail or phone").fill(missing);
  await page.getByRole("button", { name: "Search" }).click();
  const artist = page.getByRole("article", { name: missing });
  await expect(artist).toContainText("No-shows1");
  await expect(artist).toContainText("Bookings1");
  // Every session of theirs, by its real day, with its attendance.
  await expect(artist.getByTestId("artist-sessions").getByRole("listitem")).toHaveCount(1);
  await expect(artist.getByTestId("artist-sessions")).toContainText("No-show");
  // A staff note, kept with the artist and shown again after a reload.
  const note = `Missed the session; call before rebooking (${missing})`;
  await artist.getByLabel("New note").fill(note);
  await artist.getByRole("button", { name: "Add note" }).click();
  await expect(artist.getByTestId("artist-notes")).toContainText(note);
  await expect(artist.getByTestId("artist-notes")).toContainText("Owner (password)");
  await noHorizontalScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await artist.getByRole("button", { name: /^Remove the note/ }).click();
  await expect(artist.getByText("No notes yet")).toBeVisible();
}

/** Today's takings CSV, downloaded from Insights and parsed: the payer's £30.00 in cash. */
async function downloadTodaysTakings(page: Page, payer: string) {
  await openTab(page, "Insights");
  // The range figures load after the tab (a loaded machine takes a while).
  await expect(page.getByRole("table", { name: /^Occupancy by night/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("table", { name: "Occupancy by producer" })).toBeVisible();
  const today = londonNow().date;
  // One range governs the tab, the takings file too.
  await page.getByText("Custom", { exact: true }).click();
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByLabel("To", { exact: true }).fill(today);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download takings CSV" }).click();
  const file = readFileSync((await (await download).path())!, "utf8");
  expect(file.startsWith("\uFEFF")).toBe(true);
  const rows = file
    .slice(1)
    .trim()
    .split("\r\n")
    .map((line) => line.slice(1, -1).split('","'));
  expect(rows[0]).toEqual([
    "Date and time (London)",
    "Booking reference",
    "Customer",
    "Method",
    "Amount (GBP)",
    "Refund reason",
    "Taken by",
  ]);
  const mine = rows.find((row) => row[2] === payer);
  expect(mine?.slice(3, 5)).toEqual(["Cash", "30.00"]);
  // London time as a spreadsheet reads a date, and the short reference staff see.
  expect(mine?.[0]).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}$`));
  expect(mine?.[1]).toMatch(/^[0-9A-F]{8}$/);
  expect(rows.at(-1)?.[0]).toBe("All methods");
}

for (const { name, size, start, payer, missing, phones } of VIEWPORTS) {
  test(`takes a payment tonight, marks a no-show, finds the artist, downloads the takings (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await logIn(page);
    const tonightSession = { ...session(payer, tonight(), start, 2), totalCost: 7000 };
    // Both have started: recorded as past sessions (no e-mail), as the studio records a walk-in.
    await createBooking(page.request, Object.assign(tonightSession, { phone: phones[0], recordPast: true }));
    const pastSession = session(missing, dayBefore(londonNow().date, 8), start, 2);
    await createBooking(page.request, Object.assign(pastSession, { phone: phones[1], recordPast: true }));
    await page.reload();
    await openTab(page, "Bookings");
    await takePaymentTonight(page, payer);
    await markNoShowAndFindArtist(page, missing);
    await downloadTodaysTakings(page, payer);
  });
}
