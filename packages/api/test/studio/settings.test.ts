// The owner's Studio tab over REST: the document, a save of its sections (checked whole, nothing
// saved on a bad field), the rate card and a producer's own prices as the public door's check, and
// every save's audit.
import { describe, expect, it } from "vitest";
import { checkProfile } from "../../src/config/profile.js";
import { bookingPayload, call, upcoming } from "../helpers.js";
import { useAdminApp } from "../shared-app.js";

const t = useAdminApp();
const book = (overrides: Record<string, unknown>) =>
  call(t.url, "POST", "/api/bookings", bookingPayload(overrides));
const RATE_CARD = { "2": 7000, "3": 10000, "4": 12500, "6": 18000, "8": 24000, "10": 28000 };

describe("GET /api/admin/studio", () => {
  it("answers the whole document, seeded from the profile file", async () => {
    const answer = await t.admin("GET", "/api/admin/studio");
    expect(answer.status).toBe(200);
    expect(answer.body.details.name).toBe("Leyton Sound Studio");
    expect(answer.body.prices).toEqual(RATE_CARD);
    expect(answer.body.policies).toMatchObject({ cancellationNoticeHours: 24, holdHours: 48, deposit: null });
    expect(answer.body.producers.map((p: { name: string }) => p.name)).toEqual(["Marcus", "Dre", "Kofi"]);
    expect(answer.body.producers[0]).toMatchObject({ retired: false, bookable: true, prices: {} });
    expect(answer.body.producers[0].id).toEqual(expect.any(String));
    expect(answer.body.gallery).toHaveLength(4);
  });
});

