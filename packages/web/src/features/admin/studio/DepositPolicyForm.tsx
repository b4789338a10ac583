// The deposit and the cancellation terms: whether a public booking owes a deposit (a percent of its
// price or a fixed amount), by when, the one reminder, how to pay, and the share of what was paid
// the studio keeps on a late cancel. Checked by the domain's schema here and again on the server.
import { zodResolver } from "@hookform/resolvers/zod";
import { NativeSelect, NumberInput, SimpleGrid, Stack, Text, Textarea, Title } from "@mantine/core";
import { type Deposit, type DepositPolicyValues, depositPolicySchema } from "@studio/domain";
import { type Control, Controller, type FieldError, useForm, useWatch } from "react-hook-form";
import { CancellationBandsFields } from "./CancellationBandsFields";
import { PoundsInput } from "./PoundsInput";
import { type StudioDocument, useSaveStudio } from "./studio-document";
import { SubmitRow } from "./SubmitRow";
import { WholeNumberField } from "./WholeNumberField";

type DepositKind = "none" | "percent" | "amount";
const KINDS: { value: DepositKind; label: string }[] = [
  { value: "none", label: "No deposit: bookings are confirmed at once" },
  { value: "percent", label: "A percent of the price" },
  { value: "amount", label: "A fixed amount" },
];
/** What a kind starts from when the owner picks it. */
const FIRST: Record<DepositKind, Deposit | null> = {
  none: null,
  percent: { percent: 25 },
  amount: { amountPence: 5000 },
};
const kindOf = (deposit: Deposit | null | undefined): DepositKind =>
  !deposit ? "none" : "percent" in deposit ? "percent" : "amount";

const HOURS_FIELDS = [
  ["depositDueHours", "Pay within (hours after booking)"],
  ["depositCutoffHours", "Due at the latest (hours before the session)"],
  ["depositReminderHours", "Reminder (hours before the deadline; 0: none)"],
] as const;

export function DepositPolicyForm({ policies }: { policies: StudioDocument["policies"] }) {
  const save = useSaveStudio("Deposit and terms");
  const form = useForm<DepositPolicyValues>({
    resolver: zodResolver(depositPolicySchema),
    // The section as saved, the defaults filled in (a section the server refused never reaches here).
    defaultValues: depositPolicySchema.safeParse(policies).data ?? depositPolicySchema.parse({}),
  });
  const submit = form.handleSubmit((values) => save.mutate({ policies: values }));
  return (
    <form onSubmit={submit} aria-label="Deposit and cancellation terms" noValidate>
      <Stack gap="sm">
        <Title order={3}>Deposit and cancellation terms</Title>
        <Text size="sm">
          With a deposit, a booking made online is provisional until staff record the deposit, and is released
          if it is not paid by its deadline.
        </Text>
        <DepositAmountField control={form.control} />
        <DepositHoursFields control={form.control} />
        <Textarea
          label="How to pay"
          description="On the receipt and the manage page of a provisional booking: bank details, the reference to quote, or paying at the studio"
          autosize
          minRows={2}
          {...form.register("paymentInstructions")}
          error={form.formState.errors.paymentInstructions?.message}
        />
        <MissingInstructions control={form.control} />
        <CancellationBandsFields form={form} />
        <SubmitRow pending={save.isPending}>Save deposit and terms</SubmitRow>
      </Stack>
    </form>
  );
}

type PolicyControl = Control<DepositPolicyValues>;

/** No deposit, a percent of the price, or a fixed amount, with its figure. */
function DepositAmountField({ control }: { control: PolicyControl }) {
  return (
    <Controller
      control={control}
      name="deposit"
      render={({ field, fieldState }) => {
        const kind = kindOf(field.value);
        const error = fieldState.error as (FieldError & Record<string, FieldError>) | undefined;
        return (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label="Deposit"
              data={KINDS}
              value={kind}
              onChange={(event) => field.onChange(FIRST[event.currentTarget.value as DepositKind])}
            />
            {field.value && "percent" in field.value ? (
              <NumberInput
                label="Deposit (% of the price, rounded up to whole pounds)"
                allowNegative={false}
                allowDecimal={false}
                value={Number.isFinite(field.value.percent) ? field.value.percent : ""}
                onChange={(value) => field.onChange({ percent: value === "" ? Number.NaN : Number(value) })}
                error={error?.percent?.message ?? error?.message}
              />
            ) : null}
            {field.value && "amountPence" in field.value ? (
              <PoundsInput
                label="Deposit (£)"
                value={Number.isFinite(field.value.amountPence) ? field.value.amountPence : undefined}
                onChange={(pence) => field.onChange({ amountPence: pence ?? Number.NaN })}
                error={error?.amountPence?.message ?? error?.message}
              />
            ) : null}
          </SimpleGrid>
        );
      }}
    />
  );
}

/** A deposit with no words on how to pay it: customers would know what and by when, not how. */
function MissingInstructions({ control }: { control: PolicyControl }) {
  const [deposit, instructions] = useWatch({ control, name: ["deposit", "paymentInstructions"] });
  if (!deposit || instructions?.trim()) return null;
  return (
    <Text size="sm" c="yellow.4" data-testid="payment-instructions-missing">
      Customers are told the deposit and its deadline, but not how to pay it: say how above.
    </Text>
  );
}

/** When the deposit is due, and its reminder. */
function DepositHoursFields({ control }: { control: PolicyControl }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {HOURS_FIELDS.map(([key, label]) => (
        <WholeNumberField key={key} control={control} name={key} label={label} />
      ))}
    </SimpleGrid>
  );
}
