// The details' mail sender (the From of every e-mail, used by the next one sent) and the two
// social links the footer and the contact page show.
import { Fieldset, SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturn } from "react-hook-form";
import type { DetailsValuesForm } from "./details-values";

const LINKS = [
  { legend: "Short-video link", prefix: "video" },
  { legend: "Photo link", prefix: "photo" },
] as const;

export function MailAndSocialFields({ form }: { form: UseFormReturn<DetailsValuesForm> }) {
  const { errors } = form.formState;
  return (
    <>
      <TextInput
        label="Mail sender (From)"
        description="A name and <address>, e.g. Leyton Sound <bookings@example.com>; empty: the studio's name and bookings e-mail"
        {...form.register("mailFrom")}
        error={errors.mailFrom?.message}
      />
      {LINKS.map(({ legend, prefix }) => (
        <Fieldset key={prefix} legend={legend} variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={`${legend}: site`}
              {...form.register(`${prefix}Label`)}
              error={errors[`${prefix}Label`]?.message}
            />
            <TextInput
              label={`${legend}: handle`}
              {...form.register(`${prefix}Handle`)}
              error={errors[`${prefix}Handle`]?.message}
            />
            <TextInput
              label={`${legend}: address`}
              type="url"
              {...form.register(`${prefix}Url`)}
              error={errors[`${prefix}Url`]?.message}
            />
          </SimpleGrid>
        </Fieldset>
      ))}
    </>
  );
}
