// A waitlist wake that fails after its change committed (the disk refuses the offer's write): the
// change's answer stands, the failure is in the server's log, and nobody is marked offered, so the
// half-minute sweep offers the time once the disk takes writes again.
import { expect, it, vi } from "vitest";
import { call, postBooking, upcoming } from "./helpers.js";
import { setStatus, useRig } from "./notices/harness.js";

const rig = useRig();
const NIGHT = upcoming(6, 4);

it("logs a wake that fails after a cancel, and the cancel still answers 200", async () => {
  const early = await postBooking(rig.t.url, {
    date: NIGHT,
    startTime: "12:00",
    duration: 10,
    email: "a@example.com",
  });
  const late = await postBooking(rig.t.url, {
    date: NIGHT,
    startTime: "22:00",
    duration: 8,
    email: "b@example.com",
  });
  expect([early.status, late.status]).toEqual([201, 201]);
  const joined = await call(rig.t.url, "POST", "/api/waitlist", {
    ...{ firstName: "Wren", email: "wren@example.com", date: NIGHT, engineer: "Marcus", minDuration: 2 },
  });
  expect(joined.status).toBe(201);
  await rig.take(5); // two receipts, their staff notices, the waitlist's confirmation

  const sqlite = rig.t.store.sqlite;
  sqlite.exec(
    "create temp trigger refuse_offers before update on waitlist begin select raise(abort, 'disk full'); end",
  );
  const logged = vi.spyOn(rig.t.app.log, "error");
  try {
    expect((await setStatus(rig, late.body.id, "cancelled")).status).toBe(200);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ nights: expect.arrayContaining([NIGHT]) }),
      expect.stringMatching(/^waitlist: a wake after a change failed/),
    );
  } finally {
    logged.mockRestore();
    sqlite.exec("drop trigger temp.refuse_offers");
  }
  const entry = sqlite
    .prepare("select offeredAt, endReason from waitlist where email = ?")
    .get("wren@example.com");
  expect(entry).toEqual({ offeredAt: null, endReason: null });
});
