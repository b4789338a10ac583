// Cancel, archive and restore over real HTTP: a cancel archives a snapshot and frees the slot, a
// restore from either tab re-checks the slot first.
import { describe, expect, it } from "vitest";
import { call, postBooking, upcoming } from "./helpers.js";
import { useAdminApp } from "./shared-app.js";

const t = useAdminApp();
const { admin, archivedRowOf, bookAsAdmin, setStatus } = t;

describe("cancel and archive", () => {
  it("cancel sets cancelled + cancelledAt and archives a snapshot; the slot frees up", async () => {
    const date = upcoming(5, 5);
    const made = await bookAsAdmin({ date, startTime: "20:00" });
    const { status, body } = await setStatus(made.body.id, "cancelled");
    expect(status).toBe(200);
    expect(body.status).toBe("cancelled");
    expect(Date.parse(body.cancelledAt)).not.toBeNaN();
    const archive = await admin("GET", "/api/admin/archived-bookings");
    const row = archive.body.find((a: { originalBookingId: string }) => a.originalBookingId === made.body.id);
    expect(row).toMatchObject({ status: "cancelled", firstName: "Ada", date, startTime: "20:00" });
    expect(Date.parse(row.archivedAt)).not.toBeNaN();
    expect(row.id).not.toBe(made.body.id);
    // Cancelled bookings are ignored by the conflict check and hidden from the public day.
    expect(await call(t.url, "GET", `/api/bookings/date/${date}`).then((a) => a.body)).toEqual([]);
    const taker = await postBooking(t.url, { date, startTime: "20:00" });
    expect(taker.status).toBe(201);
  });

  it("answers unknown ids and bad statuses with 404 and 400", async () => {
    const missing = await admin("PATCH", "/api/admin/bookings/nope/status", { status: "cancelled" });
    expect(missing.status).toBe(404);
    const made = await bookAsAdmin({ date: upcoming(5, 9), startTime: "14:00" });
    const bad = await setStatus(made.body.id, "pending");
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0]).toEqual({ path: "status", message: "Status must be confirmed or cancelled" });
    expect((await admin("POST", "/api/admin/archived-bookings/nope/restore")).status).toBe(404);
  });

  it("cancelling twice changes nothing the second time", async () => {
    const made = await bookAsAdmin({ date: upcoming(5, 10), startTime: "14:00" });
    const first = await setStatus(made.body.id, "cancelled");
    const second = await setStatus(made.body.id, "cancelled");
    expect(second.status).toBe(200);
    expect(second.body.cancelledAt).toBe(first.body.cancelledAt);
  });
});

describe("restore", () => {
  it("restore re-checks the slot: 409 with a clear message when it was taken since", async () => {
    const date = upcoming(5, 6);
    const made = await bookAsAdmin({ date, startTime: "14:00" });
    await setStatus(made.body.id, "cancelled");
    const taker = await postBooking(t.url, { date, startTime: "15:00" });
    expect(taker.status).toBe(201);
    const viaStatus = await setStatus(made.body.id, "confirmed");
    expect(viaStatus.status).toBe(409);
    expect(viaStatus.body.error).toBe(
      `This booking cannot be restored. Time slot conflicts with existing booking by Ada ${taker.body.lastName} (3:00 PM - 5:00 PM)`,
    );
    const archived = await archivedRowOf(made.body.id);
    const viaArchive = await admin("POST", `/api/admin/archived-bookings/${archived.id}/restore`);
    expect(viaArchive.status).toBe(409);
    expect(viaArchive.body.error).toContain("cannot be restored");
    // Still cancelled and still archived.
    const list = await admin("GET", "/api/admin/bookings");
    expect(list.body.find((b: { id: string }) => b.id === made.body.id).status).toBe("cancelled");
  });

  it("restore from the Bookings tab: confirmed again, cancelledAt cleared, archive row gone", async () => {
    const made = await bookAsAdmin({ date: upcoming(5, 7), startTime: "14:00" });
    await setStatus(made.body.id, "cancelled");
    const { status, body } = await setStatus(made.body.id, "confirmed");
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: made.body.id, status: "confirmed", cancelledAt: null });
    const archive = await admin("GET", "/api/admin/archived-bookings");
    expect(
      archive.body.some((a: { originalBookingId: string }) => a.originalBookingId === made.body.id),
    ).toBe(false);
  });

  it("restore from the Archive tab: 200 with the booking, archive row gone", async () => {
    const made = await bookAsAdmin({ date: upcoming(5, 8), startTime: "14:00" });
    await setStatus(made.body.id, "cancelled");
    const archived = await archivedRowOf(made.body.id);
    const { status, body } = await admin("POST", `/api/admin/archived-bookings/${archived.id}/restore`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: made.body.id, status: "confirmed" });
    const again = await admin("POST", `/api/admin/archived-bookings/${archived.id}/restore`);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe("Archived booking not found");
  });
});
