import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import {
  formatPounds,
  PAYMENT_METHODS,
  type PaymentKind,
  type PaymentMethod,
  paymentInputSchema,
  paymentMethodLabel,
} from "@studio/domain";
import { useState } from "react";
import { serverMessage } from "../../../trpc";
import type { MaybeStaffBooking } from "./PaymentBadges";
import { useTakings } from "./useTakings";

interface PaymentDialogProps {
  booking: MaybeStaffBooking;
  kind: PaymentKind;
  opened: boolean;
  onClose: () => void;
}

const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, label: paymentMethodLabel(value) }));
type Errors = Partial<Record<"amountPence" | "method" | "reason" | "note", string>>;

/** Take payment (the amount defaults to the balance) or Refund (a reason is required). */
export function PaymentDialog({ booking, kind, opened, onClose }: PaymentDialogProps) {
  const refund = kind === "refund";
  const suggested = refund
    ? (booking.paidPence ?? 0)
    : Math.max(booking.balancePence ?? booking.totalCost, 0);
  const [pounds, setPounds] = useState<number | string>(suggested / 100);
  const [method, setMethod] = useState<PaymentMethod>("card");
  const [text, setText] = useState("");
  const [sendReceipt, setSendReceipt] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
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
        onSuccess: onClose,
        onError: (error) => setErrors({ amountPence: serverMessage(error) ?? "Please try again" }),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={refund ? "Refund" : "Take payment"}
      closeButtonProps={{ "aria-label": "Close dialog" }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Price {formatPounds(booking.totalCost)} · paid {formatPounds(booking.paidPence ?? 0)} · balance{" "}
          {formatPounds(booking.balancePence ?? booking.totalCost)}
        </Text>
        <NumberInput
          label="Amount (£)"
          value={pounds}
          onChange={setPounds}
          decimalScale={2}
          fixedDecimalScale
          min={0}
          error={errors.amountPence}
          data-autofocus
        />
        <NativeSelect
          label="Method"
          data={METHOD_OPTIONS}
          value={method}
          onChange={(event) => setMethod(event.currentTarget.value as PaymentMethod)}
          error={errors.method}
        />
        {refund ? (
          <Textarea
            label="Reason"
            required
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={errors.reason}
          />
        ) : (
          <TextInput
            label="Note"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={errors.note}
          />
        )}
        <Checkbox
          label="E-mail a receipt"
          checked={sendReceipt}
          onChange={(e) => setSendReceipt(e.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={submit} loading={takePayment.isPending}>
            {refund ? "Refund" : "Take payment"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
