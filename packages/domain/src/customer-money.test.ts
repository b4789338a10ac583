import { describe, expect, it } from "vitest";
import { customerMoneyRows } from "./customer-money.js";
import { takingsOf } from "./payments.js";

const booking = { status: "confirmed", totalCost: 10_000 };
const rows = (entries: { kind: "payment" | "refund"; amountPence: number }[], over = {}) => {
  const b = { ...booking, ...over };
  return customerMoneyRows(b, takingsOf(b.totalCost, entries));
};

describe("what a customer is told about their money", () => {
  it("says the whole price is payable at the studio while nothing is paid", () => {
    expect(rows([])).toEqual([{ label: "Total", value: "£100.00, payable at the studio" }]);
  });

  it("says what is paid and what is due once part is paid", () => {
    expect(rows([{ kind: "payment", amountPence: 4000 }])).toEqual([
      { label: "Total", value: "£100.00" },
      { label: "Paid", value: "£40.00" },
      { label: "Due", value: "£60.00, payable at the studio" },
    ]);
  });

  it("says it is paid once paid in full, never that it is payable", () => {
    const paid = rows([
      { kind: "payment", amountPence: 4000 },
      { kind: "payment", amountPence: 6000 },
    ]);
    expect(paid).toEqual([
      { label: "Total", value: "£100.00" },
      { label: "Paid", value: "£100.00: paid in full" },
      { label: "Due", value: "Nothing: your session is paid" },
    ]);
    expect(JSON.stringify(paid)).not.toContain("payable");
  });

  it("says the studio owes the difference when the price fell below what was paid", () => {
    expect(rows([{ kind: "payment", amountPence: 10_000 }], { totalCost: 7000 })).toContainEqual({
      label: "Due",
      value: "Nothing: the studio owes you £30.00",
    });
  });

  it("owes nothing on a cancelled booking, and still says what was paid", () => {
    expect(rows([], { status: "cancelled" })).toEqual([{ label: "Total", value: "Nothing to pay" }]);
    expect(rows([{ kind: "payment", amountPence: 2000 }], { status: "cancelled" })).toEqual([
      { label: "Total", value: "Nothing to pay" },
      { label: "Paid", value: "£20.00" },
    ]);
  });

  it("tells a provisional booking (its deposit due) the price, the deposit in it, not 'Nothing to pay'", () => {
    // The deposit is paid as the studio's instructions say (a bank transfer, say): not 'at the studio'.
    expect(rows([], { status: "provisional" })).toEqual([
      { label: "Total", value: "£100.00, the deposit included" },
    ]);
    expect(rows([{ kind: "payment", amountPence: 1000 }], { status: "provisional" })).toContainEqual({
      label: "Due",
      value: "£90.00, the rest of the deposit included",
    });
  });

  it("says there is nothing to pay for a session booked free of charge", () => {
    expect(rows([], { totalCost: 0 })).toEqual([{ label: "Total", value: "£0.00: nothing to pay" }]);
  });
});
