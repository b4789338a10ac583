// A producer's calendar read by the release: the reader bundled beside the server (calendar-reader.mjs)
// runs on a thread of its own, named in the process's thread list.
import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { CALENDAR_TOO_LARGE } from "@studio/api/calendars";
import { call, cookieFrom } from "../../../../packages/api/test/helpers.js";
import { CalendarHost } from "../../../../packages/api/test/calendars/calendar-server.js";
import type { Release } from "./release-build.js";
import { CHANGED_PASSWORD } from "./running-checks.js";

const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");

/** `count` three-hour events, `everyMs` apart, the last of them at `lastMs`. */
function events(count: number, everyMs: number, lastMs = Date.now() + 3 * 86_400_000): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//release test//EN"];
  for (let i = 0; i < count; i++) {
    const start = lastMs - (count - 1 - i) * everyMs;
    lines.push(
      "BEGIN:VEVENT",
      `UID:${i}`,
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(start + 3 * 3_600_000)}`,
    );
    lines.push("END:VEVENT");
  }
  return [...lines, "END:VCALENDAR"].join("\r\n");
}

const threadNames = (pid: number) =>
  readdirSync(`/proc/${pid}/task`).map((task) =>
    readFileSync(`/proc/${pid}/task/${task}/comm`, "utf8").trim(),
  );

/** Run after ownerCommands: its password is the admin's. */
export function itsCalendarReader(r: Release): void {
  it("reads a producer's calendars on the reader's own thread, years of history included, refusing one too large to read, a crafted one, and a page that is not one", async () => {
    const host = new CalendarHost();
    await host.start();
    host.paths.set("/gigs.ics", { body: events(1, 0) });
    host.paths.set("/years.ics", { body: events(30_000, 3 * 3_600_000) }); // ten years, 2.6 MB
    // 150,000 short events every two hours for 34 years (13 MB). Parsed whole on the server's own
    // thread (its heap capped at 128 MB by start.sh), 4.8 MB of such a history ended the server; on
    // the reader's thread, it was refused as too large; over 5 MB it was not fetched. Only what may
    // reach the horizon is held now, as it arrives, and only that is parsed.
    const history = events(150_000, 2 * 3_600_000);
    expect(history.length).toBeGreaterThan(12 * 1024 * 1024);
    // 55,000 two minutes apart, every one of them in the next three months (4.8 MB): too many to read.
    const crowded = events(55_000, 2 * 60_000, Date.now() + 80 * 86_400_000);
    expect(crowded.length).toBeGreaterThan(4_500_000);
    expect(crowded.length).toBeLessThan(5 * 1024 * 1024);
    // An event that never ends, 6 MB of two-character lines: held as one record a line, a crafted
    // answer like it took 490 MB of heap on the server's thread as it arrived.
    const unending = `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n${"A:\r\n".repeat(1_500_000)}`;
    host.paths.set("/unending.ics", { body: unending });
    host.paths.set("/history.ics", { body: history });
    host.paths.set("/too-many.ics", { body: crowded });
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
      const years = await add("/years.ics");
      expect(years.status).toBe(201);
      expect(years.body).toMatchObject({ lastError: null });
      expect(years.body.busyCount).toBeGreaterThanOrEqual(24); // every three hours from today to the last
      const history = await add("/history.ics");
      expect(history.status).toBe(201);
      expect(history.body).toMatchObject({ lastError: null });
      expect(history.body.busyCount).toBeGreaterThanOrEqual(36); // every two hours from today to the last
      const tooMany = await add("/too-many.ics");
      expect(tooMany.status).toBe(400);
      expect(tooMany.body).toMatchObject({ issues: [{ path: "url", message: CALENDAR_TOO_LARGE }] });
      const crafted = await add("/unending.ics");
      expect(crafted.status).toBe(400);
      expect(crafted.body).toMatchObject({ issues: [{ path: "url", message: CALENDAR_TOO_LARGE }] });
      expect((await call(running.url, "GET", "/api/health")).status).toBe(200);
      const refused = await add("/sign-in");
      expect(refused.status).toBe(400);
      expect(refused.text).toContain("The address did not answer with a calendar");
    } finally {
      expect(await r.stop(running)).toBe(0);
      host.close();
    }
  });
}
