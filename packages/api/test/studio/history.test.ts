// The Studio tab's history over REST and tRPC: every save listed newest first (who, when with its
// real day, which section or producer, each field before and after in words), and a section or a
// producer put back as before a save: a new audited save, live on the public door at once; refused
// with a 409 saying why when the save cannot come back.
import { DEPOSIT_PERCENT_MESSAGE } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { call, trpcCallers } from "../helpers.js";
import { useAdminApp } from "../shared-app.js";

const t = useAdminApp();
const { q, m } = trpcCallers(t);
type Save = {
  id: number;
  section: string;
  when: string;
  actor: string;
  producer: { id: string; name: string } | null;
  changes: { field: string; label: string; before: string; after: string }[];
  restorable: boolean;
  restoreOf: number | null;
};
const history = async (): Promise<{ saves: Save[]; total: number }> =>
  (await t.admin("GET", "/api/admin/studio/history")).body;
const restore = (id: number | string) => t.admin("POST", `/api/admin/studio/history/${id}/restore`);
const policies = async () => (await t.admin("GET", "/api/admin/studio")).body.policies;

describe("GET /api/admin/studio/history", () => {
  it("lists each save newest first: who, the real day, the section, each field before and after", async () => {
    expect((await t.admin("PATCH", "/api/admin/studio", { policies: { holdHours: 24 } })).status).toBe(200);
    const prices = (await t.admin("GET", "/api/admin/studio")).body.prices;
    await t.admin("PATCH", "/api/admin/studio", { prices: { ...prices, "4": 13000 } });
    const { saves, total } = await history();
    expect(total).toBe(2);
    expect(saves.map((s) => s.section)).toEqual(["prices", "policies"]);
    expect(saves[0]?.changes).toEqual([
      { field: "prices.4", label: "4 hours", before: "£125", after: "£130" },
    ]);
    expect(saves[1]?.changes).toEqual([
      { field: "policies.holdHours", label: "Hold hours", before: "48", after: "24" },
    ]);
    expect(saves[1]?.when).toMatch(
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}( \d{4})?, \d{1,2}:\d{2} (AM|PM)$/,
    );
    expect(saves[1]?.actor).toMatch(/\w/);
    expect(saves.every((s) => s.restorable && s.restoreOf === null)).toBe(true);
  });

  it("names the producer a save was about", async () => {
    const dre = (await t.admin("GET", "/api/admin/studio")).body.producers.find(
      (p: { name: string }) => p.name === "Dre",
    );
    await t.admin("PATCH", `/api/admin/studio/producers/${dre.id}`, { bookable: false });
    const [latest] = (await history()).saves;
    expect(latest).toMatchObject({ section: "producers", producer: { id: dre.id, name: "Dre" } });
    expect(latest?.changes).toEqual([
      { field: `producers.${dre.id}.bookable`, label: "Bookable", before: "Yes", after: "No" },
    ]);
  });
});

