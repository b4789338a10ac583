// Deposits at a phone's 390 px: with a 25% deposit and the example cancellation terms, a visitor
// reads the deposit before booking, books, reads what to pay, by when and how; the studio records the deposit and the manage page says
// the booking is confirmed and, before a cancel, what the studio would keep. The studio's policy is
// put back as it was (no deposit) after the spec. Owns Saturday of week 11 at 16:00 with Dre.
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { saturday } from "../../support/dates";
import { manageLinkFor } from "../../support/outbox";
import { ADMIN_PASSWORD } from "../../support/server";
import { chooseDuration, fillCustomer, pickDate, selectProducer, slot } from "./helpers";

const INSTRUCTIONS = "Bank transfer to 12-34-56 12345678, quoting your booking reference.";

async function setPolicies(request: APIRequestContext, policies: Record<string, unknown>) {
  const login = await request.post("/api/admin/login", { data: { password: ADMIN_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const saved = await request.patch("/api/admin/studio", { data: { policies } });
  expect(saved.status(), await saved.text()).toBe(200);
}

test.afterAll(async ({ request }) => {
  await setPolicies(request, { deposit: null, cancellationTerms: [], paymentInstructions: "" });
});

test("a visitor books under a deposit policy, reads what to pay, and sees the terms before a cancel", async ({
  page,
  request,
}) => {
  await setPolicies(request, {
    deposit: { percent: 25 },
    paymentInstructions: INSTRUCTIONS,
    cancellationTerms: [
      { noticeHours: 336, keepPercent: 0 },
      { noticeHours: 168, keepPercent: 50 },
      { noticeHours: 0, keepPercent: 100 },
    ],
  });
  const email = `deposit-${Date.now()}@example.com`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/booking");
  await selectProducer(page, "Dre");
  await pickDate(page, saturday(11));
  await slot(page, "16:00").click();
  await chooseDuration(page, 2);
  // Before booking, the policies say the terms, and the summary what deposit confirms it, by when.
  await expect(page.getByTestId("cancellation-terms")).toHaveText(
    "If you cancel with 14 days' notice or more, what you have paid is refunded in full; with 7 days' notice or more, the studio keeps 50% of it; with less notice, the studio keeps all of it.",
  );
  await expect(page.getByTestId("summary-deposit")).toHaveText(
    /^Deposit: £18, due by .+ to confirm your booking; the rest is paid at the studio\.$/,
  );
  await fillCustomer(page, { firstName: "Dee", lastName: "Posit", email, phone: "07700900654" });
  await page.getByRole("button", { name: "Reserve Session" }).click();
  await expect(page).toHaveURL(/\/booking-confirmation\?/);
  const id = new URL(page.url()).searchParams.get("id") ?? "";

  // 25% of £70, rounded up to whole pounds; the deadline with its day; how to pay; the reference.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your session is provisionally booked");
  const deposit = page.getByTestId("confirmation-deposit");
  await expect(deposit).toContainText("Deposit: £18, due by");
  await expect(deposit).toContainText(INSTRUCTIONS);
  await expect(deposit).toContainText(`Your booking reference: ${id.slice(0, 8).toUpperCase()}.`);
  await expect(deposit).toContainText("the date is released");
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  await page.goto(await manageLinkFor(email));
  await expect(page.getByText("Provisional", { exact: true })).toBeVisible();
  await expect(page.getByTestId("manage-deposit")).toContainText("Deposit: £18, due by");
  await expect(page.getByTestId("cancellation-terms")).toContainText("If you cancel with 14 days' notice");
  // Still owed in full, and movable online as a confirmed booking is (the deposit moves with it).
  await expect(page.getByTestId("manage-total")).toHaveText("£70.00, the deposit included");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // A longer session would owe a quarter of its new price, by the same deadline (not moved here).
  await page.getByRole("button", { name: "Move this session" }).click();
  await slot(page, "16:00").click();
  await chooseDuration(page, 4);
  await expect(page.getByTestId("move-summary")).toContainText(
    "£55.00 more, payable at the studio. Deposit: £32, due by",
  );
  await page.getByRole("button", { name: "Keep my time" }).click();

  // The studio records the deposit: the booking is confirmed, and a cancel now (over 14 days ahead)
  // would refund all of it.
  const paid = await request.post(`/api/admin/bookings/${id}/payments`, {
    data: { amountPence: 1800, method: "bank-transfer", sendReceipt: false },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  await page.reload();
  await expect(page.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(page.getByTestId("manage-deposit")).toHaveCount(0);
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByTestId("manage-cancel-terms")).toHaveText(
    "Cancelling now: the £18 you have paid is refunded in full.",
  );
  // The customer cancels: the page says what the cancel settled, as the cancellation mail does.
  await page.getByRole("button", { name: "Yes, cancel my booking" }).click();
  await expect(page.getByTestId("manage-cancelled")).toBeVisible();
  await expect(page.getByTestId("manage-cancelled-terms")).toHaveText(
    "Under the studio's cancellation terms, the £18 you have paid is refunded in full.",
  );
  const after = await new AxeBuilder({ page }).analyze();
  expect(after.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
});
