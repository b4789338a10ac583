/**
 * What the admin's forms draw and say: every checkbox shows its state (a tick only when on), and
 * Create and the Holds form say when the session being typed really is (a start after midnight is
 * on the next calendar day), and the Holds form is emptied after a save. Owns the Thursday of week
 * 6 (Marcus's 14:00 booking, Dre's 18:00 hold, released again); reads Sunday 6 and 8 without booking.
 * The Holds, leave and closure forms name a missing or wrong field under it, axe-clean, sending nothing.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { nextDay, sunday, thursday } from "../../support/dates";
import { seriousViolations } from "./axe";
import { bookingAction, bookThenOpen, expectToast, logIn, openTab, session, shortDay } from "./helpers";

test.describe.configure({ timeout: 150_000 });

/** What a checkbox draws: its tick's opacity and the box's own size and look, beside its state. */
function drawn(box: Locator) {
  return box.evaluate((input: HTMLInputElement) => {
    const icon = input.parentElement?.querySelector(".mantine-Checkbox-icon");
    const style = getComputedStyle(input);
    return {
      checked: input.checked,
      tick: icon ? Number(getComputedStyle(icon).opacity) : -1,
      styledBox: style.appearance === "none" && input.getBoundingClientRect().width >= 20,
    };
  });
}

/** The box draws a tick when on and none when off, in both positions and back. */
async function expectTickFollows(box: Locator): Promise<void> {
  const initially = await box.isChecked();
  for (const on of [initially, !initially, initially]) {
    if ((await box.isChecked()) !== on) await box.click();
    await expect.poll(() => drawn(box)).toEqual({ checked: on, tick: on ? 1 : 0, styledBox: true });
  }
}

const checkbox = (scope: Page | Locator, name: string) => scope.getByRole("checkbox", { name });

/** 'Sun 6 Dec' or 'Sun 6 Dec 2027': the admin writes the year only when it is not this one. */
const day = (iso: string) => `${shortDay(iso)}(?: ${iso.slice(0, 4)})?`;

test.use({ viewport: { width: 1280, height: 900 } });

test("every admin checkbox draws a tick only when it is on", async ({ page }) => {
  await logIn(page);
  await openTab(page, "Create");
  await expectTickFollows(checkbox(page, "Don't e-mail the customer"));
  await expectTickFollows(checkbox(page, "Record a past session"));

  await openTab(page, "Holds");
  await expectTickFollows(checkbox(page, "Notify the artist"));

  const night = thursday(6);
  await bookThenOpen(page, "Bookings", session("Tick Box", night, "14:00", 2, "Marcus"));
  await page.getByLabel("From night").fill(night);
  await page.getByLabel("To night").fill(night);
  await (await bookingAction(page, "Tick Box", "Take payment")).click();
  const payment = page.getByRole("dialog", { name: "Take payment" });
  await expectTickFollows(checkbox(payment, "E-mail a receipt"));
  await page.keyboard.press("Escape");

  await (await bookingAction(page, "Tick Box", "Cancel")).click();
  const cancel = page.getByRole("dialog", { name: "Cancel this booking?" });
  await cancel.getByLabel("Reason").fill("Testing the boxes");
  await expectTickFollows(checkbox(cancel, "E-mail it to the customer too"));
  await expectTickFollows(checkbox(cancel, "Don't e-mail the customer"));
  await cancel.getByRole("button", { name: "Keep booking" }).click();
});

