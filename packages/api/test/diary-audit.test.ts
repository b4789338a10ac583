// The booking history (audit trail), cancel with a reason, closures and producer leave,
// over the real HTTP server and a real SQLite file.
import { describe, expect, it } from "vitest";
import { call, postBooking, trpc, upcoming } from "./helpers.js";
import { useAdminApp } from "./shared-app.js";

const UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const t = useAdminApp({}, { headers: { "user-agent": UA } });
const { admin, archivedRowOf, bookAsAdmin, setStatus } = t;

describe("the booking history", () => {
  it("records create, edit (old → new), cancel with its reason and restore, with the admin session and device", async () => {
    const created = await bookAsAdmin({ date: upcoming(6, 2), startTime: "15:00" });
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    expect(
      (await admin("PUT", `/api/admin/bookings/${id}`, { startTime: "17:00", duration: 3 })).status,
    ).toBe(200);
    const cancelled = await setStatus(id, "cancelled", { reason: "Customer is ill" });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: "cancelled", cancelReason: "Customer is ill" });

    expect(await archivedRowOf(id)).toMatchObject({ cancelReason: "Customer is ill" });

    expect((await setStatus(id, "confirmed")).body).toMatchObject({
      status: "confirmed",
      cancelReason: null,
    });

    const history = await admin("GET", `/api/admin/bookings/${id}/history`);
    expect(history.status).toBe(200);
    expect(history.body.map((e: { action: string }) => e.action)).toEqual([
      "created",
      "edited",
      "cancelled",
      "restored",
    ]);
    const [made, edited, cancel] = history.body;
    expect(made.actor).toMatch(/^Owner \(password\), Chrome on Linux$/);
    expect(edited.changes).toEqual([
      { field: "startTime", from: "15:00", to: "17:00" },
      { field: "duration", from: 2, to: 3 },
    ]);
    expect(cancel.note).toBe("Customer is ill");
    expect(cancel.changes).toContainEqual({ field: "cancelReason", from: null, to: "Customer is ill" });
    expect(new Date(cancel.at).getTime()).toBeGreaterThan(0);
    // The session id itself is never shown.
    expect(JSON.stringify(history.body)).not.toContain(t.cookie.split("=")[1]!.slice(0, 12));
  });
});

describe("the booking history: who made it, and what it refuses", () => {
  it("names a visitor's booking as made by the public form, and tRPC records the same", async () => {
    const made = await postBooking(t.url, { date: upcoming(0, 2), startTime: "13:00" });
    expect(made.status).toBe(201);
    const id = made.body.id as string;
    const setStatus = await trpc(
      t.url,
      "mutation",
      "admin.bookings.setStatus",
      { id, status: "cancelled" },
      { cookie: t.cookie },
    );
    expect(setStatus.status).toBe(200);
    const history = await trpc(t.url, "query", "admin.bookings.history", { id }, { cookie: t.cookie });
    const entries = history.body.result!.data as { action: string; actor: string; note: string | null }[];
    expect(
      entries.map((e) => [e.action, e.actor.startsWith("Owner (password), ") ? "admin" : e.actor]),
    ).toEqual([
      ["created", "public booking form"],
      ["cancelled", "admin"],
    ]);
    expect(entries[1]!.note).toBeNull();
  });

  it("refuses an over-long reason with a 400 naming the field, and changes nothing", async () => {
    const made = await bookAsAdmin({ date: upcoming(6, 3), startTime: "12:00" });
    const id = made.body.id as string;
    const answer = await setStatus(id, "cancelled", { reason: "x".repeat(501) });
    expect(answer.status).toBe(400);
    expect(answer.body.issues[0].path).toBe("reason");
    expect((await admin("GET", `/api/admin/bookings/${id}/history`)).body).toHaveLength(1);
  });

  it("needs an admin session", async () => {
    expect((await call(t.url, "GET", "/api/admin/bookings/x/history")).status).toBe(401);
  });
});

