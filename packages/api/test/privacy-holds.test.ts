// Holds are personal data: an artist's holds are found by e-mail or phone, exported, erased (a hold
// still held lets its night go, silently) and swept by retention like bookings, with their mails.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { monthsBefore } from "@studio/domain";
import { beforeAll, describe, expect, it } from "vitest";
import type { ServiceContext } from "../src/services/context.js";
import { RetentionJob } from "../src/services/retention.js";
import { call, eventually, type Json, login, profile, upcoming } from "./helpers.js";
import { leftovers } from "./privacy-customer.js";
import { useApp } from "./shared-app.js";

const start = new Date();
let now = start;
const t = useApp({ clock: () => now });
let cookie: string;

// Every value is unique to them, so a byte search finds only them.
const ARTIST = {
  firstName: "Philomena",
  lastName: "Strawbridge",
  email: "Philo.Straw@example.org",
  phone: "07700 966 333",
};
const NOTE = "Deposit for the Velvet Harbour EP";
const OTHER = {
  firstName: "Cuthbert",
  lastName: "Ormsby",
  email: "cuthbert@example.net",
  phone: "07700966444",
};

const admin = (method: string, pathname: string, body?: unknown) =>
  call(t.url, method, pathname, body, { cookie });

async function placeHold(person: typeof ARTIST, date: string, note = NOTE): Promise<Json> {
  const answer = await admin("POST", "/api/admin/holds", {
    ...person,
    date,
    startTime: "14:00",
    duration: 2,
    engineer: "Dre",
    note,
    notifyArtist: true,
  });
  expect(answer.status).toBe(201);
  return answer.body;
}

const holdRow = (id: string) =>
  t.store.sqlite.prepare("select * from holds where id = ?").get(id) as Record<string, unknown>;

let held: Json;
let released: Json;
let other: Json;
beforeAll(async () => {
  cookie = await login(t.url);
  held = await placeHold(ARTIST, upcoming(5, 2));
  released = await placeHold({ ...ARTIST, email: ARTIST.email.toLowerCase() }, upcoming(6, 2));
  expect((await admin("DELETE", `/api/admin/holds/${released.id}`)).status).toBe(200);
  other = await placeHold(OTHER, upcoming(0, 2), "Call back on Monday");
  await eventually(
    () =>
      existsSync(path.join(t.dataDir, "outbox")) && readdirSync(path.join(t.dataDir, "outbox")).length >= 4,
    "the artists' hold mails as .eml files",
  );
});

