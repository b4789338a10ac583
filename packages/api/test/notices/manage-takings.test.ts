// The manage link after the facts: what the customer has paid at the studio and what is left, as the
// staff's takings count it, and the moves already made.
import { DEFAULT_RATE_CARD, priceOf } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { call, postBooking, upcoming } from "../helpers.js";
import { admin, manageTokenOf, split, useRig } from "./harness.js";

const rig = useRig();

const view = async (token: string) => (await call(rig.t.url, "GET", `/api/manage/${token}`)).body;
const pay = (id: string, amountPence: number, method: string) =>
  admin(rig, "POST", `/api/admin/bookings/${id}/payments`, { amountPence, method, sendReceipt: false });

describe("the manage view's takings", () => {
  it("answers paid and balance as the staff's takings do: unpaid, part-paid, paid in full", async () => {
    const made = await postBooking(rig.t.url, { date: upcoming(5, 6), startTime: "16:00", duration: 2 });
    expect(made.status).toBe(201);
    const { customer } = split(await rig.take(2), made.body.email);
    const token = manageTokenOf(customer);
    const price = priceOf(DEFAULT_RATE_CARD, null, 2);

    expect(await view(token)).toMatchObject({
      totalCost: price,
      paidPence: 0,
      balancePence: price,
      paymentStatus: "unpaid",
    });

    expect((await pay(made.body.id, 2000, "card")).status).toBe(201);
    expect(await view(token)).toMatchObject({
      paidPence: 2000,
      balancePence: price - 2000,
      paymentStatus: "part-paid",
    });

    expect((await pay(made.body.id, price - 2000, "cash")).status).toBe(201);
    const settled = await view(token);
    expect(settled).toMatchObject({ paidPence: price, balancePence: 0, paymentStatus: "paid" });
    // The staff's own figures, the same booking.
    const staff = await admin(rig, "GET", `/api/admin/bookings/${made.body.id}/payments`);
    expect(staff.body).toMatchObject({
      paidPence: settled.paidPence,
      balancePence: settled.balancePence,
      paymentStatus: settled.paymentStatus,
    });
  });
});