describe("closures", () => {
  it("a closure refuses public bookings with its public text, lists the bookings inside it, and cancels none", async () => {
    const night = upcoming(5, 4);
    const inside = await bookAsAdmin({ date: night, startTime: "20:00" });
    expect(inside.status).toBe(201);

    const closed = await admin("POST", "/api/admin/closures", {
      startDate: night,
      endDate: upcoming(0, 4),
      reason: "Boiler replacement",
      publicText: "Closed for maintenance",
    });
    expect(closed.status).toBe(201);
    expect(closed.body.affected.map((b: { id: string }) => b.id)).toEqual([inside.body.id]);
    const stillThere = (await admin("GET", "/api/admin/bookings")).body.find(
      (b: { id: string }) => b.id === inside.body.id,
    );
    expect(stillThere.status).toBe("confirmed");

    const refused = await postBooking(t.url, { date: upcoming(6, 4), startTime: "13:00" });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(
      /^The studio is closed on .+ \(Closed for maintenance\)\. Please choose another night\.$/,
    );
    expect(refused.body.issues[0].path).toBe("date");

    const notice = await trpc(t.url, "query", "bookings.notice", { date: upcoming(6, 4) });
    expect(notice.body.result!.data).toEqual({ closed: "Closed for maintenance", away: [], busy: [] });

    // Admin create is refused too, unless the admin overrides explicitly.
    const adminRefused = await bookAsAdmin({ date: upcoming(6, 4), startTime: "13:00" });
    expect(adminRefused.status).toBe(409);
    expect(adminRefused.body.title).toBe("Studio Closed");
    expect(adminRefused.body.error).toContain("Confirm to book anyway.");
    const overridden = await bookAsAdmin({ date: upcoming(6, 4), startTime: "13:00", overrideDiary: true });
    expect(overridden.status).toBe(201);

    // An edit moving a booking onto a closed night is refused the same way, and changes nothing;
    // one that keeps its night (the booking inside) is not.
    const elsewhere = await bookAsAdmin({ date: upcoming(6, 7), startTime: "13:00" });
    const moveIn = await admin("PUT", `/api/admin/bookings/${elsewhere.body.id}`, { date: upcoming(6, 4) });
    expect(moveIn.status).toBe(409);
    expect(moveIn.body).toMatchObject({ title: "Studio Closed" });
    expect(moveIn.body.issues[0].path).toBe("overrideDiary");
    expect((await admin("PUT", `/api/admin/bookings/${inside.body.id}`, { startTime: "21:00" })).status).toBe(
      200,
    );
    const movedIn = await admin("PUT", `/api/admin/bookings/${elsewhere.body.id}`, {
      date: upcoming(6, 4),
      startTime: "16:00",
      overrideDiary: true,
    });
    expect(movedIn.status).toBe(200);
    expect(movedIn.body).toMatchObject({ date: upcoming(6, 4), startTime: "16:00" });

    // Lifting the closure opens the nights again.
    expect((await admin("DELETE", `/api/admin/closures/${closed.body.closure.id}`)).status).toBe(200);
    const open = await postBooking(t.url, { date: upcoming(0, 4), startTime: "13:00" });
    expect(open.status).toBe(201);
  });
});

describe("producer leave", () => {
  it("a producer away refuses bookings with them only, and the grid's notice names them", async () => {
    const night = upcoming(5, 5);
    const away = await admin("POST", "/api/admin/leave", {
      engineer: "Marcus",
      startDate: night,
      endDate: night,
    });
    expect(away.status).toBe(201);
    const refused = await postBooking(t.url, { date: night, engineer: "Marcus" });
    expect(refused.status).toBe(400);
    expect(refused.body.issues[0]).toMatchObject({ path: "engineer" });
    expect(refused.body.error).toMatch(/^Marcus is away on .+\. Please choose another producer or night\.$/);
    const withDre = await postBooking(t.url, { date: night, engineer: "Dre" });
    expect(withDre.status).toBe(201);
    const notice = await trpc(t.url, "query", "bookings.notice", { date: night });
    expect(notice.body.result!.data).toEqual({ closed: null, away: ["Marcus"], busy: [] });
    const listed = await admin("GET", "/api/admin/leave");
    expect(listed.body).toContainEqual({
      id: away.body.id,
      engineer: "Marcus",
      startDate: night,
      endDate: night,
      note: null,
    });
  });
});

describe("closures and producer leave", () => {
  it("refuses bad ranges and unknown producers with a 400 naming the field; nothing is written", async () => {
    const backwards = await admin("POST", "/api/admin/closures", {
      startDate: upcoming(5, 6),
      endDate: upcoming(5, 5),
      reason: "x",
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.issues[0].path).toBe("endDate");
    const nobody = await admin("POST", "/api/admin/leave", {
      engineer: "Nobody",
      startDate: upcoming(5, 6),
      endDate: upcoming(5, 6),
    });
    expect(nobody.status).toBe(400);
    expect(nobody.body.issues[0].path).toBe("engineer");
    expect(
      (await admin("GET", "/api/admin/leave")).body.some(
        (l: { engineer: string }) => l.engineer === "Nobody",
      ),
    ).toBe(false);
    expect((await admin("DELETE", "/api/admin/closures/nope")).status).toBe(404);
    expect(
      (
        await call(t.url, "POST", "/api/admin/closures", {
          startDate: upcoming(5, 6),
          endDate: upcoming(5, 6),
          reason: "x",
        })
      ).status,
    ).toBe(401);
  });
});
