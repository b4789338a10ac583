// Who the studio is and where its mail goes: name, tagline, contact e-mail and number, address,
// and the staff addresses that hear of each booking and message. The domain's schema checks it
// here and again on the server; the spec's fixed texts (the hero, section titles) are not here.
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { studioDetailsPatchSchema } from "@studio/domain";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import type { DetailsValuesForm } from "./details-values";
import { MailAndSocialFields } from "./MailAndSocialFields";
import { type StudioDocument, useSaveStudio } from "./studio-document";

type DetailsValues = z.infer<typeof studioDetailsPatchSchema>;

const formOf = (details: DetailsValues): DetailsValuesForm => ({
  name: details.name ?? "",
  tagline: details.tagline ?? "",
  bookingsEmail: details.bookingsEmail ?? "",
  messagingNumber: details.messagingNumber ?? "",
  area: details.address?.area ?? "",
  postcode: details.address?.postcode ?? "",
  recipients: (details.notificationRecipients ?? []).join("\n"),
  mailFrom: details.mailFrom ?? "",
  videoLabel: details.social?.shortVideo.label ?? "",
  videoHandle: details.social?.shortVideo.handle ?? "",
  videoUrl: details.social?.shortVideo.url ?? "",
  photoLabel: details.social?.photo.label ?? "",
  photoHandle: details.social?.photo.handle ?? "",
  photoUrl: details.social?.photo.url ?? "",
});

const detailsOf = (form: DetailsValuesForm): DetailsValues => ({
  name: form.name,
  tagline: form.tagline,
  bookingsEmail: form.bookingsEmail,
  messagingNumber: form.messagingNumber,
  address: { area: form.area, postcode: form.postcode },
  notificationRecipients: form.recipients.split(/[\s,]+/).filter(Boolean),
  // Empty: none of its own (the studio's name and bookings e-mail send).
  mailFrom: form.mailFrom.trim() || null,
  social: {
    shortVideo: { label: form.videoLabel, handle: form.videoHandle, url: form.videoUrl },
    photo: { label: form.photoLabel, handle: form.photoHandle, url: form.photoUrl },
  },
});

/** The schema's field paths, as the form names them. */
const FORM_FIELD: Record<string, keyof DetailsValuesForm> = {
  "address.area": "area",
  "address.postcode": "postcode",
  notificationRecipients: "recipients",
  "social.shortVideo.label": "videoLabel",
  "social.shortVideo.handle": "videoHandle",
  "social.shortVideo.url": "videoUrl",
  "social.photo.label": "photoLabel",
  "social.photo.handle": "photoHandle",
  "social.photo.url": "photoUrl",
};

export function DetailsForm({ details }: { details: StudioDocument["details"] }) {
  const save = useSaveStudio("Details");
  const form = useForm<DetailsValuesForm>({
    defaultValues: formOf(details as DetailsValues),
    resolver: async (values, context, options) => {
      const checked = await zodResolver(studioDetailsPatchSchema)(
        detailsOf(values),
        context,
        options as never,
      );
      const errors = Object.fromEntries(
        Object.entries(flatErrors(checked.errors)).map(([path, message]) => [
          FORM_FIELD[path.replace(/\.\d+$/, "")] ?? path,
          { type: "schema", message },
        ]),
      );
      return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => save.mutate({ details: detailsOf(values) }));
  return (
    <form onSubmit={submit} aria-label="Details" noValidate>
      <Stack gap="sm">
        <Title order={3}>Details</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Studio name" {...form.register("name")} error={errors.name?.message} />
          <TextInput label="Tagline" {...form.register("tagline")} error={errors.tagline?.message} />
          <TextInput
            label="Bookings e-mail"
            type="email"
            {...form.register("bookingsEmail")}
            error={errors.bookingsEmail?.message}
          />
          <TextInput
            label="Messaging number"
            {...form.register("messagingNumber")}
            error={errors.messagingNumber?.message}
          />
          <TextInput label="Area" {...form.register("area")} error={errors.area?.message} />
          <TextInput label="Postcode" {...form.register("postcode")} error={errors.postcode?.message} />
        </SimpleGrid>
        <Textarea
          label="Staff e-mails told of each booking and message (one per line)"
          autosize
          minRows={2}
          {...form.register("recipients")}
          error={errors.recipients?.message}
        />
        <MailAndSocialFields form={form} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** react-hook-form's nested errors as 'address.area' -> message. */
function flatErrors(errors: Record<string, unknown>, prefix = ""): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== "object") continue;
    const path = `${prefix}${key}`;
    const message = (value as { message?: unknown }).message;
    if (typeof message === "string") flat[path] = message;
    else Object.assign(flat, flatErrors(value as Record<string, unknown>, `${path}.`));
  }
  return flat;
}
