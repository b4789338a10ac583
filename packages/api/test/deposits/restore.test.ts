// A provisional booking released for want of its deposit, then booked again by staff (the Archive's
// Restore, the spec's status call): it is an ordinary confirmed booking again, and takes payments.
import { DEPOSIT_LAPSED_MESSAGE } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { upcoming } from "../helpers.js";
import { lapseDueDeposits } from "../../src/services/deposit-lapses.js";
import { bookPublic, payByTransfer, servicesOf, staff, useDepositRig } from "./rig.js";

const HOUR = 3_600_000;
const rig = useDepositRig();

describe("a lapsed booking restored by staff", () => {
  it("is confirmed, without a deposit, and takes payments at the studio again", async () => {
    const booking = await bookPublic(rig, { date: upcoming(6, 2), startTime: "14:00" });
    await rig.take(2);
    const start = rig.now();
    try {
      rig.setNow(Date.parse(booking.depositDueAt) + HOUR);
      expect(lapseDueDeposits(servicesOf(rig))).toBe(1);
      await rig.take(2);
      await rig.relogin();
      // While it is released, a payment is refused and nothing is recorded.
      const refused = await payByTransfer(rig, booking.id, 1800);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(DEPOSIT_LAPSED_MESSAGE);

      const restored = await staff(rig, "PATCH", `/api/admin/bookings/${booking.id}/status`, {
        status: "confirmed",
      });
      expect(restored.status, restored.text).toBe(200);
      expect(restored.body.status).toBe("confirmed");
      expect(restored.body.depositPence ?? null).toBeNull();
      await rig.take(2);
      const paid = await payByTransfer(rig, booking.id, 7000);
      expect(paid.status, paid.text).toBe(201);
      expect(paid.body).toMatchObject({ paidPence: 7000, balancePence: 0 });
    } finally {
      rig.setNow(start);
      await rig.relogin();
    }
  });
});
