// The waitlist of a full night: joining is refused while a fitting start is free, the same need
// twice answers as once (waitlist-joins.test.ts: the limits), bad input named; the leave link works; a cancel offers the freed time to
// everyone it fits at once (over SMTP), and the first ordinary booking wins.
import { beforeAll, describe, expect, it } from "vitest";
import { lapseDueHolds } from "../src/services/hold-lapses.js";
import { type Answer, call, postBooking, profile, trpc, upcoming } from "./helpers.js";
import type { ReadMail } from "./mail-parse.js";
import { admin, manageTokenOf, split, useRig, withClockRestored } from "./notices/harness.js";

const rig = useRig();
const NIGHT = upcoming(5, 3);
const join = (body: Record<string, unknown>): Promise<Answer> =>
  call(rig.t.url, "POST", "/api/waitlist", {
    firstName: "Wren",
    email: "wren@example.com",
    date: NIGHT,
    engineer: "Marcus",
    minDuration: 2,
    ...body,
  });
const leaveTokenOf = (mail: ReadMail) => {
  const token = /\/waitlist\/leave\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!token) throw new Error("no leave link in the mail");
  return token;
};
const entries = () =>
  rig.t.store.sqlite.prepare("select email, endReason, offeredAt from waitlist order by createdAt").all() as {
    email: string;
    endReason: string | null;
    offeredAt: string | null;
  }[];

// The night, full: 12:00 to 22:00 and 22:00 to 06:00.
let lateManageToken = "";
beforeAll(async () => {
  expect(
    (
      await postBooking(rig.t.url, {
        date: NIGHT,
        startTime: "12:00",
        duration: 10,
        email: "early@example.com",
      })
    ).status,
  ).toBe(201);
  await rig.take(2);
  const late = await postBooking(rig.t.url, {
    date: NIGHT,
    startTime: "22:00",
    duration: 8,
    email: "late@example.com",
  });
  expect(late.status).toBe(201);
  lateManageToken = manageTokenOf(split(await rig.take(2), "late@example.com").customer);
});

describe("joining", () => {
  it("is refused while a fitting start is free, saying where", async () => {
    const free = await join({ date: upcoming(6, 3) });
    expect(free.status).toBe(409);
    expect(free.body.error).toMatch(
      /^A 2-hour session with Marcus can still be booked on .* \(from 12:00 PM\)/,
    );
  });

  it("names the field of bad input", async () => {
    const bad = await call(rig.t.url, "POST", "/api/waitlist", {
      firstName: "",
      email: "nope",
      date: NIGHT,
      minDuration: 5,
    });
    expect(bad.status).toBe(400);
    const paths = bad.body.issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(["firstName", "email", "engineer", "minDuration"]));
    const producer = await join({ engineer: "Nobody" });
    expect(producer.status).toBe(400);
    expect(producer.body.issues[0].path).toBe("engineer");
    const thursday = await join({ date: upcoming(4, 3) });
    expect(thursday.status).toBe(400);
    expect(thursday.body.issues[0].path).toBe("date");
  });

  it("takes a full night: 201 { id }, and a confirmation with a leave link whose token the outbox never held", async () => {
    const joined = await join({});
    expect(joined.status).toBe(201);
    expect(Object.keys(joined.body)).toEqual(["id"]);
    const [confirmation] = await rig.take(1);
    expect(confirmation!.to).toEqual(["wren@example.com"]);
    expect(confirmation!.mail.subject).toMatch(/^You are on the waitlist: Leyton Sound Studio, /);
    const token = leaveTokenOf(confirmation!.mail);
    const outbox = rig.t.store.sqlite.prepare("select message from email_outbox").all() as {
      message: string;
    }[];
    expect(outbox.some((row) => row.message.includes(token))).toBe(false);
    expect(outbox.some((row) => row.message.includes("{waitlist-token}"))).toBe(true);
  });

  it("answers the same need again exactly as the first join, in any case, with no second mail", async () => {
    const before = rig.sink.messages.length;
    const again = await join({ email: "WREN@example.com" });
    expect(again.status).toBe(201);
    expect(Object.keys(again.body)).toEqual(["id"]);
    expect(again.text).not.toMatch(/already|waitlist for/i);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(rig.sink.messages.length).toBe(before);
    expect(entries().filter((e) => e.email.toLowerCase() === "wren@example.com")).toHaveLength(1);
  });

  it("mirrors over tRPC", async () => {
    const joined = await trpc(rig.t.url, "mutation", "waitlist.join", {
      firstName: "Tam",
      email: "tam@example.com",
      date: NIGHT,
      engineer: null,
      minDuration: 10,
    });
    expect(joined.status).toBe(200);
    expect(joined.body.result?.data).toEqual({ id: expect.any(String) });
    await rig.take(1);
  });
});