describe("an artist's holds in the privacy search and export", () => {
  it("finds them by e-mail (any case) and by phone, with their status and mails, and no one else's", async () => {
    for (const q of [ARTIST.email.toUpperCase(), "+44 7700 966333"]) {
      const { status, body } = await admin("GET", `/api/admin/customers?q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      expect(body.holds.map((h: Json) => [h.id, h.status]).sort()).toEqual(
        [
          [held.id, "held"],
          [released.id, "released"],
        ].sort(),
      );
      expect(body.holds[0]).toMatchObject({ note: NOTE, engineer: "Dre", createdAt: expect.any(String) });
      // Placed twice and released once: three mails to the artist.
      expect(
        body.mails.filter(
          (m: Json) => m.to.includes(ARTIST.email) || m.to.includes(ARTIST.email.toLowerCase()),
        ),
      ).toHaveLength(3);
      expect(JSON.stringify(body)).not.toContain(OTHER.email);
    }
  });

  it("exports them as JSON and CSV, one 'hold' record each", async () => {
    const q = encodeURIComponent(ARTIST.email);
    const json = await admin("GET", `/api/admin/customers/export?q=${q}&format=json`);
    expect(json.status).toBe(200);
    expect(JSON.parse(json.text).holds).toHaveLength(2);
    const csv = await admin("GET", `/api/admin/customers/export?q=${q}&format=csv`);
    expect(csv.status).toBe(200);
    // Each record starts a line (a quoted cell may hold line breaks of its own).
    expect(csv.text.match(/\r\n"?hold"?,/g)).toHaveLength(2);
    expect(csv.text).toContain(NOTE);
  });

  it("finds an artist who has only a hold: the search is not empty", async () => {
    const { status, body } = await admin("GET", `/api/admin/customers?q=${OTHER.email}`);
    expect(status).toBe(200);
    expect(body.bookings).toEqual([]);
    expect(body.holds).toHaveLength(1);
  });
});

describe("erasing an artist with holds", () => {
  it("erases their holds and mails in place; a hold still held lets its night go, silently", async () => {
    const night = held.date as string;
    const mailsBefore = t.store.sqlite.prepare("select count(*) as n from email_outbox").get() as {
      n: number;
    };
    const answer = await admin("POST", "/api/admin/customers/erase", { q: ARTIST.email, confirm: true });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ bookings: 0, messages: 0, holds: 2 });
    expect(answer.body.mails).toBeGreaterThanOrEqual(3);

    expect(holdRow(held.id)).toMatchObject({
      firstName: "[erased]",
      lastName: "[erased]",
      email: "[erased]",
      phone: "[erased]",
      note: "[erased]",
      status: "released",
      date: night,
      engineer: "Dre",
      duration: 2,
    });
    expect(holdRow(released.id)).toMatchObject({ email: "[erased]", status: "released" });
    // No mail told anyone: there is no one to tell.
    const mailsAfter = t.store.sqlite.prepare("select count(*) as n from email_outbox").get() as {
      n: number;
    };
    expect(mailsAfter.n).toBe(mailsBefore.n);
    const day = await call(t.url, "GET", `/api/bookings/date/${night}`);
    expect(JSON.stringify(day.body)).not.toContain('"held"');
    expect(
      leftovers(t.dataDir, [...Object.values(ARTIST), ARTIST.phone.replace(/\s/g, ""), NOTE.slice(16)]),
    ).toEqual([]);
    expect(leftovers(t.dataDir, [OTHER.email])).not.toEqual([]);
    expect(
      (await admin("GET", `/api/admin/customers?q=${encodeURIComponent(ARTIST.email)}`)).body.holds,
    ).toEqual([]);
    const audit = await admin("GET", "/api/admin/privacy-audit");
    expect(audit.body[0]).toMatchObject({ action: "erase", counts: { holds: 2 } });
  });
});

describe("retention of holds", () => {
  function job(): RetentionJob {
    const ctx: ServiceContext = {
      store: t.store,
      profile,
      clock: () => now,
      mailer: t.mailer,
      publicUrl: "http://127.0.0.1",
      outboxDir: path.join(t.dataDir, "outbox"),
    };
    return new RetentionJob(ctx);
  }

  it("keeps a hold until retentionMonths after its night, then erases it and its mails", () => {
    const night = other.date as string;
    now = new Date(`${monthsBefore(night, -72)}T12:00:00Z`);
    expect(job().tick()).toMatchObject({ holds: 0 });
    expect(holdRow(other.id).email).toBe(OTHER.email);
    now = new Date(now.getTime() + 24 * 3_600_000);
    const counts = job().tick();
    expect(counts).toMatchObject({ holds: 1, bookings: 0 });
    expect(counts?.mails).toBeGreaterThanOrEqual(1);
    // Six years on it lapsed long ago; only the night, time, producer and length stay.
    expect(holdRow(other.id)).toMatchObject({
      firstName: "[erased]",
      email: "[erased]",
      phone: "[erased]",
      note: "[erased]",
      date: night,
      startTime: "14:00",
      engineer: "Dre",
    });
    const mails = t.store.sqlite.prepare("select message from email_outbox").all() as { message: string }[];
    expect(mails.map((m) => m.message).join("\n")).not.toContain(OTHER.email);
    expect(job().tick()).toBeNull();
  });
});
