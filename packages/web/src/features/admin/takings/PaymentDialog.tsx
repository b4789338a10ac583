import { ClockTimes } from "../../../components/ClockTimes";
import {
  Alert,
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
  depositPaymentLine,
  formatPounds,
  PAYMENT_METHODS,
  type PaymentKind,
  type PaymentMethod,
  paymentMethodLabel,
  refundableBy,
} from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Controller } from "react-hook-form";
import { useTRPC } from "../../../trpc";
import { TabLoader } from "../TabLoader";
import type { MaybeStaffBooking } from "./PaymentBadges";
import { RefundPriceChoice } from "./RefundPriceChoice";
import {
  type PaymentEntries,
  type PaymentForm as PaymentFormState,
  usePaymentForm,
} from "./use-payment-form";

interface PaymentDialogProps {
  booking: MaybeStaffBooking;
  kind: PaymentKind;
  opened: boolean;
  onClose: () => void;
}

const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, label: paymentMethodLabel(value) }));
const NO_ENTRIES: PaymentEntries = [];

/**
 * Take payment (the amount defaults to the balance) or Refund (what was paid by the method, a reason,
 * and whether the price goes down): a refund reads the booking's payments first.
 */
export function PaymentDialog({ booking, kind, opened, onClose }: PaymentDialogProps) {
  const refund = kind === "refund";
  const trpc = useTRPC();
  const payments = useQuery({
    ...trpc.admin.takings.payments.queryOptions({ id: booking.id }),
    enabled: refund,
  });
  let body: ReactNode;
  if (refund && payments.isPending) body = <TabLoader label="Loading payments..." />;
  else if (refund && payments.isError) {
    body = (
      <Alert color="red" title="Could not load the payments">
        {payments.error.message}
      </Alert>
    );
  } else {
    const entries = payments.data?.payments ?? NO_ENTRIES;
    body = <PaymentForm booking={booking} kind={kind} entries={entries} onClose={onClose} />;
  }
  return (
    <Modal opened={opened} onClose={onClose} title={refund ? "Refund" : "Take payment"}>
      {body}
    </Modal>
  );
}

function PaymentForm(props: {
  booking: MaybeStaffBooking;
  kind: PaymentKind;
  entries: PaymentEntries;
  onClose: () => void;
}) {
  const { booking, entries, onClose } = props;
  const form = usePaymentForm(booking, props.kind, entries, onClose);
  const title = form.refund ? "Refund" : "Take payment";
  return (
    <Stack gap="sm">
      <Text size="sm">
        Price {formatPounds(booking.totalCost)} · paid {formatPounds(booking.paidPence ?? 0)} · balance{" "}
        {formatPounds(booking.balancePence ?? booking.totalCost)}
      </Text>
      {form.refund ? <PaidByMethod entries={entries} /> : <DepositLeft booking={booking} />}
      <PaymentFields form={form} />
      {form.refund ? <RefundPriceChoice booking={booking} entries={entries} form={form} /> : null}
      <Checkbox size="md" label="E-mail a receipt" {...form.fields.register("sendReceipt")} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button onClick={form.submit} loading={form.pending}>
          {title}
        </Button>
      </Group>
    </Stack>
  );
}

/** A provisional booking's deposit: what of it is left, which a payment of that much confirms. */
function DepositLeft({ booking }: { booking: MaybeStaffBooking }) {
  const { depositPence, depositDueAt } = booking;
  if (booking.status !== "confirmed" || !depositPence || !depositDueAt) return null;
  return (
    <Text size="sm" data-testid="payment-deposit">
      <ClockTimes text={depositPaymentLine(depositPence, booking.paidPence ?? 0, depositDueAt, new Date())} />
    </Text>
  );
}

/** 'Paid by card £40.00 · cash £60.00': what each method can give back. */
function PaidByMethod({ entries }: { entries: PaymentEntries }) {
  const parts = PAYMENT_METHODS.map((method) => [method, refundableBy(method, entries)] as const)
    .filter(([, pence]) => pence > 0)
    .map(([method, pence]) => `${paymentMethodLabel(method).toLowerCase()} ${formatPounds(pence)}`);
  if (parts.length === 0) return null;
  return (
    <Text size="sm" c="dark.1" data-testid="paid-by-method">
      Paid by {parts.join(" · ")}
    </Text>
  );
}

function PaymentFields({ form }: { form: PaymentFormState }) {
  const { register, control, formState } = form.fields;
  const { errors } = formState;
  return (
    <>
      <Controller
        control={control}
        name="amountPence"
        render={({ field }) => (
          <NumberInput
            label="Amount (£)"
            // The field shows pounds; the form holds pence (no number while empty).
            value={Number.isNaN(field.value) ? "" : field.value / 100}
            onChange={(pounds) =>
              field.onChange(pounds === "" ? Number.NaN : Math.round(Number(pounds) * 100))
            }
            onBlur={field.onBlur}
            decimalScale={2}
            fixedDecimalScale
            min={0}
            error={errors.amountPence?.message}
            data-autofocus
          />
        )}
      />
      <Controller
        control={control}
        name="method"
        render={({ field }) => (
          <NativeSelect
            label="Method"
            data={METHOD_OPTIONS}
            value={field.value}
            onChange={(event) => form.setMethod(event.currentTarget.value as PaymentMethod)}
            error={errors.method?.message}
          />
        )}
      />
      {form.refund ? (
        <Textarea label="Reason" required {...register("reason")} error={errors.reason?.message} />
      ) : (
        <TextInput label="Note" {...register("note")} error={errors.note?.message} />
      )}
    </>
  );
}