describe("POST /api/admin/studio/history/{id}/restore", () => {
  it("puts the policies back as before a save, undoing the later ones too, as a new audited save", async () => {
    await t.admin("PATCH", "/api/admin/studio", { policies: { reminderHours: 12 } });
    await t.admin("PATCH", "/api/admin/studio", { policies: { holdHours: 72, reminderHours: 6 } });
    const saves = (await history()).saves.filter((s) => s.section === "policies");
    const first = saves.find((s) => s.changes.some((c) => c.after === "12")) as Save;
    const answer = await restore(first.id);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.policies).toMatchObject({ reminderHours: 24, holdHours: 24 });
    const [latest] = (await history()).saves;
    expect(latest).toMatchObject({ section: "policies", restoreOf: first.id });
    expect(latest?.changes.map((c) => [c.field, c.before, c.after]).sort()).toEqual([
      ["policies.holdHours", "72", "24"],
      ["policies.reminderHours", "6", "24"],
    ]);
  });

  it("puts a producer's rename back: every row follows, and the public door shows it at once", async () => {
    const kofi = (await t.admin("GET", "/api/admin/studio")).body.producers.find(
      (p: { name: string }) => p.name === "Kofi",
    );
    await t.admin("PATCH", `/api/admin/studio/producers/${kofi.id}`, {
      name: "Kofi Mensah",
      bio: "New bio.",
    });
    const [rename] = (await history()).saves;
    const answer = await restore(rename?.id as number);
    expect(answer.status, answer.text).toBe(200);
    const back = answer.body.producers.find((p: { id: string }) => p.id === kofi.id);
    expect(back).toMatchObject({ name: "Kofi", bio: kofi.bio });
    const producers = (await call(t.url, "GET", "/api/engineers")).body.map((e: { name: string }) => e.name);
    expect(producers).toContain("Kofi");
    expect(producers).not.toContain("Kofi Mensah");
  });

  it("puts back a producer's empty social link: the link set since is cleared (a PATCH with null clears it too)", async () => {
    const added = await t.admin("POST", "/api/admin/studio/producers", {
      name: "Bea",
      title: "Producer",
      bio: "Bea makes records.",
      bookable: false,
    });
    expect(added.body.link).toBeNull();
    const link = "https://www.instagram.com/bea";
    await t.admin("PATCH", `/api/admin/studio/producers/${added.body.id}`, { link });
    const [linked] = (await history()).saves;
    const answer = await restore(linked?.id as number);
    expect(answer.status, answer.text).toBe(200);
    const back = answer.body.producers.find((p: { id: string }) => p.id === added.body.id);
    expect(back.link).toBeNull();
    expect((await history()).saves[0]?.changes).toMatchObject([{ field: `producers.${added.body.id}.link` }]);
    await t.admin("PATCH", `/api/admin/studio/producers/${added.body.id}`, { link });
    const cleared = await t.admin("PATCH", `/api/admin/studio/producers/${added.body.id}`, { link: null });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.link).toBeNull();
  });

  it("refuses with a 409 and a reason: a producer retired since, a producer's addition, a picture", async () => {
    const added = await t.admin("POST", "/api/admin/studio/producers", {
      name: "Ama",
      title: "Producer",
      bio: "Ama makes records.",
      bookable: true,
    });
    const [addition] = (await history()).saves;
    expect(addition?.restorable).toBe(false);
    await t.admin("PATCH", `/api/admin/studio/producers/${added.body.id}`, { title: "Mix engineer" });
    const [titled] = (await history()).saves;
    await t.admin("PATCH", `/api/admin/studio/producers/${added.body.id}`, { retired: true });
    const [retiring] = (await history()).saves;
    const before = (await t.admin("GET", "/api/admin/studio")).body;
    const gallery = before.gallery as { id: string }[];
    await t.admin("DELETE", `/api/admin/studio/gallery/${gallery[3]?.id}`);
    const [picture] = (await history()).saves;
    expect(picture?.restorable).toBe(false);
    const refusals: [number, RegExp][] = [
      [addition?.id as number, /added .*retire them instead/],
      [titled?.id as number, /Ama has been retired since this save: bring them back first/],
      [retiring?.id as number, /Ama has been retired since this save/],
      [picture?.id as number, /A picture cannot be put back/],
    ];
    for (const [id, message] of refusals) {
      const answer = await restore(id);
      expect(answer.status, answer.text).toBe(409);
      expect(answer.body.error).toMatch(message);
    }
    const after = (await t.admin("GET", "/api/admin/studio")).body;
    expect(after.producers).toEqual(before.producers);
    expect((await history()).saves[0]?.id).toBe(picture?.id);
  });

  it("answers 404 for a save that does not exist, 401 without a session", async () => {
    for (const id of ["999999", "0", "abc", "1.5"]) expect((await restore(id)).status, id).toBe(404);
    expect((await call(t.url, "GET", "/api/admin/studio/history")).status).toBe(401);
    expect((await call(t.url, "POST", "/api/admin/studio/history/1/restore")).status).toBe(401);
  });

  it("mirrors both doors over tRPC", async () => {
    await t.admin("PATCH", "/api/admin/studio", { policies: { noShowLimit: 3 } });
    const listed = await q("admin.studio.history");
    const [latest] = (listed.body.result?.data.saves ?? []) as Save[];
    expect(latest?.changes[0]).toMatchObject({ label: "No show limit", before: "0", after: "3" });
    const putBack = await m("admin.studio.restore", { id: String(latest?.id) });
    expect(putBack.status, putBack.text).toBe(200);
    expect(putBack.body.result?.data.policies.noShowLimit).toBe(0);
    expect((await policies()).noShowLimit).toBe(0);
  });
});

describe("the deposit and the cancellation terms", () => {
  it("are saved whole and listed in words; a bad percent is a 400 naming it, nothing saved", async () => {
    const terms = [
      { noticeHours: 0, keepPercent: 100 },
      { noticeHours: 168, keepPercent: 50 },
    ];
    const saved = await t.admin("PATCH", "/api/admin/studio", {
      policies: { deposit: { percent: 25 }, cancellationTerms: terms },
    });
    expect(saved.status, saved.text).toBe(200);
    await t.admin("PATCH", "/api/admin/studio", { policies: { deposit: { amountPence: 5000 } } });
    const [latest, earlier] = (await history()).saves;
    expect(latest?.changes).toEqual([
      { field: "policies.deposit", label: "Deposit", before: "25% of the price", after: "£50" },
    ]);
    expect(earlier?.changes).toHaveLength(2);
    expect(earlier?.changes).toEqual(
      expect.arrayContaining([
        { field: "policies.deposit", label: "Deposit", before: "None", after: "25% of the price" },
        {
          field: "policies.cancellationTerms",
          label: "Cancellation terms",
          before: "None",
          after: "168 hours' notice or more: keeps 50%; less notice: keeps 100%",
        },
      ]),
    );

    const bad = await t.admin("PATCH", "/api/admin/studio", { policies: { deposit: { percent: 150 } } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([{ path: "policies.deposit.percent", message: DEPOSIT_PERCENT_MESSAGE }]);
    expect((await policies()).deposit).toEqual({ amountPence: 5000 });
    await t.admin("PATCH", "/api/admin/studio", { policies: { deposit: null, cancellationTerms: [] } });
    expect((await policies()).deposit).toBeUndefined();
  });
});
