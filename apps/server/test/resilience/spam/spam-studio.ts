// What the spam tests share: a studio frozen at one moment (the fill-time trap counts from it),
// logged in, with public POSTs unlimited, and a contact message to vary.
import { type Answer, call, login, type TestApp } from "../../../../../packages/api/test/helpers.js";
import { countRows } from "../harness.js";
import { startQuietApp, studioForFile } from "../studio-setup.js";

export const now = Date.parse("2026-11-20T15:00:00Z");

export const message = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Sam",
  lastName: "Lee",
  email: "sam@example.com",
  subject: "booking",
  message: "Is the studio free next Friday night?",
  ...overrides,
});

export interface SpamStudio {
  t: TestApp;
  cookie: string;
  spamRows(): number;
  inboxRows(): number;
  adminList(query?: string): Promise<Answer>;
}

/** The file's studio (frozen at `now`, public POSTs unlimited), logged in, and its message counts. */
export function spamStudio(): SpamStudio {
  const studio = studioForFile(async () => {
    const t = await startQuietApp({
      clock: () => new Date(now),
      trustProxy: true,
      limits: { publicPostsPerMinute: 1_000_000 },
    });
    return { t, cookie: await login(t.url) };
  });
  return Object.assign(studio, {
    spamRows: () => countRows(studio.t.store, "contact_messages", "status = 'spam'"),
    inboxRows: () => countRows(studio.t.store, "contact_messages", "status <> 'spam'"),
    adminList: (query = "") =>
      call(studio.t.url, "GET", `/api/admin/messages${query}`, undefined, { cookie: studio.cookie }),
  });
}
