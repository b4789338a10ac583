// The owner's Studio tab, from the dashboard only and with no restart: a new producer with their
// own 4-hour price (1280 px), whom a visitor on a phone finds on /booking and /producer/{name} and
// books at that price (390 px); retiring them is refused while the session stands, then they leave
// the public pages; a past session of theirs keeps their name. Staff's Create form offers their own
// price. Owns Sunday of week 11 at 14:00 and a Wednesday two to three weeks back for its own producer,
// whom nobody else books.
import { expect, type Page, test } from "@playwright/test";
import { sunday, weekdayInWeek } from "../../support/dates";
import {
  chooseDuration,
  durationButton,
  fillCustomer,
  pickDate,
  selectProducer,
  slot,
} from "../public/helpers";
import { cancelBooking, createBooking, expectToast, logIn, openTab } from "./helpers";

test.describe.configure({ timeout: 120_000 });

const producerCard = (page: Page, name: string) =>
  page.getByTestId("studio-producer").filter({ has: page.getByText(name, { exact: true }) });

async function addProducerWithOwnPrice(page: Page, name: string) {
  await openTab(page, "Studio");
  const add = page.getByRole("form", { name: "Add a producer" });
  await add.getByLabel("Name").fill(name);
  await add.getByLabel("Title").fill("Mix engineer");
  await add.getByLabel("Bio").fill("Mixes late-night sessions for grime and drill artists.");
  await add.getByRole("button", { name: "Add producer" }).click();
  await expectToast(page, "Producer added");
  await producerCard(page, name)
    .getByRole("button", { name: `Edit ${name}` })
    .click();
  await producerCard(page, name).getByLabel("4 hours").fill("150");
  await producerCard(page, name)
    .getByRole("button", { name: `Save ${name}'s prices` })
    .click();
  await expectToast(page, "Producer saved");
}

test("the owner adds a producer with their own price; a visitor books them at it; retiring waits for the session", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page);
  await addProducerWithOwnPrice(page, "Kai");
  // Staff's Create form offers Kai's own 4-hour price, and the studio's for other lengths.
  await openTab(page, "Create");
  await page.getByLabel("Engineer", { exact: true }).selectOption("Kai");
  await page.getByLabel("Duration", { exact: true }).selectOption("4");
  await expect(page.getByLabel("Total Cost (£)")).toHaveValue("150");
  await page.getByLabel("Duration", { exact: true }).selectOption("2");
  await expect(page.getByLabel("Total Cost (£)")).toHaveValue("70");
  // A session Kai already did (a Wednesday two to three weeks back: on a Wednesday's run, last
  // week's is create-past.spec's, and its 15:00 met this 14:00): it keeps his name once he retires.
  const past = await createBooking(page.request, {
    firstName: "Ola",
    lastName: "Pastsession",
    date: weekdayInWeek(3, -2),
    startTime: "14:00",
    duration: 2,
    engineer: "Kai",
    recordPast: true,
  });
  await openTab(page, "Studio");

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto("/producer/kai");
  await expect(phone.getByRole("heading", { level: 1 })).toContainText("Kai");
  await phone.goto("/booking");
  await selectProducer(phone, "Kai");
  await expect(durationButton(phone, 4)).toContainText("4 Hours - £150");
  await expect(durationButton(phone, 2)).toContainText("2 Hours - £70");
  const night = sunday(11);
  await pickDate(phone, night);
  await slot(phone, "14:00").click();
  await chooseDuration(phone, 4);
  await fillCustomer(phone, {
    firstName: "Kemi",
    lastName: "Studio",
    email: "kemi@example.com",
    phone: "07700900321",
  });
  await expect(phone.getByTestId("summary-total")).toHaveText("£150.00");
  await phone.getByRole("button", { name: "Reserve Session" }).click();
  await expect(phone).toHaveURL(/\/booking-confirmation\?/);
  const id = new URL(phone.url()).searchParams.get("id") ?? "";
  expect(new URL(phone.url()).searchParams.get("totalCost")).toBe("15000");

  // Retiring over an upcoming session is refused, naming it; once it is cancelled, Kai retires.
  await producerCard(page, "Kai").getByRole("button", { name: "Retire Kai" }).click();
  await expectToast(page, "Producer not saved");
  await cancelBooking(page.request, id);
  await producerCard(page, "Kai").getByRole("button", { name: "Retire Kai" }).click();
  await expectToast(page, "Producer saved");
  await expect(producerCard(page, "Kai")).toContainText("Retired");

  const list = await page.request.get("/api/admin/bookings");
  const kept = ((await list.json()) as { id: string; engineer: string }[]).find((b) => b.id === past.id);
  expect(kept?.engineer).toBe("Kai");

  const gone = await phone.goto("/producer/kai");
  expect(gone?.status()).toBe(404);
  await phone.goto("/booking");
  await expect(phone.getByRole("button", { name: "Select Producer Kai" })).toHaveCount(0);
  await phone.close();
});
