// Deposits on the staff's side, on a desktop: the owner turns a deposit on in the Studio tab; staff book a session in the Create tab asking for a
// deposit, move its deadline and confirm it without the deposit from the booking's card; after a
// payment, Cancel shows what the studio's terms keep and offers to waive them. The studio's policy is put back after.
// Owns Wednesday of week 10 (Marcus 20:00).
import { expect, test } from "@playwright/test";
import { weekdayInWeek } from "../../support/dates";
import { newestMailText } from "../../support/outbox";
import { seriousViolations } from "./axe";
import { card, expectToast, fillCreateForm, logIn, openTab, submitButton } from "./helpers";

interface Booking {
  id: string;
  email: string;
  date: string;
  depositPence: number | null;
  depositDueAt: string | null;
}

const NIGHT = weekdayInWeek(3, 10);
const POLICY = { deposit: { percent: 25 }, cancellationTerms: [{ noticeHours: 0, keepPercent: 100 }] };

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await logIn(page);
  const reset = { deposit: null, cancellationTerms: [] };
  expect((await page.request.patch("/api/admin/studio", { data: { policies: reset } })).status()).toBe(200);
  await page.close();
});

test("staff ask a deposit, move its deadline, confirm without it, and see the terms before a cancel", async ({
  page,
}) => {
  await logIn(page);
  // The owner turns the deposit on in the Studio tab: 25% of the price, all kept on any late cancel.
  await openTab(page, "Studio");
  const terms = page.getByRole("form", { name: "Deposit and cancellation terms" });
  await terms.getByLabel("Deposit", { exact: true }).selectOption({ label: "A percent of the price" });
  await expect(terms.getByLabel("Deposit (% of the price, rounded up to whole pounds)")).toHaveValue("25");
  await terms.getByRole("button", { name: "Add a band" }).click();
  expect(
    await seriousViolations(page, { selector: "form[aria-label='Deposit and cancellation terms']" }),
  ).toEqual([]);
  await terms.getByRole("button", { name: "Save deposit and terms" }).click();
  await expectToast(page, "Deposit and terms saved");
  const saved = await (await page.request.get("/api/admin/studio")).json();
  expect(saved.policies).toMatchObject(POLICY);
  // The Create tab offers the deposit once the studio has a policy (read afresh on a reload).
  await page.reload();
  await openTab(page, "Create");
  const session = { date: NIGHT, startTime: "20:00", duration: 2, engineer: "Marcus" };
  await fillCreateForm(page, { firstName: "Dee", lastName: "Posit", ...session });
  await page.getByLabel("Ask for a deposit").check();
  // The box says what the deposit would be, and by when, for the session as typed.
  await expect(page.getByText(/^Deposit £18 due by .+; provisional until it is paid$/)).toBeVisible();
  await submitButton(page).click();
  await expectToast(page, "Booking created successfully!", "Dee Posit is booked in, provisionally: ");
  const list = (await (await page.request.get("/api/admin/bookings")).json()) as Booking[];
  const booking = list.find((b) => b.email === "dee@example.com" && b.date === NIGHT)!;
  // Provisional: its time taken, its deposit due by a deadline.
  expect(booking.depositPence).toBe(1800);
  expect(booking.depositDueAt).toMatch(/^\d{4}-\d\d-\d\dT/);

  await page.reload();
  await openTab(page, "Bookings");
  const dee = card(page, "Dee Posit");
  await expect(dee.getByTestId("deposit-due")).toContainText("Deposit £18 due by");

  await dee.getByRole("button", { name: "Change deadline" }).click();
  const deadline = page.getByRole("dialog", { name: "Change the deposit deadline" });
  // Each deposit dialog is named, its close button too (axe's button-name was critical here).
  await expect(deadline.getByRole("button", { name: "Close dialog" })).toBeVisible();
  expect(await seriousViolations(page, { selector: "[role=dialog]" })).toEqual([]);
  await deadline.getByLabel("Time (London)").fill("23:30");
  await deadline.getByRole("button", { name: "Save deadline" }).click();
  await expectToast(page, "Deadline changed");
  await expect(dee.getByTestId("deposit-due")).toContainText("11:30 PM");
  // Dee is e-mailed the new deadline: the one her receipt gave no longer holds.
  await expect.poll(() => newestMailText("dee@example.com")).toMatch(/£18 is now due by .*11:30 PM\./);

  await dee.getByRole("button", { name: "Confirm without deposit" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm without a deposit?" });
  await expect(confirm).toContainText("Dee Posit's session is confirmed now");
  expect(await seriousViolations(page, { selector: "[role=dialog]" })).toEqual([]);
  await confirm.getByRole("button", { name: "Confirm booking" }).click();
  await expectToast(page, "Booking confirmed");
  await expect(dee.getByTestId("deposit-due")).toHaveCount(0);

  const paid = await page.request.post(`/api/admin/bookings/${booking.id}/payments`, {
    data: { kind: "payment", amountPence: 1000, method: "bank-transfer", sendReceipt: false },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  await page.reload();
  await openTab(page, "Bookings");
  await card(page, "Dee Posit").getByRole("button", { name: "Cancel" }).click();
  const cancel = page.getByRole("dialog").filter({ has: page.getByTestId("staff-cancel-terms") });
  await expect(cancel.getByTestId("staff-cancel-terms")).toHaveText(
    "Cancelling now, the studio keeps the £10 paid.",
  );
  await cancel.getByLabel("Waive the cancellation terms: keep nothing, refund all that was paid").check();
  await expect(cancel.getByTestId("staff-cancel-terms")).toHaveText(
    "Cancelling now, the £10 paid is refunded in full.",
  );
  await page.keyboard.press("Escape");
});
