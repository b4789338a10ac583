import {
  type Payment,
  type PaymentKind,
  type PaymentMethod,
  paymentInputSchema,
  refundableBy,
  refundProposal,
} from "@studio/domain";
import { useState } from "react";
import { serverMessage } from "../../../trpc";
import type { MaybeStaffBooking } from "./PaymentBadges";
import { useTakings } from "./use-takings";

type PaymentErrors = Partial<Record<"amountPence" | "method" | "reason" | "note", string>>;

/** The booking's payments and refunds, as much as a refund's proposal needs. */
export type PaymentEntries = readonly Pick<Payment, "kind" | "amountPence" | "method">[];

/**
 * The Take payment / Refund form: a payment starts at the balance; a refund at what was paid by the
 * method of the latest payment, and at what was paid by each method chosen after. The domain's schema
 * checks it before it is sent, and the server's refusal lands on the amount.
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
  const [pounds, setPounds] = useState<number | string>(proposal.amountPence / 100);
  const [method, setMethodOnly] = useState<PaymentMethod>(proposal.method);
  const [text, setText] = useState("");
  const [sendReceipt, setSendReceipt] = useState(true);
  const [reducePrice, setReducePrice] = useState(true);
  const [errors, setErrors] = useState<PaymentErrors>({});
  const { takePayment } = useTakings();
  // The field gives a number, or its text while being typed ("20", "20.5"); empty is no amount.
  const amountPence = pounds === "" ? Number.NaN : Math.round(Number(pounds) * 100);

  const setMethod = (next: PaymentMethod) => {
    setMethodOnly(next);
    if (refund) setPounds(refundableBy(next, entries) / 100);
  };

  const submit = () => {
    const parsed = paymentInputSchema.safeParse({
      amountPence,
      method,
      kind,
      sendReceipt,
      ...(refund ? { reason: text, reducePrice } : text ? { note: text } : {}),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    takePayment.mutate(
      { id: booking.id, payment: parsed.data },
      {
        onSuccess: onDone,
        onError: (error) => setErrors({ amountPence: serverMessage(error) ?? "Please try again" }),
      },
    );
  };

  return {
    refund,
    amountPence,
    fields: { pounds, setPounds, method, setMethod, text, setText, sendReceipt, setSendReceipt, errors },
    reducePrice,
    setReducePrice,
    submit,
    pending: takePayment.isPending,
  };
}

export type PaymentForm = ReturnType<typeof usePaymentForm>;
export type PaymentFormFields = PaymentForm["fields"];
