// Producers in the Studio tab: added (at once on /api/engineers and /api/studio, bookable at their
// own price), renamed with every row that was theirs, retired (refused over upcoming sessions) and
// brought back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CalendarHost } from "../calendars/calendar-server.js";
import { GOOGLE } from "../calendars/exports.js";
import { bookingPayload, call, upcoming } from "../helpers.js";
import { useAdminApp } from "../shared-app.js";
import { addPerson } from "../staff/people.js";

const t = useAdminApp({ calendarAllowHosts: ["127.0.0.1"] });
const calendars = new CalendarHost();
beforeAll(async () => {
  await calendars.start();
  calendars.paths.set("/dre.ics", { body: GOOGLE });
});
afterAll(() => calendars.close());
const book = (overrides: Record<string, unknown>) =>
  call(t.url, "POST", "/api/bookings", bookingPayload(overrides));
const names = (list: { name: string }[]) => list.map((p) => p.name);
const producerId = async (name: string): Promise<string> =>
  (await t.admin("GET", "/api/admin/studio")).body.producers.find((p: { name: string }) => p.name === name)
    .id;
const KAI = { name: "Kai", title: "Producer", bio: "Kai makes records.", bookable: true };

describe("POST /api/admin/studio/producers", () => {
  it("adds a producer: on the engineers list and the public profile at once", async () => {
    const added = await t.admin("POST", "/api/admin/studio/producers", KAI);
    expect(added.status, added.text).toBe(201);
    expect(added.body).toMatchObject({ ...KAI, pronoun: "they", retired: false, link: null, prices: {} });
    expect(names((await call(t.url, "GET", "/api/engineers")).body)).toContain("Kai");
    const studio = (await call(t.url, "GET", "/api/studio")).body;
    expect(names(studio.producers)).toContain("Kai");
  });

  it("refuses a name already used, in any case, with a 409", async () => {
    const answer = await t.admin("POST", "/api/admin/studio/producers", { ...KAI, name: "marcus" });
    expect(answer.status).toBe(409);
    expect(answer.body.issues[0].path).toBe("name");
  });

  it("refuses bad input with a 400 naming the field, and adds nobody", async () => {
    const bad: [unknown, string][] = [
      [{ ...KAI, name: "Lu", bio: "" }, "bio"],
      [{ ...KAI, name: "Lu", link: "not a url" }, "link"],
      [{ ...KAI, name: "a/b" }, "name"],
      [{ ...KAI, name: "Lu", bookable: "yes" }, "bookable"],
      [{ ...KAI, name: "Lu", pronoun: "him" }, "pronoun"],
    ];
    for (const [body, path] of bad) {
      const answer = await t.admin("POST", "/api/admin/studio/producers", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    expect(names((await t.admin("GET", "/api/admin/studio")).body.producers)).not.toContain("Lu");
  });
});

describe("PATCH /api/admin/studio/producers/{id}", () => {
  it("sets a producer's own 4-hour price: a visitor books them at it", async () => {
    const id = await producerId("Kai");
    const saved = await t.admin("PATCH", `/api/admin/studio/producers/${id}`, { prices: { "4": 15000 } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.prices).toEqual({ "4": 15000 });
    const table = await book({ engineer: "Kai", duration: 4, totalCost: 12500 });
    expect(table.status).toBe(400);
    expect(table.body.issues[0].path).toBe("totalCost");
    const theirs = await book({ engineer: "Kai", duration: 4, totalCost: 15000 });
    expect(theirs.status, theirs.text).toBe(201);
    expect(theirs.body.totalCost).toBe(15000);
  });

  it("renames a producer with every booking, leave, calendar and staff link that was theirs", async () => {
    const booked = await book({ engineer: "Dre", date: upcoming(5, 4) });
    expect(booked.status).toBe(201);
    const away = { engineer: "Dre", startDate: upcoming(5, 6), endDate: upcoming(6, 6) };
    expect((await t.admin("POST", "/api/admin/leave", away)).status).toBe(201);
    const person = await addPerson(t, t.cookie, {
      name: "Dre",
      email: "dre@example.com",
      role: "producer",
      producer: "Dre",
    });
    const calendar = { engineer: "Dre", label: "Gigs", url: calendars.url("/dre.ics") };
    expect((await t.admin("POST", "/api/admin/calendars", calendar)).status).toBe(201);
    const id = await producerId("Dre");
    const renamed = await t.admin("PATCH", `/api/admin/studio/producers/${id}`, { name: "Andre" });
    expect(renamed.status, renamed.text).toBe(200);
    // Their own calendar stays theirs: its busy times still block the renamed producer.
    const subscriptions = (await t.admin("GET", "/api/admin/calendars")).body;
    expect(subscriptions.map((c: { engineer: string }) => c.engineer)).toEqual(["Andre"]);
    const row = t.store.sqlite.prepare("select engineer from bookings where id = ?").get(booked.body.id);
    expect(row).toEqual({ engineer: "Andre" });
    const leave = t.store.sqlite.prepare("select engineer from producer_leave").all();
    expect(leave).toEqual([{ engineer: "Andre" }]);
    const link = t.store.sqlite.prepare("select producer from staff_members where id = ?").get(person.id);
    expect(link).toEqual({ producer: "Andre" });
    expect(names((await call(t.url, "GET", "/api/engineers")).body)).toContain("Andre");
    expect(await producerId("Andre")).toBe(id);
    const clash = await t.admin("PATCH", `/api/admin/studio/producers/${id}`, { name: "KAI" });
    expect(clash.status).toBe(409);
  });

  it("refuses to retire a producer with upcoming confirmed sessions, listing them", async () => {
    const id = await producerId("Andre");
    const refused = await t.admin("PATCH", `/api/admin/studio/producers/${id}`, { retired: true });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain("Move or cancel them first");
    expect(refused.body.issues.length).toBeGreaterThan(0);
    expect(names((await call(t.url, "GET", "/api/engineers")).body)).toContain("Andre");
  });

  it("retires a producer without sessions from the public lists, and brings them back", async () => {
    const id = await producerId("Kofi");
    const retired = await t.admin("PATCH", `/api/admin/studio/producers/${id}`, { retired: true });
    expect(retired.status, retired.text).toBe(200);
    expect(retired.body.retired).toBe(true);
    expect(names((await call(t.url, "GET", "/api/engineers")).body)).not.toContain("Kofi");
    expect(names((await call(t.url, "GET", "/api/studio")).body.producers)).not.toContain("Kofi");
    expect(names((await t.admin("GET", "/api/admin/studio")).body.producers)).toContain("Kofi");
    const back = await t.admin("PATCH", `/api/admin/studio/producers/${id}`, { retired: false });
    expect(back.body.retired).toBe(false);
    expect(names((await call(t.url, "GET", "/api/engineers")).body)).toContain("Kofi");
  });

  it("keeps the pronoun staff texts use: the file's, then the owner's", async () => {
    const id = await producerId("Kofi");
    const before = (await t.admin("GET", "/api/admin/studio")).body.producers.find(
      (p: { id: string }) => p.id === id,
    );
    expect(before.pronoun).toBe("he");
    const changed = await t.admin("PATCH", `/api/admin/studio/producers/${id}`, { pronoun: "she" });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.pronoun).toBe("she");
    expect(
      (await t.admin("PATCH", `/api/admin/studio/producers/${id}`, { pronoun: "he" })).body.pronoun,
    ).toBe("he");
  });

  it("answers 404 for no such producer and 400 naming a bad field", async () => {
    expect((await t.admin("PATCH", "/api/admin/studio/producers/nobody", { title: "X" })).status).toBe(404);
    const id = await producerId("Kofi");
    const bad = await t.admin("PATCH", `/api/admin/studio/producers/${id}`, { prices: { "5": 100 } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("prices");
    const unknown = await t.admin("PATCH", `/api/admin/studio/producers/${id}`, { colour: "red" });
    expect(unknown.status).toBe(400);
  });
});
