// "Tell me if it frees up": on a night with no free start of the wanted length for the chosen
// producer, a small form puts the visitor on the night's waitlist (first name, e-mail, this
// producer or any; the minimum length is the form's duration). The server refuses (409) while a
// fitting start is free, or while the e-mail already waits; its words are shown.
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Card, Radio, Stack, Text, Title } from "@mantine/core";
import {
  type NightBlock,
  type Slot,
  type WaitlistInput,
  waitlistInputSchema,
  waitlistLeaveTexts,
  waitlistTexts,
} from "@studio/domain";
import { useMutation } from "@tanstack/react-query";
import { type KeyboardEvent, useId } from "react";
import { type Control, Controller, useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { CustomerFields } from "../../components/CustomerFields";
import { serverMessage, useTRPC } from "../../trpc";

interface WaitlistOfferProps {
  date: string;
  producer: string;
  duration: number;
  slots: readonly Slot[];
}

/**
 * True when the night is shown (not waiting to load), open with this producer (time can free up
 * only on a night that is not closed or away), and no start takes the wanted length.
 */
export function offersWaitlist(
  { date, producer, duration, slots }: WaitlistOfferProps,
  block: NightBlock | null = null,
): boolean {
  if (!date || !producer || slots.some((slot) => slot.state === "waiting")) return false;
  if (block && block.kind !== "full") return false;
  return !slots.some((slot) => slot.enabled && slot.durations.some((fits) => fits >= duration));
}

type WaitlistFormInput = z.input<typeof waitlistInputSchema>;
type WaitlistForm = ReturnType<typeof useWaitlistForm>;

/** The domain's schema over the visitor's fields; the night and the length are the booking form's. */
function useWaitlistForm({ date, producer, duration }: WaitlistOfferProps) {
  const trpc = useTRPC();
  const join = useMutation(trpc.waitlist.join.mutationOptions());
  const form = useForm<WaitlistFormInput, unknown, WaitlistInput>({
    resolver: zodResolver(waitlistInputSchema),
    defaultValues: { firstName: "", email: "", date, engineer: producer, minDuration: duration },
  });
  const submit = form.handleSubmit((input) => join.mutate(input));
  // Enter in a field joins the list; it must not submit the booking form around it.
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void submit();
  };
  return { form, join, submit, onEnter };
}

export function WaitlistOffer(props: WaitlistOfferProps) {
  const headingId = useId();
  const waitlist = useWaitlistForm(props);
  const { join } = waitlist;
  return (
    <Card
      withBorder
      padding="md"
      mb="sm"
      component="section"
      aria-labelledby={headingId}
      data-testid="waitlist-offer"
    >
      <Stack gap="sm">
        <Title order={3} size="h5" id={headingId}>
          {waitlistTexts.heading}
        </Title>
        {join.isSuccess ? (
          <Alert color="green" variant="light" role="status" data-testid="waitlist-joined">
            {waitlistTexts.joined(join.variables)}
          </Alert>
        ) : (
          <WaitlistFields {...props} waitlist={waitlist} />
        )}
      </Stack>
    </Card>
  );
}

/** Who to tell and for which producer, the server's refusal, and the join button. */
function WaitlistFields({ waitlist, ...need }: WaitlistOfferProps & { waitlist: WaitlistForm }) {
  const { form, join, submit, onEnter } = waitlist;
  return (
    <>
      <Text size="sm">
        {waitlistTexts.intro({ date: need.date, engineer: need.producer, minDuration: need.duration })}
      </Text>
      <CustomerFields
        register={form.register}
        errors={form.formState.errors}
        idPrefix="waitlist"
        phoneRequired
        withAsterisks={false}
        only={["firstName", "email"]}
        gap="sm"
        onKeyDown={onEnter}
      />
      <ProducerChoice control={form.control} producer={need.producer} />
      {join.isError && (
        <Alert color="red" variant="light" role="alert" data-testid="waitlist-error">
          {serverMessage(join.error) ?? waitlistLeaveTexts.unreachable}
        </Alert>
      )}
      <Button
        type="button"
        variant="light"
        onClick={() => void submit()}
        loading={join.isPending}
        style={{ alignSelf: "flex-start" }}
      >
        {waitlistTexts.join}
      </Button>
    </>
  );
}

/** This producer or any (null: any bookable producer). */
function ProducerChoice({ control, producer }: { control: Control<WaitlistFormInput>; producer: string }) {
  return (
    <Controller
      control={control}
      name="engineer"
      render={({ field }) => (
        <Radio.Group
          label="Producer"
          value={field.value === null ? "any" : "this"}
          onChange={(value) => field.onChange(value === "any" ? null : producer)}
        >
          <Stack gap={6} mt={4}>
            {/* 24 px: a finger's target on a phone. */}
            <Radio value="this" label={producer} size="md" />
            <Radio value="any" label={waitlistTexts.anyProducer} size="md" />
          </Stack>
        </Radio.Group>
      )}
    />
  );
}