test("Create says under the start when the session really is, as the staff type", async ({ page }) => {
  await logIn(page);
  await openTab(page, "Create");
  const night = sunday(6);
  const when = page.getByTestId("session-when");
  await page.getByLabel("Date", { exact: true }).fill(night);
  await page.getByLabel("Start Time", { exact: true }).fill("01:00");
  // Sunday's 1 am is the Sunday night: Monday morning on the calendar.
  await expect(when).toHaveText(new RegExp(`^${day(nextDay(night))}, 1:00 AM – 3:00 AM \\(Sunday night\\)$`));
  await expect(page.getByLabel("Start Time", { exact: true })).toHaveAccessibleDescription(
    /1:00 AM – 3:00 AM \(Sunday night\)/,
  );
  await page.getByLabel("Duration", { exact: true }).selectOption("4");
  await expect(when).toHaveText(new RegExp(`^${day(nextDay(night))}, 1:00 AM – 5:00 AM \\(Sunday night\\)$`));
  await page.getByLabel("Start Time", { exact: true }).fill("20:00");
  await expect(when).toHaveText(new RegExp(`^${day(night)}, 8:00 PM – ${day(nextDay(night))}, 12:00 AM$`));
});

test("the Holds form says when the held session is, and is emptied after a save", async ({ page }) => {
  await logIn(page);
  await openTab(page, "Holds");
  const form = page.getByRole("form", { name: "Place a hold" });
  const when = form.getByTestId("session-when");
  await form.getByLabel("Night").fill(sunday(8));
  await form.getByLabel("Start").selectOption("01:00");
  await form.getByLabel("Hours").selectOption("3");
  await expect(when).toHaveText(
    new RegExp(`^${day(nextDay(sunday(8)))}, 1:00 AM – 4:00 AM \\(Sunday night\\)$`),
  );

  const night = thursday(6);
  await form.getByLabel("First name").fill("Ana");
  await form.getByLabel("Last name").fill("Emptied");
  await form.getByLabel("E-mail").fill("ana.emptied@example.com");
  await form.getByLabel("Phone").fill("07700900555");
  await form.getByLabel("Producer").selectOption("Dre");
  await form.getByLabel("Night").fill(night);
  await form.getByLabel("Start").selectOption("18:00");
  await expect(when).toHaveText(new RegExp(`^${day(night)}, 6:00 PM – 9:00 PM$`));
  await form.getByLabel("Note").fill("Pencilled by phone");
  await form.getByRole("button", { name: "Place hold" }).click();
  await expectToast(page, "Hold placed");

  for (const field of ["First name", "Last name", "E-mail", "Phone", "Night", "Note"])
    await expect(form.getByLabel(field)).toHaveValue("");
  await expect(form.getByLabel("Start")).toHaveValue("12:00");
  await expect(form.getByLabel("Hours")).toHaveValue("2");
  await expect(when).toHaveText("");
  await page.getByRole("button", { name: "Release hold for Ana Emptied" }).first().click();
  await expectToast(page, "Hold released");
});

test("the diary and Holds forms name what is missing or wrong under its field, and send nothing", async ({
  page,
}) => {
  await logIn(page);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") sent.push(request.url());
  });
  await openTab(page, "Holds");
  const hold = page.getByRole("form", { name: "Place a hold" });
  await hold.getByRole("button", { name: "Place hold" }).click();
  await expect(hold.getByLabel("First name")).toHaveAccessibleDescription("First name is required");
  await expect(hold.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
  // The producer select shows a producer once they are read: it is never left empty.
  await expect(hold.getByLabel("Producer")).not.toHaveValue("");
  expect(await seriousViolations(page), "Holds form with its errors").toEqual([]);

  await openTab(page, "Calendar");
  const leave = page.getByRole("form", { name: "Mark a producer away" });
  await leave.getByLabel("Away from night").fill(thursday(6));
  await leave.getByLabel("Away to night").fill(thursday(5));
  await leave.getByRole("button", { name: "Mark away" }).click();
  await expect(leave.getByLabel("Away to night")).toHaveAccessibleDescription(
    "End date must not be before the start date",
  );
  const closure = page.getByRole("form", { name: "Close the studio" });
  await closure.getByLabel("Closed from night").fill(thursday(6));
  await closure.getByRole("button", { name: "Close studio" }).click();
  await expect(closure.getByLabel("Reason (staff)")).toHaveAccessibleDescription("Reason is required");
  await expect(page.getByRole("dialog", { name: "Close the studio?" })).toHaveCount(0);
  expect(sent.filter((url) => /holds|leave|closure/i.test(url))).toEqual([]);
});
