// A refund that lowers the price of a provisional booking is a new price like a staff edit's: the
// deposit follows it (the policy's share of the new price), and the deadline stays.
import { describe, expect, it } from "vitest";
import { upcoming } from "../helpers.js";
import { bookPublic, depositRowOf, payByTransfer, staff, useDepositRig } from "./rig.js";

const rig = useDepositRig();

describe("a refund that lowers a provisional booking's price", () => {
  it("asks the policy's deposit on the new price, by the same deadline", async () => {
    const booking = await bookPublic(rig, { date: upcoming(6, 3), startTime: "14:00" });
    await rig.take(2);
    expect((await payByTransfer(rig, booking.id, 1000)).status).toBe(201);
    const before = depositRowOf(rig, booking.id);
    expect(before).toMatchObject({ state: "due", depositPence: 1800 });
    const refund = await staff(rig, "POST", `/api/admin/bookings/${booking.id}/payments`, {
      kind: "refund",
      amountPence: 500,
      method: "bank-transfer",
      reason: "A shorter mix than booked",
      reducePrice: true,
      sendReceipt: false,
    });
    expect(refund.status, refund.text).toBe(201);
    // £65 now: a quarter of it is £16.25, rounded up to whole pounds.
    expect(depositRowOf(rig, booking.id)).toMatchObject({
      state: "due",
      depositPence: 1700,
      dueMs: before.dueMs,
    });
    const listed = (await staff(rig, "GET", "/api/admin/bookings")).body.find(
      (b: { id: string }) => b.id === booking.id,
    );
    expect(listed).toMatchObject({ totalCost: 6500, depositPence: 1700 });
  });
});
