// The staff's calendar subscriptions (docs/decisions.md) over the real server and a real SQLite file:
// links made, replaced and revoked, what a feed holds and hides, tokens hashed at rest.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readFeed } from "./feed-parse.js";
import { call, trpc, upcoming } from "./helpers.js";
import { useAdminApp } from "./shared-app.js";

const PUBLIC_URL = "https://studio.example.com";
const t = useAdminApp({ publicUrl: PUBLIC_URL });
const { admin, bookAsAdmin, setStatus } = t;

/** The id (a feed's scope) of a producer. */
async function scopeOf(producer: string): Promise<string> {
  const list = await admin("GET", "/api/admin/calendar-feeds");
  return list.body.find((s: { producer: string | null }) => s.producer === producer).scope;
}

/** A new link for `scope`; returns its path on this test server (the URL is built from PUBLIC_URL). */
async function newLink(scope: string): Promise<{ path: string; url: string; webcalUrl: string }> {
  const created = await admin("POST", `/api/admin/calendar-feeds/${scope}`);
  expect(created.status, created.text).toBe(201);
  const url = created.body.url as string;
  return { url, webcalUrl: created.body.webcalUrl, path: url.slice(PUBLIC_URL.length) };
}

/** A calendar-feeds mutation over tRPC with the admin's session. */
const feedsMutation = (name: string, input: unknown) =>
  trpc(t.url, "mutation", name, input, { cookie: t.cookie });

/** Fetches a feed as a calendar app does: no cookie. */
const fetchFeed = (feedPath: string, headers: Record<string, string> = {}) =>
  call(t.url, "GET", feedPath, undefined, { headers });

async function book(overrides: Record<string, unknown>) {
  const created = await bookAsAdmin(overrides);
  expect(created.status, created.text).toBe(201);
  return created.body as { id: string };
}

