// A producer's photo's alt text, changed without uploading the picture again; the domain's rule
// checks it here and on the server.
import { zodResolver } from "@hookform/resolvers/zod";
import { Stack, TextInput } from "@mantine/core";
import { producerPhotoFieldsSchema } from "@studio/domain";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { usePhotoAltChange } from "./picture-uploads";
import type { StudioProducer } from "./studio-document";
import { SubmitRow } from "./SubmitRow";

type AltText = z.infer<typeof producerPhotoFieldsSchema>;

export function ProducerPhotoAlt({ producer }: { producer: StudioProducer }) {
  const change = usePhotoAltChange(producer.name);
  const form = useForm<AltText>({
    resolver: zodResolver(producerPhotoFieldsSchema),
    values: { alt: producer.photo.alt },
  });
  const submit = form.handleSubmit(async ({ alt }) => {
    await change.mutateAsync({ id: producer.id, patch: { alt } }).catch(() => undefined);
  });
  return (
    <form onSubmit={submit} aria-label={`Alt text of ${producer.name}'s photo`} noValidate>
      <Stack gap="xs">
        <TextInput
          label="Alt text of the current photo"
          {...form.register("alt")}
          error={form.formState.errors.alt?.message}
        />
        <SubmitRow pending={change.isPending} size="sm" variant="default">
          Save {producer.name}'s alt text
        </SubmitRow>
      </Stack>
    </form>
  );
}