describe("leaving", () => {
  it("the link's token ends the entry (200, again 200); a wrong one is a 404; the e-mail may join again", async () => {
    expect((await join({ email: "brief@example.com" })).status).toBe(201);
    const token = leaveTokenOf((await rig.take(1))[0]!.mail);
    const left = await call(rig.t.url, "DELETE", `/api/waitlist/${token}`);
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ date: NIGHT });
    expect(left.headers.get("cache-control")).toBe("no-store");
    expect((await call(rig.t.url, "DELETE", `/api/waitlist/${token}`)).status).toBe(200);
    expect((await call(rig.t.url, "DELETE", `/api/waitlist/${"x".repeat(43)}`)).status).toBe(404);
    expect((await call(rig.t.url, "DELETE", "/api/waitlist/short")).status).toBe(404);
    expect(entries().find((e) => e.email === "brief@example.com")?.endReason).toBe("left");
    expect((await join({ email: "brief@example.com" })).status).toBe(201);
    const again = leaveTokenOf((await rig.take(1))[0]!.mail);
    expect((await call(rig.t.url, "DELETE", `/api/waitlist/${again}`)).status).toBe(200);
  });
});

describe("time freeing up", () => {
  it("staff see how many wait on the night", async () => {
    expect((await join({ email: "eight@example.com", minDuration: 8 })).status).toBe(201);
    await rig.take(1);
    const counts = await admin(rig, "GET", "/api/admin/waitlist");
    expect(counts.status).toBe(200);
    expect(counts.body).toEqual([{ date: NIGHT, waiting: 3 }]);
  });

  it("a cancel offers the freed time to everyone it fits at once, and the first booking wins", async () => {
    // The late session (22:00 to 06:00, 8 hours) is cancelled by its customer.
    expect((await call(rig.t.url, "POST", `/api/manage/${lateManageToken}/cancel`, {})).status).toBe(200);
    const mails = await rig.take(4); // the customer's and the staff's notices, and two offers
    const offers = mails.filter((m) => m.mail.subject.startsWith("Time has freed up"));
    expect(offers.map((m) => m.to[0]).sort()).toEqual(["eight@example.com", "wren@example.com"]);
    for (const offer of offers) {
      expect(offer.mail.text).toContain(`/booking?date=${NIGHT}&engineer=Marcus`);
      expect(offer.mail.text).toMatch(/\/waitlist\/leave\/[A-Za-z0-9_-]{43}/);
    }
    // Tam wants 10 hours: not offered.
    expect(entries().find((e) => e.email === "tam@example.com")?.offeredAt).toBeNull();

    const [first, second] = await Promise.all([
      postBooking(rig.t.url, { date: NIGHT, startTime: "22:00", duration: 8, email: "eight@example.com" }),
      postBooking(rig.t.url, { date: NIGHT, startTime: "23:00", duration: 2, email: "wren@example.com" }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const winner = first.status === 201 ? "eight@example.com" : "wren@example.com";
    const loser = winner === "wren@example.com" ? "eight@example.com" : "wren@example.com";
    await rig.take(2);
    const after = entries();
    expect(after.find((e) => e.email === winner)?.endReason).toBe("booked");
    // The loser waits on, to be told again when time next frees.
    expect(after.find((e) => e.email === loser)).toMatchObject({ endReason: null, offeredAt: null });
  });
});

describe("other ways time frees", () => {
  it("a hold released, and a producer's leave removed, offer the time too", async () => {
    const night = upcoming(0, 5);
    expect((await postBooking(rig.t.url, { date: night, startTime: "12:00", duration: 10 })).status).toBe(
      201,
    );
    await rig.take(2);
    const hold = await admin(rig, "POST", "/api/admin/holds", {
      firstName: "Ana",
      lastName: "Held",
      email: "ana.held@example.com",
      phone: "07700900555",
      date: night,
      startTime: "22:00",
      duration: 8,
      engineer: "Dre",
    });
    expect(hold.status).toBe(201);
    expect((await join({ email: "held.out@example.com", date: night })).status).toBe(201);
    await rig.take(1);
    expect((await admin(rig, "DELETE", `/api/admin/holds/${hold.body.id}`)).status).toBe(200);
    const released = await rig.take(2); // the artist's release, and the offer
    expect(released.find((m) => m.to[0] === "held.out@example.com")?.mail.subject).toMatch(
      /^Time has freed up/,
    );

    const away = upcoming(6, 6);
    const leave = await admin(rig, "POST", "/api/admin/leave", {
      engineer: "Marcus",
      startDate: away,
      endDate: away,
    });
    expect(leave.status).toBe(201);
    expect((await join({ email: "for.marcus@example.com", date: away })).status).toBe(201);
    await rig.take(1);
    expect((await admin(rig, "DELETE", `/api/admin/leave/${leave.body.id}`)).status).toBe(200);
    const [offer] = await rig.take(1);
    expect(offer!.to).toEqual(["for.marcus@example.com"]);
    expect(offer!.mail.text).toContain(`/booking?date=${away}&engineer=Marcus`);
  });
});

describe("time freed without a cancel", () => {
  const fill = async (night: string) => {
    expect((await postBooking(rig.t.url, { date: night, startTime: "12:00", duration: 10 })).status).toBe(
      201,
    );
    await rig.take(2);
  };

  it("a hold that lapses at its expiry offers its time", async () => {
    const night = upcoming(5, 7);
    await fill(night);
    const expiresAt = new Date(rig.now() + 2 * 3_600_000).toISOString();
    const hold = await admin(rig, "POST", "/api/admin/holds", {
      firstName: "Lia",
      lastName: "Pencil",
      email: "lia.pencil@example.com",
      phone: "07700900556",
      date: night,
      startTime: "22:00",
      duration: 8,
      engineer: "Marcus",
      expiresAt,
    });
    expect(hold.status).toBe(201);
    expect((await join({ email: "after.lapse@example.com", date: night })).status).toBe(201);
    await rig.take(1);
    await withClockRestored(rig, async () => {
      rig.setNow(Date.parse(expiresAt) + 1000);
      const ctx = {
        store: rig.t.store,
        profile,
        clock: () => new Date(rig.now()),
        mailer: rig.t.mailer,
        publicUrl: "http://studio.test",
      };
      expect(lapseDueHolds(ctx)).toBe(1);
      const mails = await rig.take(3); // the artist's lapse, the staff's, and the offer
      const offer = mails.find((m) => m.to[0] === "after.lapse@example.com");
      expect(offer?.mail.subject).toMatch(/^Time has freed up/);
      expect(offer?.mail.text).toContain(`/booking?date=${night}&engineer=Marcus`);
    });
  });

  it("a session staff shorten offers the hours it gave up", async () => {
    const night = upcoming(6, 7);
    await fill(night);
    const late = await postBooking(rig.t.url, {
      date: night,
      startTime: "22:00",
      duration: 8,
      email: "shortened@example.com",
    });
    expect(late.status).toBe(201);
    await rig.take(2);
    expect((await join({ email: "after.edit@example.com", date: night })).status).toBe(201);
    await rig.take(1);
    const edited = await admin(rig, "PUT", `/api/admin/bookings/${late.body.id}`, { duration: 4 });
    expect(edited.status).toBe(200);
    const mails = await rig.take(3); // the customer's change, the staff's, and the offer
    const offer = mails.find((m) => m.to[0] === "after.edit@example.com");
    expect(offer?.mail.subject).toMatch(/^Time has freed up/);
    expect(offer?.mail.text).toContain(`/booking?date=${night}&engineer=Marcus`);
  });
});
