// A producer as the owner adds or edits them: name, title, bio, a social link, and whether
// visitors book them online or enquire. The domain's schema checks it here and on the server.
import { zodResolver } from "@hookform/resolvers/zod";
import { Checkbox, Group, NativeSelect, Stack, Textarea, TextInput } from "@mantine/core";
import { type NewProducer, newProducerSchema, PRONOUN_LABELS, PRONOUNS } from "@studio/domain";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { SubmitRow } from "./SubmitRow";

type ProducerValues = z.input<typeof newProducerSchema>;

export const EMPTY_PRODUCER: ProducerValues = {
  name: "",
  title: "",
  bio: "",
  bookable: true,
  pronoun: "they",
};

const PRONOUN_CHOICES = PRONOUNS.map((value) => ({ value, label: PRONOUN_LABELS[value] }));

interface ProducerFormProps {
  initial: ProducerValues;
  label: string;
  submitText: string;
  pending: boolean;
  onSave: (producer: NewProducer) => Promise<unknown>;
}

export function ProducerForm({ initial, label, submitText, pending, onSave }: ProducerFormProps) {
  const form = useForm<ProducerValues, unknown, NewProducer>({
    resolver: zodResolver(newProducerSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (producer) => {
    await onSave(producer);
    form.reset(initial === EMPTY_PRODUCER ? EMPTY_PRODUCER : producer);
  });
  return (
    <form onSubmit={submit} aria-label={label} noValidate>
      <Stack gap="sm">
        <Group grow wrap="wrap" align="flex-start">
          <TextInput label="Name" {...form.register("name")} error={errors.name?.message} />
          <TextInput label="Title" {...form.register("title")} error={errors.title?.message} />
        </Group>
        <Textarea label="Bio" autosize minRows={3} {...form.register("bio")} error={errors.bio?.message} />
        <TextInput
          label="Social link (optional)"
          type="url"
          {...form.register("link", { setValueAs: (value) => (value ? value : undefined) })}
          error={errors.link ? "Enter a full address, e.g. https://instagram.com/..." : undefined}
        />
        <NativeSelect
          label="Pronoun (how staff texts refer to them)"
          data={PRONOUN_CHOICES}
          {...form.register("pronoun")}
          error={errors.pronoun?.message}
        />
        <Checkbox
          label="Visitors can book this producer online (otherwise: Enquire for bookings)"
          {...form.register("bookable")}
        />
        <SubmitRow pending={pending}>{submitText}</SubmitRow>
      </Stack>
    </form>
  );
}
