import { Checkbox } from "@mantine/core";
import { checkMoneyMove, formatPounds } from "@studio/domain";
import type { MaybeStaffBooking } from "./PaymentBadges";
import type { PaymentEntries, PaymentForm } from "./use-payment-form";

/** What the refund does to what is owed, in figures. */
function consequence(booking: MaybeStaffBooking, entries: PaymentEntries, form: PaymentForm): string {
  const amountPence = Number.isInteger(form.amountPence) && form.amountPence > 0 ? form.amountPence : 0;
  const verdict = checkMoneyMove(booking.totalCost, entries, {
    kind: "refund",
    amountPence,
    reducePrice: form.reducePrice,
  });
  if (!verdict.ok) return verdict.message;
  const owed = Math.max(verdict.after.balancePence, 0);
  if (!form.reducePrice) {
    return `The price stays ${formatPounds(verdict.pricePence)}: the customer owes ${formatPounds(owed)}.`;
  }
  return owed > 0
    ? `The price becomes ${formatPounds(verdict.pricePence)}: ${formatPounds(owed)} is still owed.`
    : `The price becomes ${formatPounds(verdict.pricePence)}: nothing is owed.`;
}

/** Does the price go down by the refund (the default: a settled booking stays settled), or is it owed back? */
export function RefundPriceChoice(props: {
  booking: MaybeStaffBooking;
  entries: PaymentEntries;
  form: PaymentForm;
}) {
  const { form } = props;
  return (
    <Checkbox
      size="md"
      label="Lower the price by the refund"
      description={consequence(props.booking, props.entries, form)}
      {...form.fields.register("reducePrice")}
      data-testid="reduce-price"
    />
  );
}