describe("PATCH /api/admin/studio", () => {
  it("refuses a bad field with a 400 naming it, and saves nothing", async () => {
    const before = (await t.admin("GET", "/api/admin/studio")).body;
    const bad: [unknown, string][] = [
      [{ policies: { holdHours: 0 } }, "policies.holdHours"],
      [{ policies: { cancellationNoticeHours: "24" } }, "policies.cancellationNoticeHours"],
      [{ prices: { ...RATE_CARD, "10": undefined } }, "prices.10"],
      [{ prices: { ...RATE_CARD, "4": -5 } }, "prices.4"],
      [{ details: { bookingsEmail: "not an address" } }, "details.bookingsEmail"],
      [{ details: { notificationRecipients: [] } }, "details.notificationRecipients"],
      [{ equipment: [{ group: "Mics", items: [] }] }, "equipment.0.items"],
      [
        { equipment: [{ group: "Mics", items: [{ name: "U87", description: "" }] }] },
        "equipment.0.items.0.description",
      ],
      [{ equipment: [] }, "equipment"],
      [{ gallery: [] }, ""],
    ];
    for (const [body, path] of bad) {
      const answer = await t.admin("PATCH", "/api/admin/studio", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    expect((await t.admin("GET", "/api/admin/studio")).body).toEqual(before);
  });

  it("saves a new 4-hour price and notice: the public check takes them, an older booking keeps its price", async () => {
    const older = await book({ duration: 4, totalCost: 12500, date: upcoming(6, 2) });
    expect(older.status, older.text).toBe(201);
    const saved = await t.admin("PATCH", "/api/admin/studio", {
      prices: { ...RATE_CARD, "4": 13000 },
      policies: { cancellationNoticeHours: 48 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.prices["4"]).toBe(13000);
    expect(saved.body.policies.cancellationNoticeHours).toBe(48);
    const stale = await book({ duration: 4, totalCost: 12500, date: upcoming(6, 3) });
    expect(stale.status).toBe(400);
    expect(stale.body.issues[0].path).toBe("totalCost");
    expect(stale.body.error).toBe("Total cost must be £130.00 for a 4-hour session");
    const fresh = await book({ duration: 4, totalCost: 13000, date: upcoming(6, 3) });
    expect(fresh.status).toBe(201);
    const kept = t.store.sqlite.prepare("select totalCost from bookings where id = ?").get(older.body.id);
    expect(kept).toEqual({ totalCost: 12500 });
    const publicStudio = await call(t.url, "GET", "/api/studio");
    expect(publicStudio.body.prices["4"]).toBe(13000);
    expect(publicStudio.body.cancellationNoticeHours).toBe(48);
  });

  it("records each field before and after, and who saved it", async () => {
    const rows = t.store.sqlite
      .prepare("select actor, section, field, before, after from studio_settings_audit order by id")
      .all() as { actor: string; field: string; before: string; after: string }[];
    expect(rows).toContainEqual(
      expect.objectContaining({ section: "prices", field: "prices.4", before: "12500", after: "13000" }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ field: "policies.cancellationNoticeHours", before: "24", after: "48" }),
    );
    expect(rows.every((row) => row.actor.length > 0)).toBe(true);
  });
});

describe("the move notice", () => {
  it("is set, then unset with null (it then follows the cancellation notice), audited both times", async () => {
    const set = await t.admin("PATCH", "/api/admin/studio", { policies: { moveNoticeHours: 6 } });
    expect(set.status, set.text).toBe(200);
    expect(set.body.policies.moveNoticeHours).toBe(6);
    expect((await call(t.url, "GET", "/api/studio")).body.moveNoticeHours).toBe(6);
    const unset = await t.admin("PATCH", "/api/admin/studio", { policies: { moveNoticeHours: null } });
    expect(unset.status, unset.text).toBe(200);
    expect(unset.body.policies).not.toHaveProperty("moveNoticeHours");
    expect((await call(t.url, "GET", "/api/studio")).body).not.toHaveProperty("moveNoticeHours");
    const bad = await t.admin("PATCH", "/api/admin/studio", { policies: { moveNoticeHours: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("policies.moveNoticeHours");
    const audit = t.store.sqlite
      .prepare("select after from studio_settings_audit where field = 'policies.moveNoticeHours' order by id")
      .all();
    expect(audit).toHaveLength(2);
  });
});

describe("the mail sender", () => {
  it("is set, then cleared with null (the studio's name and bookings e-mail send again), audited both times", async () => {
    const from = "Leyton Bookings <hello@leytonsound.studio>";
    const set = await t.admin("PATCH", "/api/admin/studio", { details: { mailFrom: from } });
    expect(set.status, set.text).toBe(200);
    expect(set.body.details.mailFrom).toBe(from);
    expect((await t.admin("GET", "/api/admin/studio/export")).body.mailFrom).toBe(from);
    const cleared = await t.admin("PATCH", "/api/admin/studio", { details: { mailFrom: null } });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.details).not.toHaveProperty("mailFrom");
    expect((await t.admin("GET", "/api/admin/studio/export")).body).not.toHaveProperty("mailFrom");
    const audit = t.store.sqlite
      .prepare("select after from studio_settings_audit where field = 'details.mailFrom' order by id")
      .all();
    expect(audit).toHaveLength(2);
  });
});

describe("the equipment", () => {
  it("is the spec's list until saved; a save is on the public profile at once and audited", async () => {
    const before = (await t.admin("GET", "/api/admin/studio")).body.equipment;
    expect(before.map((g: { group: string }) => g.group)).toEqual([
      "Audio Interfaces",
      "Preamps & Processors",
      "Studio Monitors",
      "Microphones",
    ]);
    const equipment = [
      { group: "Microphones", items: [{ name: "U87", description: "Large-diaphragm condenser." }] },
      ...before.slice(0, 1),
    ];
    const saved = await t.admin("PATCH", "/api/admin/studio", { equipment });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.equipment).toEqual(equipment);
    expect((await call(t.url, "GET", "/api/studio")).body.equipment).toEqual(equipment);
    const row = t.store.sqlite
      .prepare("select before, after from studio_settings_audit where field = 'equipment'")
      .get() as { before: string; after: string };
    expect(JSON.parse(row.before)).toEqual(before);
    expect(JSON.parse(row.after)).toEqual(equipment);
  });
});

describe("GET /api/admin/studio/export", () => {
  it("downloads the settings in the profile file's shape, without ids", async () => {
    const answer = await t.admin("GET", "/api/admin/studio/export");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toBe('attachment; filename="studio.json"');
    expect(answer.body.name).toBe("Leyton Sound Studio");
    expect(answer.body.prices["4"]).toBe(13000);
    expect(answer.body.cancellationNoticeHours).toBe(48);
    expect(answer.body.producers.map((p: { name: string }) => p.name)).toEqual(["Marcus", "Dre", "Kofi"]);
    expect(answer.body.producers.some((p: object) => "id" in p)).toBe(false);
    expect(checkProfile(answer.body).success).toBe(true);
  });
});
