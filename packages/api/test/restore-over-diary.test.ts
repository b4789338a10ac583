// A cancelled booking restored onto a night the studio has closed since (or its producer since
// away) asks first, through the status door, the archive's restore and tRPC alike, and changes
// nothing until staff override it; an Undo of the cancel puts the booking back without asking.
import { describe, expect, it } from "vitest";
import { bookingPayload, call, type Json, login, startApp, type TestApp, trpc, upcoming } from "./helpers.js";

async function setUp() {
  const t = await startApp({ staffUndoSeconds: 60, closeAfterTest: true });
  const cookie = await login(t.url);
  const admin = (method: string, path: string, body?: unknown) => call(t.url, method, path, body, { cookie });
  return { t, cookie, admin };
}

/** A staff booking on `date`, cancelled; then the studio closes that night. */
async function cancelledThenClosed(admin: Awaited<ReturnType<typeof setUp>>["admin"], date: string) {
  const made = await admin("POST", "/api/admin/bookings", bookingPayload({ date, startTime: "16:00" }));
  expect(made.status).toBe(201);
  const cancelled = await admin("PATCH", `/api/admin/bookings/${made.body.id}/status`, {
    status: "cancelled",
  });
  expect(cancelled.status).toBe(200);
  const closure = { startDate: date, endDate: date, reason: "Flood in the live room" };
  expect((await admin("POST", "/api/admin/closures", closure)).status).toBe(201);
  return { id: made.body.id as string, undoKey: cancelled.body.undo.key as string };
}

const statusOf = async (t: TestApp, cookie: string, id: string) =>
  ((await call(t.url, "GET", "/api/admin/bookings", undefined, { cookie })).body as Json[]).find(
    (b) => b.id === id,
  )?.status;

describe("a restore onto a night closed since the cancel", () => {
  it("is refused with the diary's title on every door until staff override it", async () => {
    const { t, cookie, admin } = await setUp();
    const { id } = await cancelledThenClosed(admin, upcoming(5, 9));

    const refused = await admin("PATCH", `/api/admin/bookings/${id}/status`, { status: "confirmed" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ title: "Studio Closed" });
    expect(refused.body.error).toContain("Confirm to book anyway.");
    expect(refused.body.issues[0].path).toBe("overrideDiary");
    const archived = ((await admin("GET", "/api/admin/archived-bookings")).body as Json[]).find(
      (a) => a.originalBookingId === id,
    )!;
    expect((await admin("POST", `/api/admin/archived-bookings/${archived.id}/restore`, {})).status).toBe(409);
    const viaTrpc = await trpc(t.url, "mutation", "admin.archived.restore", { id: archived.id }, { cookie });
    expect(viaTrpc.body.error?.data?.title).toBe("Studio Closed");
    expect(await statusOf(t, cookie, id)).toBe("cancelled");

    const overridden = await admin("POST", `/api/admin/archived-bookings/${archived.id}/restore`, {
      overrideDiary: true,
    });
    expect(overridden.status).toBe(200);
    expect(overridden.body.status).toBe("confirmed");
    expect(
      (await admin("PATCH", `/api/admin/bookings/${id}/status`, { status: "x", overrideDiary: 1 })).status,
    ).toBe(400);
  });

  it("is asked about when its undoes key names no change to it (a made-up key is no Undo)", async () => {
    const { t, cookie, admin } = await setUp();
    const { id } = await cancelledThenClosed(admin, upcoming(7, 9));
    const madeUp = await admin("PATCH", `/api/admin/bookings/${id}/status`, {
      status: "confirmed",
      undoes: "00000000-0000-4000-8000-000000000000",
    });
    expect(madeUp.status).toBe(409);
    expect(madeUp.body).toMatchObject({ title: "Studio Closed" });
    expect(await statusOf(t, cookie, id)).toBe("cancelled");
    // An edit onto the closed night likewise.
    const other = await admin("POST", "/api/admin/bookings", bookingPayload({ date: upcoming(8, 9) }));
    const moved = await admin("PUT", `/api/admin/bookings/${other.body.id}`, {
      date: upcoming(7, 9),
      undoes: "00000000-0000-4000-8000-000000000000",
    });
    expect(moved.status).toBe(409);
    expect(moved.body).toMatchObject({ title: "Studio Closed" });
  });

  it("is not asked about when it is the cancel's Undo", async () => {
    const { t, cookie, admin } = await setUp();
    const { id, undoKey } = await cancelledThenClosed(admin, upcoming(6, 9));
    const undone = await admin("PATCH", `/api/admin/bookings/${id}/status`, {
      status: "confirmed",
      undoes: undoKey,
    });
    expect(undone.status).toBe(200);
    expect(await statusOf(t, cookie, id)).toBe("confirmed");
  });
});
