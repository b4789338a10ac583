import { zodResolver } from "@hookform/resolvers/zod";
import {
  type Payment,
  type PaymentInput,
  type PaymentKind,
  type PaymentMethod,
  paymentInputSchema,
  refundableBy,
  refundProposal,
} from "@studio/domain";
import { type UseFormReturn, useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { serverMessage } from "../../../trpc";
import type { MaybeStaffBooking } from "./PaymentBadges";
import { useTakings } from "./use-takings";

/** The booking's payments and refunds, as much as a refund's proposal needs. */
export type PaymentEntries = readonly Pick<Payment, "kind" | "amountPence" | "method">[];

/** What the form holds: the payload itself (an amount being typed may be no number yet: NaN). */
type PaymentFormValues = z.input<typeof paymentInputSchema>;
type PaymentFields = UseFormReturn<PaymentFormValues, unknown, PaymentInput>;

/**
 * The Take payment / Refund form, on the domain's schema: a payment starts at the balance; a refund
 * at what was paid by the method of the latest payment, and at what was paid by each method chosen
 * after. The server's refusal lands on the amount.
 */
export function usePaymentForm(
  booking: MaybeStaffBooking,
  kind: PaymentKind,
  entries: PaymentEntries,
  onDone: () => void,
) {
  const refund = kind === "refund";
  const proposal = refund
    ? refundProposal(entries)
    : { method: "card" as const, amountPence: Math.max(booking.balancePence ?? booking.totalCost, 0) };
  const fields: PaymentFields = useForm<PaymentFormValues, unknown, PaymentInput>({
    resolver: zodResolver(paymentInputSchema),
    defaultValues: {
      ...proposal,
      kind,
      sendReceipt: true,
      ...(refund ? { reason: "", reducePrice: true } : {}),
    },
  });
  const { takePayment } = useTakings();

  const setMethod = (next: PaymentMethod) => {
    fields.setValue("method", next);
    if (refund) fields.setValue("amountPence", refundableBy(next, entries));
  };

  // A payment's empty note is no note.
  const submit = fields.handleSubmit(({ note, ...payment }) =>
    takePayment.mutate(
      { id: booking.id, payment: note ? { ...payment, note } : payment },
      {
        onSuccess: onDone,
        onError: (error) =>
          fields.setError("amountPence", { message: serverMessage(error) ?? "Please try again" }),
      },
    ),
  );

  return {
    refund,
    fields,
    amountPence: fields.watch("amountPence"),
    reducePrice: fields.watch("reducePrice") ?? true,
    setMethod,
    submit,
    pending: takePayment.isPending,
  };
}

export type PaymentForm = ReturnType<typeof usePaymentForm>;
