// A producer signed in sees their own sessions with the customer's details, their own leave and
// tonight's list of their own; every other session, night and producer's leave is refused.
import { currentStudioNight } from "@studio/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { call, trpc } from "./helpers.js";
import { useAdminApp } from "./shared-app.js";
import { addPerson, sessionOf } from "./staff/people.js";

const t = useAdminApp();
let dre = "";
const asDre = (method: string, path: string, body?: unknown) =>
  call(t.url, method, path, body, { cookie: dre });

beforeAll(async () => {
  await t.bookAsAdmin({ engineer: "Dre", firstName: "Mine", startTime: "12:00" });
  await t.bookAsAdmin({ engineer: "Marcus", firstName: "Theirs", startTime: "16:00" });
  const person = await addPerson(t, t.cookie, {
    name: "Dre",
    email: "dre@example.com",
    role: "producer",
    producer: "Dre",
  });
  dre = await sessionOf(t, person.id);
});

describe("a producer", () => {
  it("sees only their own sessions, with the customer's details, through both doors", async () => {
    const rest = (await asDre("GET", "/api/admin/bookings")).body as {
      id: string;
      engineer: string;
      email: string;
    }[];
    expect(rest.map((b) => b.engineer)).toEqual(["Dre"]);
    expect(rest[0]!.email).toMatch(/@example\.com$/);
    const viaTrpc = await trpc(t.url, "query", "admin.bookings.list", undefined, { cookie: dre });
    expect(viaTrpc.body.result?.data.map((b: { id: string }) => b.id)).toEqual(rest.map((b) => b.id));
    const all = (await t.admin("GET", "/api/admin/bookings")).body as { id: string; engineer: string }[];
    const marcus = all.find((b) => b.engineer === "Marcus")!;
    expect((await asDre("GET", `/api/admin/bookings/${marcus.id}/history`)).status).toBe(404);
  });

  it("reads tonight's list of their own, and no other night", async () => {
    const tonight = currentStudioNight(new Date());
    expect(
      (await trpc(t.url, "query", "admin.bookings.byDate", { date: tonight }, { cookie: dre })).status,
    ).toBe(200);
    const other = await trpc(
      t.url,
      "query",
      "admin.bookings.byDate",
      { date: "2030-01-01" },
      { cookie: dre },
    );
    expect(other.status).toBe(403);
  });

  it("keeps their own leave and may not touch another producer's", async () => {
    const mine = await asDre("POST", "/api/admin/leave", {
      engineer: "Dre",
      startDate: "2030-02-01",
      endDate: "2030-02-02",
    });
    expect(mine.status).toBe(201);
    const others = await asDre("POST", "/api/admin/leave", {
      engineer: "Marcus",
      startDate: "2030-02-01",
      endDate: "2030-02-02",
    });
    expect(others.status).toBe(403);
    const marcusLeave = await t.admin("POST", "/api/admin/leave", {
      engineer: "Marcus",
      startDate: "2030-03-01",
      endDate: "2030-03-01",
    });
    expect(
      (await asDre("GET", "/api/admin/leave")).body.map((l: { engineer: string }) => l.engineer),
    ).toEqual(["Dre"]);
    expect((await asDre("DELETE", `/api/admin/leave/${marcusLeave.body.id}`)).status).toBe(404);
    expect((await t.admin("GET", "/api/admin/leave")).body).toHaveLength(2);
  });

  it("reads no closure's internal reason through either door, and their own leave through both", async () => {
    const closed = await t.admin("POST", "/api/admin/closures", {
      startDate: "2030-04-01",
      endDate: "2030-04-01",
      reason: "Landlord inspection, do not tell clients",
    });
    expect(closed.status).toBe(201);
    expect((await asDre("GET", "/api/admin/closures")).status).toBe(403);
    const viaTrpc = await trpc(t.url, "query", "admin.diary.list", undefined, { cookie: dre });
    expect(viaTrpc.status).toBe(200);
    expect(viaTrpc.text).not.toContain("Landlord inspection");
    const rest = (await asDre("GET", "/api/admin/leave")).body;
    expect(viaTrpc.body.result?.data).toEqual({ closures: [], busy: [], leave: rest });
    const owner = await trpc(t.url, "query", "admin.diary.list", undefined, { cookie: t.cookie });
    expect(owner.text).toContain("Landlord inspection");
  });

  it("sees only the public grid on the public day read, and is refused the inbox and privacy", async () => {
    const date = (await t.admin("GET", "/api/admin/bookings")).body[0].date as string;
    const day = (await asDre("GET", `/api/bookings/date/${date}`)).body as Record<string, unknown>[];
    expect(day.every((b) => !("email" in b))).toBe(true);
    expect((await asDre("GET", "/api/admin/messages")).status).toBe(403);
    expect((await asDre("GET", "/api/admin/customers?q=ada1@example.com")).status).toBe(403);
  });
});