describe("a studio calendar link", () => {
  it("is made from PUBLIC_URL, answers text/calendar without a cookie, cached privately, and parses", async () => {
    const session = await book({
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace.hopper@example.com",
      phone: "07700900999",
      date: upcoming(6, 1),
      startTime: "23:00",
      duration: 3,
      engineer: "Dre",
      projectDescription: "Mixing the single, bring stems",
    });
    const link = await newLink("studio");
    expect(link.url).toMatch(/^https:\/\/studio\.example\.com\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(link.webcalUrl).toBe(link.url.replace("https://", "webcal://"));

    const feed = await fetchFeed(link.path);
    expect(feed.status).toBe(200);
    expect((await fetchFeed(link.path.replace(/\.ics$/, ""))).status).toBe(404);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(feed.headers.get("cache-control")).toBe("private, max-age=300");
    expect(feed.headers.get("set-cookie")).toBeNull();
    const parsed = readFeed(feed.text);
    expect(parsed.name).toBe("Leyton Sound Studio");
    const event = parsed.events.find((e) => e.uid === `${session.id}@leytonsound.studio`);
    expect(event).toMatchObject({ summary: "Grace with Dre", description: "Mixing the single, bring stems" });
    expect(event!.endMs - event!.startMs).toBe(3 * 3_600_000);
    // No customer data beyond the first name and the notes: the only address is the studio's.
    for (const hidden of ["Hopper", "grace.hopper@example.com", "07700900999", "ATTENDEE"])
      expect(feed.text).not.toContain(hidden);
    expect(
      feed.text.match(/mailto:[^\r\n]*/g)?.every((m) => m === "mailto:bookings@leytonsound.studio"),
    ).toBe(true);
  });

  it("uses the UID and SEQUENCE of the customer's own calendar event", async () => {
    const session = await book({ date: upcoming(6, 2), startTime: "14:00" });
    expect((await admin("PUT", `/api/admin/bookings/${session.id}`, { startTime: "15:00" })).status).toBe(
      200,
    );
    const link = await newLink("studio");
    const event = readFeed((await fetchFeed(link.path)).text).events.find((e) =>
      e.uid.startsWith(session.id),
    );
    // The receipt went at SEQUENCE 0 and the change at 1.
    expect(event?.sequence).toBe(1);
    expect(event?.uid).toBe(`${session.id}@leytonsound.studio`);
  });

  it("leaves out cancelled sessions", async () => {
    const session = await book({ date: upcoming(6, 3), startTime: "16:00" });
    const cancel = await setStatus(session.id, "cancelled");
    expect(cancel.status).toBe(200);
    const link = await newLink("studio");
    expect((await fetchFeed(link.path)).text).not.toContain(session.id);
  });

  it("shows the studio's closures as all-day events", async () => {
    const night = upcoming(0, 4);
    const closure = await admin("POST", "/api/admin/closures", {
      startDate: night,
      endDate: night,
      reason: "Boiler service",
    });
    expect(closure.status, closure.text).toBe(201);
    const link = await newLink("studio");
    const event = readFeed((await fetchFeed(link.path)).text).events.find(
      (e) => e.summary === "Studio closed: Boiler service",
    );
    expect(event?.allDay?.start).toBe(night);
  });
});

describe("a producer's link", () => {
  it("holds only that producer's sessions, and says whose calendar it is", async () => {
    const withDre = await book({ date: upcoming(5, 5), startTime: "14:00", engineer: "Dre" });
    const withMarcus = await book({ date: upcoming(5, 5), startTime: "18:00", engineer: "Marcus" });
    const link = await newLink(await scopeOf("Dre"));
    const feed = readFeed((await fetchFeed(link.path)).text);
    expect(feed.name).toBe("Leyton Sound Studio: Dre");
    const uids = feed.events.map((e) => e.uid);
    expect(uids).toContain(`${withDre.id}@leytonsound.studio`);
    expect(uids).not.toContain(`${withMarcus.id}@leytonsound.studio`);
    expect(feed.events.length).toBeGreaterThan(0);
    expect(feed.events.every((e) => e.summary.endsWith(" with Dre"))).toBe(true);
  });
});

describe("making, replacing and revoking links", () => {
  it("replaces the old link with a new one, and revoking answers 404 like an unknown token", async () => {
    const scope = await scopeOf("Marcus");
    const first = await newLink(scope);
    const second = await newLink(scope);
    expect(second.path).not.toBe(first.path);
    expect((await fetchFeed(first.path)).status).toBe(404);
    expect((await fetchFeed(second.path)).status).toBe(200);

    const listed = (await admin("GET", "/api/admin/calendar-feeds")).body.find(
      (s: { scope: string }) => s.scope === scope,
    );
    expect(listed).toMatchObject({ producer: "Marcus", active: true });
    expect(typeof listed.createdAt).toBe("string");

    const revoked = await admin("DELETE", `/api/admin/calendar-feeds/${scope}`);
    expect(revoked.status).toBe(200);
    const gone = await fetchFeed(second.path);
    const unknown = await fetchFeed(`/calendar/${"A".repeat(43)}.ics`);
    expect([gone.status, unknown.status]).toEqual([404, 404]);
    expect(gone.text).toBe(unknown.text);
    expect((await fetchFeed("/calendar/short.ics")).status).toBe(404);
    expect((await admin("DELETE", `/api/admin/calendar-feeds/${scope}`)).status).toBe(404);
    const after = (await admin("GET", "/api/admin/calendar-feeds")).body.find(
      (s: { scope: string }) => s.scope === scope,
    );
    expect(after).toMatchObject({ active: false, createdAt: null });
  });

  it("works through tRPC too, and refuses an unknown scope naming the field", async () => {
    const created = await feedsMutation("admin.calendarFeeds.create", { scope: "studio" });
    const url = created.body.result?.data.url as string;
    expect((await fetchFeed(url.slice(PUBLIC_URL.length))).status).toBe(200);
    const refused = await feedsMutation("admin.calendarFeeds.create", { scope: "nobody" });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.data.issues[0].path).toBe("scope");
    const revoked = await feedsMutation("admin.calendarFeeds.revoke", { scope: "studio" });
    expect(revoked.body.result?.data).toEqual({ scope: "studio", revoked: true });
    expect((await fetchFeed(url.slice(PUBLIC_URL.length))).status).toBe(404);
  });

  it("needs an admin session", async () => {
    expect((await call(t.url, "GET", "/api/admin/calendar-feeds")).status).toBe(401);
    expect((await call(t.url, "POST", "/api/admin/calendar-feeds/studio")).status).toBe(401);
    expect((await trpc(t.url, "query", "admin.calendarFeeds.list")).status).toBe(401);
  });
});

describe("what is kept of a link, and who may use it", () => {
  it("keeps only the token's SHA-256: the plain token is nowhere in the database files", async () => {
    const link = await newLink("studio");
    const token = link.path.slice("/calendar/".length, -".ics".length);
    const files = ["studio.db", "studio.db-wal"].map((name) => path.join(t.dataDir, name));
    const bytes = files
      .filter((file) => existsSync(file))
      .map((file) => readFileSync(file).toString("latin1"))
      .join("");
    expect(bytes).not.toContain(token);
    const stored = t.store.sqlite
      .prepare("select tokenHash from calendar_feeds where scope = 'studio'")
      .get();
    expect(stored).toEqual({ tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it("records who made, replaced and revoked each link", () => {
    const actions = t.store.sqlite
      .prepare("select action, actor from calendar_feed_audit where scope = 'studio' order by id")
      .all() as { action: string; actor: string }[];
    expect(actions.slice(0, 2).map((a) => a.action)).toEqual(["created", "replaced"]);
    expect(actions.map((a) => a.action)).toContain("revoked");
    expect(actions.every((a) => a.actor.startsWith("Owner (password), "))).toBe(true);
  });

  it("serves the feed to a cross-site GET (calendar apps), while a cross-site POST is refused", async () => {
    const link = await newLink("studio");
    const crossSite = { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" };
    expect((await fetchFeed(link.path, crossSite)).status).toBe(200);
    const post = await call(t.url, "POST", "/api/admin/calendar-feeds/studio", undefined, {
      cookie: t.cookie,
      headers: crossSite,
    });
    expect(post.status).toBe(403);
  });
});
