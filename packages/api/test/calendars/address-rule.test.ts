// With the allow-list empty, an address on loopback is refused when added and never fetched, and
// so is a redirect to one from a listed host.
import { REFUSED_ADDRESS } from "../../src/calendars/fetch-calendar.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useAdminApp } from "../shared-app.js";
import { CalendarHost } from "./calendar-server.js";
import { GOOGLE } from "./exports.js";

const host = new CalendarHost();
// Only the name "localhost" is listed: 127.0.0.1 itself is not.
const t = useAdminApp({ calendarAllowHosts: ["localhost"] });

beforeAll(async () => {
  await host.start();
  host.paths.set("/cal.ics", { body: GOOGLE });
  host.paths.set("/moved", { status: 302, location: host.url("/cal.ics") });
});
afterAll(() => host.close());

describe("the address rule", () => {
  it("refuses 127.0.0.1 with a 400 naming url, and never fetches it", async () => {
    for (const url of [
      host.url("/cal.ics"),
      host.url("/cal.ics", "[::1]"),
      host.url("/cal.ics").replace("http", "webcal"),
    ]) {
      const refused = await t.admin("POST", "/api/admin/calendars", { engineer: "Dre", label: "x", url });
      expect(refused.status).toBe(400);
      expect(refused.body.issues).toEqual([{ path: "url", message: REFUSED_ADDRESS }]);
    }
    expect(host.seen).toEqual([]);
  });

  it("refuses a redirect to it from a listed host, and never follows it", async () => {
    const refused = await t.admin("POST", "/api/admin/calendars", {
      engineer: "Dre",
      label: "x",
      url: host.url("/moved", "localhost"),
    });
    expect(refused.body.issues).toEqual([{ path: "url", message: REFUSED_ADDRESS }]);
    expect(host.seen.map((request) => request.path)).toEqual(["/moved"]);
    expect((await t.admin("GET", "/api/admin/calendars")).body).toEqual([]);
  });
});
