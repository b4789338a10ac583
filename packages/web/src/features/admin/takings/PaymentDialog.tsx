import {
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
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
  paymentMethodLabel,
} from "@studio/domain";
import type { MaybeStaffBooking } from "./PaymentBadges";
import { type PaymentFormFields, usePaymentForm } from "./use-payment-form";

interface PaymentDialogProps {
  booking: MaybeStaffBooking;
  kind: PaymentKind;
  opened: boolean;
  onClose: () => void;
}

const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, label: paymentMethodLabel(value) }));

/** Take payment (the amount defaults to the balance) or Refund (a reason is required). */
export function PaymentDialog({ booking, kind, opened, onClose }: PaymentDialogProps) {
  const form = usePaymentForm(booking, kind, onClose);
  const title = form.refund ? "Refund" : "Take payment";
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ "aria-label": "Close dialog" }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Price {formatPounds(booking.totalCost)} · paid {formatPounds(booking.paidPence ?? 0)} · balance{" "}
          {formatPounds(booking.balancePence ?? booking.totalCost)}
        </Text>
        <PaymentFields fields={form.fields} refund={form.refund} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={form.submit} loading={form.pending}>
            {title}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function PaymentFields({ fields: f, refund }: { fields: PaymentFormFields; refund: boolean }) {
  return (
    <>
      <NumberInput
        label="Amount (£)"
        value={f.pounds}
        onChange={f.setPounds}
        decimalScale={2}
        fixedDecimalScale
        min={0}
        error={f.errors.amountPence}
        data-autofocus
      />
      <NativeSelect
        label="Method"
        data={METHOD_OPTIONS}
        value={f.method}
        onChange={(event) => f.setMethod(event.currentTarget.value as PaymentMethod)}
        error={f.errors.method}
      />
      {refund ? (
        <Textarea
          label="Reason"
          required
          value={f.text}
          onChange={(e) => f.setText(e.currentTarget.value)}
          error={f.errors.reason}
        />
      ) : (
        <TextInput
          label="Note"
          value={f.text}
          onChange={(e) => f.setText(e.currentTarget.value)}
          error={f.errors.note}
        />
      )}
      <Checkbox
        label="E-mail a receipt"
        checked={f.sendReceipt}
        onChange={(e) => f.setSendReceipt(e.currentTarget.checked)}
      />
    </>
  );
}
