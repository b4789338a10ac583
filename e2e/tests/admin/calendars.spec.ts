// A producer's own calendar, added by the owner from an address served here on loopback: read at
// once, with no restart; its busy time shows to staff as "Busy" with the label and the event's
// title, and reaches the public grid's night as busy hours with nothing of the event. The busy
// time falls only on the spec's own Tuesday (closed to the public), so no other spec meets it.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { weekdayInWeek } from "../../support/dates";
import { expectToast, logIn, openTab } from "./helpers";

const NIGHT = weekdayInWeek(2, 9);
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

  // The public grid's night: Dre busy 20:00 for 3 hours, read without a restart; no event text.
  const notice = await page.request.get(
    `/trpc/bookings.notice?input=${encodeURIComponent(JSON.stringify({ date: NIGHT }))}`,
  );
  const data = (await notice.json()).result.data;
  expect(data.busy).toEqual([
    expect.objectContaining({ engineer: "Dre", date: NIGHT, startTime: "20:00", duration: 3 }),
  ]);
  expect(JSON.stringify(data)).not.toContain("Rehearsal");

  // Deleted, its busy time goes with it.
  await page.getByRole("button", { name: "Delete Dre's calendar Gigs" }).click();
  await expect(page.getByTestId("busy-list")).toHaveCount(0);
});
