// A producer's calendar read by the release: the reader bundled beside the server (calendar-reader.mjs)
// runs on a thread of its own, named in the process's thread list.
import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { call, cookieFrom } from "../../../../packages/api/test/helpers.js";
import { CalendarHost } from "../../../../packages/api/test/calendars/calendar-server.js";
import type { Release } from "./release-build.js";
import { CHANGED_PASSWORD } from "./running-checks.js";

const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");

/** One evening's gig in three days, as a producer's own calendar holds it. */
function aGig(): string {
  const start = Date.now() + 3 * 86_400_000;
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//release test//EN",
    "BEGIN:VEVENT",
    "UID:gig@release.test",
    `DTSTAMP:${stamp(start)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(start + 3 * 3_600_000)}`,
    "SUMMARY:Gig",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");
}

const threadNames = (pid: number) =>
  readdirSync(`/proc/${pid}/task`).map((task) =>
    readFileSync(`/proc/${pid}/task/${task}/comm`, "utf8").trim(),
  );

/** Run after ownerCommands: its password is the admin's. */
export function itsCalendarReader(r: Release): void {
  it("reads a producer's calendar on the reader's own thread, and refuses a page that is not one", async () => {
    const host = new CalendarHost();
    await host.start();
    host.paths.set("/gigs.ics", { body: aGig() });
    host.paths.set("/sign-in", { body: "<html>Sign in</html>" });
    const running = await r.start({ LOG_LEVEL: "warn", CALENDAR_FETCH_ALLOW_HOSTS: "127.0.0.1" });
    try {
      const login = await call(running.url, "POST", "/api/admin/login", { password: CHANGED_PASSWORD });
      const cookie = cookieFrom(login.headers);
      const add = (path: string) =>
        call(
          running.url,
          "POST",
          "/api/admin/calendars",
          { engineer: "Dre", label: "Gigs", url: host.url(path) },
          { cookie },
        );
      const added = await add("/gigs.ics");
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ engineer: "Dre", busyCount: 1, lastError: null });
      // The thread stays for a few seconds after a read.
      expect(threadNames(running.child.pid as number)).toContain("calendar reader");
      const refused = await add("/sign-in");
      expect(refused.status).toBe(400);
      expect(refused.text).toContain("The address did not answer with a calendar");
    } finally {
      expect(await r.stop(running)).toBe(0);
      host.close();
    }
  });
}
