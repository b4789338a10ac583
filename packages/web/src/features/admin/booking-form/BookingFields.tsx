import { NativeSelect, NumberInput, SimpleGrid, Text, Textarea, TextInput, useMatches } from "@mantine/core";
import { DURATIONS, pricedDurationLabel } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { Controller } from "react-hook-form";
import { useTRPC } from "../../../trpc";
import { CustomerFields } from "../../../components/CustomerFields";
import type { BookingForm, CostOverride } from "./booking-form";
import type { CurrentPrice } from "./use-current-price";
import { SessionWhen } from "./SessionWhen";

/** '4 Hours - £125': each length at the chosen producer's current price (the cost field holds it). */
const durationOptions = (price: CurrentPrice | undefined, producer: string) =>
  DURATIONS.map((duration) => {
    const pence = price?.(producer, duration);
    return {
      value: String(duration),
      label: pence === undefined ? `${duration} Hours` : pricedDurationLabel(duration, pence),
    };
  });

interface FieldsProps {
  form: BookingForm;
  /** Edit marks required fields with an asterisk (the Create form marks none). */
  required?: boolean;
}

/**
 * First Name, Last Name, Email, Phone: the public forms' fields, without the browser's autofill
 * (staff type a customer's details, not their own).
 */
export function AdminCustomerFields({
  form,
  required = false,
  idPrefix,
}: FieldsProps & { idPrefix: string }) {
  return (
    <CustomerFields
      register={form.register}
      errors={form.formState.errors}
      idPrefix={idPrefix}
      phoneRequired
      withAsterisks={required}
      autoFill={false}
    />
  );
}

interface SessionFieldsProps extends FieldsProps {
  cost: CostOverride;
  /** '(Manual Override)' on create, '(manually set)' on edit. */
  manualMarker: string;
  /** The producer of an edited booking stays choosable even if no longer active. */
  currentProducer?: string;
}

/** Date, Start Time, Engineer, Duration, Total Cost (in pounds). */
export function SessionFields({
  form,
  cost,
  manualMarker,
  currentProducer,
  required = false,
}: SessionFieldsProps) {
  const { register, formState } = form;
  const { errors } = formState;
  const [date, startTime, duration] = form.watch(["date", "startTime", "duration"]);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="Date"
        type="date"
        withAsterisk={required}
        {...register("date")}
        error={errors.date?.message}
      />
      <TextInput
        label="Start Time"
        type="time"
        withAsterisk={required}
        {...register("startTime")}
        description={<SessionWhen date={date} startTime={startTime} duration={duration} />}
        inputWrapperOrder={["label", "input", "description", "error"]}
        error={errors.startTime?.message}
      />
      <ProducerField form={form} required={required} currentProducer={currentProducer} />
      <DurationField form={form} required={required} cost={cost} />
      <TotalCostField form={form} required={required} cost={cost} manualMarker={manualMarker} />
    </SimpleGrid>
  );
}

/** The studio's producers, enquiry-only ones marked, plus an edited booking's former producer. */
function ProducerField({ form, required, currentProducer }: FieldsProps & { currentProducer?: string }) {
  const trpc = useTRPC();
  const producers = useQuery(trpc.engineers.list.queryOptions());
  const names = (producers.data ?? []).map((producer) => ({
    value: producer.name,
    label: producer.bookable ? producer.name : `${producer.name} (enquiry only)`,
  }));
  if (currentProducer && !names.some((option) => option.value === currentProducer)) {
    names.push({ value: currentProducer, label: currentProducer });
  }
  return (
    // Controlled: an uncontrolled select kept the option at the old index when the producer
    // list arrived, so the first Edit after loading showed the list's first name.
    <Controller
      control={form.control}
      name="engineer"
      render={({ field }) => (
        <NativeSelect
          label="Engineer"
          withAsterisk={required}
          data={[
            {
              value: "",
              label: producers.isPending ? "Loading engineers..." : "Select engineer",
              disabled: true,
            },
            ...names,
          ]}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={field.value ?? ""}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          error={form.formState.errors.engineer?.message}
        />
      )}
    />
  );
}

/** Each length with its current price; choosing one sets the cost to it unless staff typed one. */
function DurationField({ form, required, cost }: FieldsProps & { cost: CostOverride }) {
  const producer = form.watch("engineer") ?? "";
  return (
    <Controller
      control={form.control}
      name="duration"
      render={({ field }) => (
        <NativeSelect
          label="Duration"
          withAsterisk={required}
          data={durationOptions(cost.price, producer)}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={String(field.value)}
          onChange={(event) => {
            field.onChange(Number(event.currentTarget.value));
          }}
          error={form.formState.errors.duration?.message}
        />
      )}
    />
  );
}

/** Total Cost, typed in pounds (stored in pence), with the manual-override marker. */
function TotalCostField({
  form,
  required,
  cost,
  manualMarker,
}: FieldsProps & Pick<SessionFieldsProps, "cost" | "manualMarker">) {
  // The stepper's arrows are 17 px tall, too small to tap: a phone types the amount on its keypad.
  const phone = useMatches({ base: true, sm: false }, { getInitialValueInEffect: false });
  return (
    <Controller
      control={form.control}
      name="totalCost"
      render={({ field }) => (
        <NumberInput
          label="Total Cost (£)"
          withAsterisk={required}
          min={0}
          step={1}
          decimalScale={2}
          allowNegative={false}
          hideControls={phone}
          inputMode="decimal"
          thousandSeparator=","
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={field.value === undefined || Number.isNaN(field.value) ? "" : field.value / 100}
          onChange={(value) => {
            // An emptied field holds NaN, not undefined (which the form would read as its default
            // price): the schema then asks for a cost.
            field.onChange(typeof value === "number" ? Math.round(value * 100) : Number.NaN);
            cost.costTyped();
          }}
          description={
            cost.manual ? (
              <Text span size="xs" c="yellow.3">
                {manualMarker}
              </Text>
            ) : null
          }
          inputWrapperOrder={["label", "input", "description", "error"]}
          error={form.formState.errors.totalCost?.message}
        />
      )}
    />
  );
}

export function DescriptionField({ form }: FieldsProps) {
  return (
    <Textarea
      label="Project Description"
      description="Optional"
      autosize
      minRows={3}
      {...form.register("projectDescription")}
      error={form.formState.errors.projectDescription?.message}
    />
  );
}
