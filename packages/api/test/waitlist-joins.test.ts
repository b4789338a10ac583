// Joining the waitlist tells a stranger nothing: the same need again answers as the first join (201,
// no second mail), never "already on the waitlist". One e-mail may wait for up to three needs a
// night, and one visitor address may make ten new entries a night in a day; past those, a 429.
import {
  MAX_WAITLIST_ENTRIES_PER_EMAIL,
  MAX_WAITLIST_JOINS_PER_VISITOR,
  waitlistTexts,
} from "@studio/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { type Answer, call, postBooking, trpc, upcoming } from "./helpers.js";
import { useRig } from "./notices/harness.js";

const rig = useRig();
const NIGHTS = [upcoming(5, 4), upcoming(6, 4)] as const;
const join = (date: string, body: Record<string, unknown>): Promise<Answer> =>
  call(rig.t.url, "POST", "/api/waitlist", {
    firstName: "Wanda",
    email: "wanda@example.com",
    date,
    engineer: null,
    minDuration: 2,
    ...body,
  });
const openEntries = (date: string) =>
  (
    rig.t.store.sqlite
      .prepare(`select count(*) as n from waitlist where date = ? and "endedAt" is null`)
      .get(date) as { n: number }
  ).n;

beforeAll(async () => {
  for (const date of NIGHTS) {
    for (const [startTime, duration] of [
      ["12:00", 10],
      ["22:00", 8],
    ] as const) {
      const made = await postBooking(rig.t.url, {
        date,
        startTime,
        duration,
        email: `full.${date}@example.com`,
      });
      expect(made.status).toBe(201);
    }
  }
  await rig.take(8);
});

describe("joining a full night's waitlist", () => {
  it("answers a stranger joining with someone's e-mail exactly as their own join: 201, no mail", async () => {
    const own = await join(NIGHTS[0], {});
    expect(own.status).toBe(201);
    await rig.take(1);
    const stranger = await join(NIGHTS[0], { firstName: "Mallory", email: "WANDA@example.com" });
    expect({ status: stranger.status, keys: Object.keys(stranger.body) }).toEqual({
      status: 201,
      keys: ["id"],
    });
    expect(stranger.text).not.toMatch(/already|waitlist for/i);
    const viaTrpc = await trpc(rig.t.url, "mutation", "waitlist.join", {
      firstName: "Mallory",
      email: "wanda@example.com",
      date: NIGHTS[0],
      engineer: null,
      minDuration: 2,
    });
    expect(viaTrpc.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(rig.sink.messages.length).toBe(9);
    expect(openEntries(NIGHTS[0])).toBe(1);
  });

  it(`keeps up to ${MAX_WAITLIST_ENTRIES_PER_EMAIL} needs of one e-mail a night, then 429 naming no one`, async () => {
    for (const need of [{ minDuration: 3 }, { engineer: "Marcus" }]) {
      const more = await join(NIGHTS[0], need);
      expect(more.status, more.text).toBe(201);
    }
    await rig.take(2);
    const fourth = await join(NIGHTS[0], { minDuration: 4 });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toBe(waitlistTexts.tooManyForEmail(NIGHTS[0]));
    expect(openEntries(NIGHTS[0])).toBe(3);
    // The same need as one kept still answers 201.
    expect((await join(NIGHTS[0], { minDuration: 3 })).status).toBe(201);
  });

  it(`takes ${MAX_WAITLIST_JOINS_PER_VISITOR} new entries a night from one address, then 429 through both doors`, async () => {
    for (let n = 1; n <= MAX_WAITLIST_JOINS_PER_VISITOR; n += 1) {
      const joined = await join(NIGHTS[1], { email: `visitor${n}@example.com` });
      expect(joined.status, joined.text).toBe(201);
    }
    await rig.take(MAX_WAITLIST_JOINS_PER_VISITOR);
    const eleventh = await join(NIGHTS[1], { email: "visitor11@example.com" });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error).toBe(waitlistTexts.tooManyFromHere(NIGHTS[1]));
    const viaTrpc = await trpc(rig.t.url, "mutation", "waitlist.join", {
      firstName: "V",
      email: "visitor12@example.com",
      date: NIGHTS[1],
      engineer: null,
      minDuration: 2,
    });
    expect(viaTrpc.status).toBe(429);
    // A repeat makes nothing, so it is not counted; staff are never limited.
    expect((await join(NIGHTS[1], { email: "visitor1@example.com" })).status).toBe(201);
    expect(openEntries(NIGHTS[1])).toBe(MAX_WAITLIST_JOINS_PER_VISITOR);
    const staff = await call(
      rig.t.url,
      "POST",
      "/api/waitlist",
      { firstName: "S", email: "staff.join@example.com", date: NIGHTS[1], engineer: null, minDuration: 2 },
      { cookie: rig.cookie },
    );
    expect(staff.status).toBe(201);
    await rig.take(1);
  });
});
