// One cancellation policy, said the same on the booking page, the confirmation, the receipt, the
// manage page and the privacy page; an online cancel that says so, leaves nothing payable and
// moves focus to the heading. On a phone no button's label is cut, Thursday has no Reserve button,
// and its enquiry carries the producer, the date and what was typed to the contact form.
import { expect, type Page, test } from "@playwright/test";
import { cutLabels } from "../../support/axe";
import { sunday, thursday } from "../../support/dates";
import { expectNoSeriousViolations, fillCustomer, longDate, pickDate, selectProducer, slot } from "./helpers";
import { manageLinkFor, newestMailText } from "../../support/outbox";

test.describe.configure({ timeout: 120_000 });

/** The booking page with its form loaded (a busy machine can take a while to load its chunk). */
async function openBooking(page: Page) {
  await page.goto("/booking");
  await expect(page.getByRole("heading", { name: "Session Details" })).toBeVisible({ timeout: 30_000 });
}

const policyOn = async (page: Page) =>
  (await page.getByTestId("cancellation-policy").first().textContent()) ?? "";

for (const [index, viewport] of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
].entries()) {
  test(`the cancellation policy reads the same on five pages, and an online cancel says so (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const email = `policy-${viewport.width}-${Date.now()}@example.com`;
    // The night's last start, 03:00 (Monday's early morning): on a Saturday's run sunday(1) is
    // tomorrow, and an afternoon start would be inside the 24 hours' notice, its cancel a late one.
    // The two widths book it with two producers.
    const night = sunday(1);
    const startTime = "03:00";
    const producer = index === 0 ? "Dre" : "Marcus";
    const made = await request.post("/api/bookings", {
      data: {
        firstName: "Pat",
        lastName: "Policy",
        email,
        phone: "07700900123",
        date: night,
        startTime,
        engineer: producer,
        duration: 2,
        totalCost: 7000,
      },
    });
    expect(made.status()).toBe(201);

    await openBooking(page);
    await selectProducer(page, "Dre");
    const policy = await policyOn(page);
    expect(policy).toMatch(
      /^You can cancel online, from the link in your confirmation e-mail, up to 24 hours before/,
    );

    const confirmation = new URLSearchParams({ ...(await made.json()), totalCost: "7000", duration: "2" });
    await page.goto(`/booking-confirmation?${confirmation}`);
    expect(await policyOn(page)).toBe(policy);
    await page.goto("/privacy");
    expect(await policyOn(page)).toBe(policy);

    const link = await manageLinkFor(email);
    // The same rule; the mail carries its own link, so it points at "this e-mail".
    expect(newestMailText(email)).toContain(policy.replace("your confirmation e-mail", "this e-mail"));
    await page.goto(link);
    await expect(page.getByTestId("manage-total")).toHaveText("£70.00, payable at the studio");
    expect(await policyOn(page)).toBe(policy);
    await expectNoSeriousViolations(page);

    await page.getByRole("button", { name: "Cancel booking" }).click();
    await page.getByRole("button", { name: "Yes, cancel my booking" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your booking is cancelled" })).toBeFocused();
    await expect(page.getByTestId("manage-total")).toHaveText("Nothing to pay");
    await expect(page.getByTestId("manage-cancelled")).toContainText("Nothing is payable.");
    await expect(page.getByText(/payable at the studio|to cancel or change it/)).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
}

for (const width of [320, 390]) {
  test(`no cut button label at ${width} px, with a price in the Reserve bar`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openBooking(page);
    expect(await cutLabels(page)).toEqual([]);
    await selectProducer(page, "Dre");
    await pickDate(page, sunday(1));
    await slot(page, width === 320 ? "20:00" : "16:00").click();
    await expect(page.getByTestId("reserve-bar-total")).toHaveText(/£/);
    await expect(
      page.getByTestId("reserve-bar").getByRole("button", { name: "Reserve Session" }),
    ).toBeVisible();
    // The page as it stands once the picker has closed: the calendar shrinking as it fades out
    // has its day buttons narrower than their numbers for a moment.
    await expect(page.locator(".mantine-Popover-dropdown")).toHaveCount(0);
    expect(await cutLabels(page)).toEqual([]);
  });

  test(`Thursday shows no Reserve button, and its enquiry carries the producer, date and details (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const night = thursday(4);
    await openBooking(page);
    await selectProducer(page, "Marcus");
    await fillCustomer(page, {
      firstName: "Tess",
      lastName: "Thursday",
      email: "tess@example.com",
      phone: "07700900444",
    });
    await page.getByLabel("Project Description").fill("An acoustic EP, four songs");
    await pickDate(page, night);
    await expect(page.getByTestId("thursday-enquiry")).toBeVisible();
    await expect(page.getByRole("button", { name: "Reserve Session" })).toHaveCount(0);
    await expect(page.getByTestId("reserve-bar")).toHaveCount(0);
    // The page as it stands once the picker has closed (not its calendar fading out).
    await expect(page.locator(".mantine-Popover-dropdown")).toHaveCount(0);
    expect(await cutLabels(page)).toEqual([]);

    await page.getByRole("link", { name: "Enquire about Thursday" }).click();
    await expect(page).toHaveURL(/\/contact\?/);
    const message = page.getByRole("textbox", { name: "Message" });
    await expect(message).toHaveValue(new RegExp(`${longDate(night)} with Marcus\\.`));
    await expect(message).toHaveValue(/An acoustic EP, four songs/);
    await expect(page.getByLabel("First Name")).toHaveValue("Tess");
    await expect(page.getByLabel("Email")).toHaveValue("tess@example.com");
    await expect(page.getByLabel("Subject")).toHaveValue("booking");
  });
}
