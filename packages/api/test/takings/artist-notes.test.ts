// Staff notes on an artist: written and removed over REST and tRPC, listed with the artist under
// any of their e-mails, refused when bad, and found, exported and erased with the person.
import { describe, expect, it } from "vitest";
import { trpc, upcoming } from "../helpers.js";
import { useAdminApp } from "../shared-app.js";

const t = useAdminApp();
const { admin, bookAsAdmin } = t;

const NOTE_SHAPE = {
  id: expect.any(Number),
  writtenBy: expect.stringMatching(/^Owner \(password\)$/),
  writtenAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
};

describe("artist notes", () => {
  it("keeps a note under the artist's e-mail and lists it with the artist, found by any of their details", async () => {
    const customer = {
      firstName: "Noor",
      lastName: "Notes",
      email: "noor@example.com",
      phone: "07700 900888",
    };
    await bookAsAdmin({ ...customer, date: upcoming(5, 2) });
    // The same artist booked again under another e-mail, known by the same phone.
    await bookAsAdmin({ ...customer, email: "noor.work@example.com", date: upcoming(5, 3) });
    const first = await admin("POST", "/api/admin/artists/notes", {
      email: "NOOR@example.com",
      text: "Brings her own mic.\nPrefers Dre.",
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ ...NOTE_SHAPE, text: "Brings her own mic.\nPrefers Dre." });
    const second = await admin("POST", "/api/admin/artists/notes", {
      email: "noor.work@example.com",
      text: "Owes £20 from last time",
    });
    expect(second.status).toBe(201);

    const found = await admin("GET", `/api/admin/artists?q=${encodeURIComponent("07700900888")}`);
    expect(found.status).toBe(200);
    expect(found.body).toHaveLength(1);
    expect(found.body[0].notes.map((n: { text: string }) => n.text)).toEqual([
      "Owes £20 from last time",
      "Brings her own mic.\nPrefers Dre.",
    ]);

    expect((await admin("DELETE", `/api/admin/artists/notes/${first.body.id}`)).status).toBe(200);
    expect((await admin("DELETE", `/api/admin/artists/notes/${first.body.id}`)).status).toBe(404);
    expect((await admin("DELETE", "/api/admin/artists/notes/not-a-number")).status).toBe(404);
    const after = await admin("GET", "/api/admin/artists?q=noor");
    expect(after.body[0].notes.map((n: { text: string }) => n.text)).toEqual(["Owes £20 from last time"]);
  });

  it("refuses a blank note and a bad e-mail with 400 naming the field, and writes nothing", async () => {
    const blank = await admin("POST", "/api/admin/artists/notes", { email: "ada@example.com", text: "  " });
    expect(blank.status).toBe(400);
    expect(blank.body.issues).toEqual([{ path: "text", message: "Note is required" }]);
    const email = await admin("POST", "/api/admin/artists/notes", { email: "nope", text: "Hi" });
    expect(email.status).toBe(400);
    expect(email.body.issues).toEqual([{ path: "email", message: "Invalid email address" }]);
    expect(
      t.store.sqlite
        .prepare("select count(*) as n from artist_notes where emailKey = 'ada@example.com'")
        .get(),
    ).toEqual({ n: 0 });
  });

  it("mirrors the REST door over tRPC", async () => {
    const call = async (path: string, input: unknown) =>
      (await trpc(t.url, "mutation", path, input, { cookie: t.cookie })).body.result?.data as {
        id: number;
      };
    const added = await call("admin.takings.addNote", { email: "trpc@example.com", text: "Via tRPC" });
    expect(added).toMatchObject({ ...NOTE_SHAPE, text: "Via tRPC" });
    expect(await call("admin.takings.removeNote", { id: String(added.id) })).toEqual({ id: added.id });
  });

  it("shows the notes in the privacy search and export, and erases them with the person", async () => {
    const person = { firstName: "Esme", lastName: "Erase", email: "esme@example.com", phone: "07700 900999" };
    await bookAsAdmin({ ...person, date: upcoming(6, 2) });
    await admin("POST", "/api/admin/artists/notes", {
      email: person.email,
      text: "Esme's band: The Erasers",
    });
    const found = await admin("GET", `/api/admin/customers?q=${encodeURIComponent(person.phone)}`);
    expect(found.body.artistNotes).toEqual([{ ...NOTE_SHAPE, text: "Esme's band: The Erasers" }]);
    const csv = await admin(
      "GET",
      `/api/admin/customers/export?q=${encodeURIComponent(person.email)}&format=csv`,
    );
    expect(csv.text).toContain("artist note");
    const erased = await admin("POST", "/api/admin/customers/erase", { q: person.email, confirm: true });
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ bookings: 1, artistNotes: 1 });
    const row = t.store.sqlite
      .prepare("select count(*) as n from artist_notes where text like '%Erasers%'")
      .get();
    expect(row).toEqual({ n: 0 });
  });
});
