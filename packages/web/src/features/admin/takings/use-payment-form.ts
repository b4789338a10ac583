import { type PaymentKind, type PaymentMethod, paymentInputSchema } from "@studio/domain";
import { useState } from "react";
import { serverMessage } from "../../../trpc";
import type { MaybeStaffBooking } from "./PaymentBadges";
import { useTakings } from "./use-takings";

type PaymentErrors = Partial<Record<"amountPence" | "method" | "reason" | "note", string>>;

/**
 * The Take payment / Refund form: the amount starts at the balance (a refund's at what was paid),
 * the domain's schema checks it before it is sent, and the server's refusal lands on the amount.
 */
export function usePaymentForm(booking: MaybeStaffBooking, kind: PaymentKind, onDone: () => void) {
  const refund = kind === "refund";
  const suggested = refund
    ? (booking.paidPence ?? 0)
    : Math.max(booking.balancePence ?? booking.totalCost, 0);
  const [pounds, setPounds] = useState<number | string>(suggested / 100);
  const [method, setMethod] = useState<PaymentMethod>("card");
  const [text, setText] = useState("");
  const [sendReceipt, setSendReceipt] = useState(true);
  const [errors, setErrors] = useState<PaymentErrors>({});
  const { takePayment } = useTakings();

  const submit = () => {
    const amountPence = typeof pounds === "number" ? Math.round(pounds * 100) : Number.NaN;
    const parsed = paymentInputSchema.safeParse({
      amountPence,
      method,
      kind,
      sendReceipt,
      ...(refund ? { reason: text } : text ? { note: text } : {}),
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
    fields: { pounds, setPounds, method, setMethod, text, setText, sendReceipt, setSendReceipt, errors },
    submit,
    pending: takePayment.isPending,
  };
}

export type PaymentFormFields = ReturnType<typeof usePaymentForm>["fields"];
