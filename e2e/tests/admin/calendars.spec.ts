// A producer's own calendar, added by the owner from an address served here on loopback: read at
// once, with no restart; its busy time shows to staff as "Busy" with the label and the event's
// title, and the public grid marks Dre's starts it covers unavailable, with nothing of the event.
// The busy time (Dre, Friday of week 5, 20:00 to 23:00) is deleted at the end: no other spec meets it.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { friday } from "../../support/dates";
import { pickDate, selectProducer, slot } from "../public/helpers";
import { expectToast, logIn, openTab } from "./helpers";

const NIGHT = friday(5);
const compact = NIGHT.replaceAll("-", "");
// Floating times, as some calendar apps write them: read as London's wall clock.
const ICS = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//e2e//EN",
  "BEGIN:VEVENT",
  "UID:rehearsal@e2e",
  "DTSTAMP:20261101T120000Z",
  `DTSTART:${compact}T200000`,
  `DTEND:${compact}T230000`,
  "SUMMARY:Rehearsal at Electric",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

let server: Server;
let address = "";

test.beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/calendar; charset=utf-8" }).end(ICS);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/private-e2e7/basic.ics`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test("the owner adds Dre's calendar: staff see Busy with its title, the public night only its hours", async ({
  page,
}) => {
  await logIn(page);
  await openTab(page, "Calendar");
  const form = page.getByRole("form", { name: "Add a calendar" });
  await form.getByLabel("Producer").selectOption("Dre");
  await form.getByLabel("Label").fill("Gigs");
  await form.getByLabel("Calendar address").fill(address);
  await form.getByRole("button", { name: "Add calendar" }).click();
  await expectToast(page, "Calendar added", "Gigs: 1 busy times read");
  // The address is a secret: only its host and last four characters are shown.
  await expect(page.getByText("127.0.0.1 ....ics")).toBeVisible();
  await expect(page.getByText("private-e2e7")).toHaveCount(0);

  const busy = page.getByTestId("busy-list").getByRole("listitem");
  await expect(busy).toHaveCount(1);
  await expect(busy).toContainText("Busy - Dre (Gigs): Rehearsal at Electric");
  await expect(busy).toContainText("8:00 PM – 11:00 PM");

  // The public grid, without a restart: Dre's starts the busy time covers are taken; nothing of the event.
  const visitor = await page.context().newPage();
  await visitor.goto("/booking");
  await selectProducer(visitor, "Dre");
  await pickDate(visitor, NIGHT);
  for (const taken of ["20:00", "21:00", "22:00"])
    await expect(slot(visitor, taken)).toHaveAttribute("aria-disabled", "true");
  await expect(slot(visitor, "23:00")).not.toHaveAttribute("aria-disabled", "true");
  await expect(visitor.getByText("Rehearsal")).toHaveCount(0);
  const notice = await visitor.request.get(
    `/trpc/bookings.notice?input=${encodeURIComponent(JSON.stringify({ date: NIGHT }))}`,
  );
  expect(await notice.text()).not.toContain("Rehearsal");
  await visitor.close();

  // Deleted, its busy time goes with it.
  await page.getByRole("button", { name: "Delete Dre's calendar Gigs" }).click();
  await expect(page.getByTestId("busy-list")).toHaveCount(0);
});
