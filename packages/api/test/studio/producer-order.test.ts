// Producers in the owner's order: a move in the Studio tab (PATCH .../producers/{id} with
// `position`, 0 first) is audited, and the public profile and GET /api/engineers follow it at once.
import { describe, expect, it } from "vitest";
import { call } from "../helpers.js";
import { useAdminApp } from "../shared-app.js";

const t = useAdminApp();
const names = (list: { name: string }[]) => list.map((p) => p.name);
const studio = async () => (await t.admin("GET", "/api/admin/studio")).body;
const idOf = async (name: string): Promise<string> =>
  (await studio()).producers.find((p: { name: string }) => p.name === name).id;
const move = async (name: string, position: unknown) =>
  t.admin("PATCH", `/api/admin/studio/producers/${await idOf(name)}`, { position });

describe("PATCH /api/admin/studio/producers/{id} with position", () => {
  it("moves a producer: the Studio tab, the public profile and the engineers list show the new order", async () => {
    expect(names((await studio()).producers)).toEqual(["Marcus", "Dre", "Kofi"]);
    const moved = await move("Kofi", 0);
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ name: "Kofi", position: 0 });
    const document = await studio();
    expect(names(document.producers)).toEqual(["Kofi", "Marcus", "Dre"]);
    expect(document.producers.map((p: { position: number }) => p.position)).toEqual([0, 1, 2]);
    expect(names((await call(t.url, "GET", "/api/studio")).body.producers)).toEqual([
      "Kofi",
      "Marcus",
      "Dre",
    ]);
    expect(names((await call(t.url, "GET", "/api/engineers")).body)).toEqual(["Kofi", "Marcus", "Dre"]);
  });

  it("moves one down a place, and past the end to the last place", async () => {
    await move("Kofi", 1);
    expect(names((await studio()).producers)).toEqual(["Marcus", "Kofi", "Dre"]);
    await move("Marcus", 99);
    expect(names((await studio()).producers)).toEqual(["Kofi", "Dre", "Marcus"]);
  });

  it("audits the move as the producer's position before and after, and a put-back moves them back", async () => {
    const kofi = await idOf("Kofi");
    await move("Dre", 0);
    const history = (await t.admin("GET", "/api/admin/studio/history")).body;
    const dre = await idOf("Dre");
    expect(history.saves[0]).toMatchObject({
      section: "producers",
      producer: { id: dre, name: "Dre" },
      changes: [{ field: `producers.${dre}.position`, label: "Position", before: "1", after: "0" }],
    });
    const back = await t.admin("POST", `/api/admin/studio/history/${history.saves[0].id}/restore`);
    expect(back.status, back.text).toBe(200);
    expect(names(back.body.producers)).toEqual(["Kofi", "Dre", "Marcus"]);
    expect(back.body.producers[0].id).toBe(kofi);
  });

  it("refuses a place that is not a whole number from 0 with a 400 naming position, moving nobody", async () => {
    const before = names((await studio()).producers);
    for (const position of [-1, 1.5, "first", 1001, null]) {
      const answer = await move("Dre", position);
      expect(answer.status, JSON.stringify(position)).toBe(400);
      expect(answer.body.issues.map((i: { path: string }) => i.path)).toContain("position");
    }
    expect(names((await studio()).producers)).toEqual(before);
  });
});
