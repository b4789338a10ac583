import { expect, type Page, test } from "@playwright/test";
import { saturday, thursday } from "../../support/dates";
import {
  addDays,
  chooseDuration,
  expectNoSeriousViolations,
  fillCustomer,
  longDate,
  openPickerAt,
  pickDate,
  selectProducer,
  shortDay,
  slot,
} from "./helpers";

// A booking page as clear as the best, an honest confirmation, contrast, and
// the real day of an after-midnight session, at a phone's width and a desktop's.
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

const grace = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace.hopper@example.com",
  phone: "07700 900456",
};

/** Clicks Reserve: the in-form button on a desktop, the bottom bar's on a phone. */
async function reserve(page: Page) {
  await page.getByRole("button", { name: "Reserve Session" }).click();
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // Several page loads and axe runs each: on a shared machine these take longer than one minute.
    test.describe.configure({ timeout: 180_000 });

    test("a Saturday 1:00 AM session reads Sunday on the grid, the summary and the confirmation", ({
      page,
    }) => readsSundayAfterMidnight(page, viewport.name === "phone" ? saturday(2) : saturday(3)));

    test("the confirmation page confirms nothing it cannot read", ({ page }) =>
      confirmsNothingUnreadable(page));

    test("a producer's page books with that producer; the enquiry-only one offers 'Enquire'", ({ page }) =>
      producerPageBooksWithThem(page));

    test("error states, the open picker, the Thursday notice and the profile dialog pass axe", ({ page }) =>
      errorStatesPassAxe(page));
  });
}

/** A Saturday-night session after midnight, from the grid to the confirmation (docs/decisions.md). */
async function readsSundayAfterMidnight(page: Page, night: string): Promise<void> {
  const sundayDate = addDays(night, 1);
  await page.goto("/booking");
  const summaryWhen = page.getByTestId("summary-when");
  // The form's chunk loads after the page has painted (slowly on a busy machine).
  await expect(summaryWhen).toHaveText("Choose a date / time", { timeout: 30_000 });
  await expect(page.getByTestId("summary-total")).toHaveText("—");

  await selectProducer(page, "Marcus");
  await pickDate(page, night);
  await expect(page.getByTestId("slot-group-evening")).toHaveText(`Evening, ${shortDay(night)}`);
  await expect(page.getByTestId("slot-group-afterMidnight")).toHaveText(
    `After midnight, ${shortDay(sundayDate)}`,
  );
  await expect(summaryWhen).toHaveText(`${shortDay(night)}: choose a time`);

  await slot(page, "01:00").click();
  await chooseDuration(page, 2);
  await expect(summaryWhen).toContainText(`${shortDay(sundayDate)}, 1:00 AM – 3:00 AM`);
  await expect(summaryWhen).toContainText("Saturday night");
  await expect(page.getByTestId("summary-total")).toHaveText("£70.00");
  await fillCustomer(page, grace);
  await reserve(page);

  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
  await expect(page.getByTestId("confirmation-date")).toHaveText(longDate(sundayDate));
  await expect(page.getByTestId("confirmation-time")).toHaveText("1:00 AM to 3:00 AM (2 hours)");
  await expect(page.getByTestId("confirmation-when")).toContainText(longDate(sundayDate).replace(",", ""));
  await expect(page.getByTestId("confirmation-when")).toContainText("(Saturday night)");
}

/** The confirmation page, from links it cannot read and then one it can. */
async function confirmsNothingUnreadable(page: Page): Promise<void> {
  const valid = new URLSearchParams({
    id: "b-1",
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    phone: "07700900123",
    date: saturday(3),
    startTime: "23:00",
    duration: "2",
    engineer: "Dre",
    totalCost: "7000",
  });
  for (const query of [
    "",
    "?startTime=99:99",
    `?${valid}`.replace("startTime=23%3A00", "startTime=99%3A99"),
  ]) {
    await page.goto(`/booking-confirmation${query}`);
    await expect(
      page.getByRole("heading", { name: "We couldn't read this booking's details" }),
    ).toBeVisible();
    await expect(page.getByText("Booking Confirmed!")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Book a Session" })).toHaveAttribute("href", "/booking");
    await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  }
  await expectNoSeriousViolations(page);

  await page.goto(`/booking-confirmation?${valid}`);
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
  // The real range, with the end time on the next day.
  await expect(page.getByTestId("confirmation-when")).toHaveText(
    `${longDate(saturday(3)).replace(",", "")}, 11:00 PM – ${longDate(addDays(saturday(3), 1)).replace(",", "")}, 1:00 AM`,
  );
  await expect(page.getByTestId("confirmation-time")).toHaveText("11:00 PM to 1:00 AM (2 hours)");
}

/** The producers' pages and the booking link's `producer`. */
async function producerPageBooksWithThem(page: Page): Promise<void> {
  await page.goto("/producer/dre");
  await page.getByRole("link", { name: "Book with Dre" }).click();
  await expect(page).toHaveURL(/\/booking\?producer=Dre$/);
  // The form's chunk loads after the page has painted.
  await expect(page.getByTestId("selected-producer")).toHaveText("Dre", { timeout: 30_000 });
  await expect(page.getByTestId("producer-card-dre")).toContainText("Selected");

  await page.goto("/producer/kofi");
  await expect(page.getByRole("main").getByRole("link", { name: /^Book/ })).toHaveCount(0);
  await page.getByRole("main").getByRole("link", { name: "Enquire", exact: true }).click();
  await expect(page).toHaveURL(/\/contact\?subject=booking$/);
  await expect(page.getByLabel("Subject")).toHaveValue("booking");

  // An enquiry-only or unknown producer in the link chooses nobody.
  await page.goto("/booking?producer=Kofi");
  await expect(page.getByTestId("selected-producer")).toHaveText(/No producer selected/, {
    timeout: 30_000,
  });
}

/** The form with errors, the open date picker, the Thursday notice and the profile dialog, under axe. */
async function errorStatesPassAxe(page: Page): Promise<void> {
  await page.goto("/booking");
  await expect(page.getByRole("heading", { name: "Session Details" })).toBeAttached({ timeout: 30_000 });
  await reserve(page);
  await expect(page.getByText("First name is required", { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  await selectProducer(page, "Dre");
  await openPickerAt(page, thursday(3));
  await expectNoSeriousViolations(page);
  await page.keyboard.press("Escape");
  await pickDate(page, thursday(3));
  await expect(page.getByTestId("thursday-enquiry")).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByTestId("producer-card-dre").getByRole("button", { name: "View Profile" }).click();
  await expect(page.getByRole("dialog", { name: "Dre" })).toBeVisible();
  await expectNoSeriousViolations(page);
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the form is one screen of scrolling away and a bottom bar carries the total and Reserve", async ({
    page,
  }) => {
    await page.goto("/booking");
    const heading = page.getByRole("heading", { name: "Session Details" });
    await expect(heading).toBeAttached({ timeout: 30_000 });
    // One screen of scrolling brings the form into view (it used to start about 2,000 px down).
    await page.evaluate(() => window.scrollTo(0, window.innerHeight));
    await expect(heading).toBeInViewport();

    const bar = page.getByTestId("reserve-bar");
    await expect(bar).toBeVisible();
    await expect(page.getByTestId("reserve-bar-total")).toHaveText("—");
    await expect(bar).toContainText("Choose a date / time");

    await selectProducer(page, "Marcus");
    await pickDate(page, saturday(4));
    await slot(page, "20:00").click();
    await chooseDuration(page, 3);
    await expect(page.getByTestId("reserve-bar-total")).toHaveText("£100.00");
    await expect(bar).toContainText(`${shortDay(saturday(4))}, 8:00 PM – 11:00 PM`);

    // Reserve from the bar with the details missing: focus goes to the first of them.
    await bar.getByRole("button", { name: "Reserve Session" }).click();
    await expect(page.getByLabel("First Name")).toBeFocused();
  });
});
