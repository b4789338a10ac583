// One gallery picture in the Studio tab: its caption and alt text edited, moved up or down, or
// removed once the owner confirms.
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Card, Group, Image, Stack, Text, TextInput } from "@mantine/core";
import { galleryPictureFieldsSchema } from "@studio/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { useGalleryMutations } from "./picture-uploads";
import type { StudioDocument } from "./studio-document";

type GalleryPicture = StudioDocument["gallery"][number];
type Texts = z.infer<typeof galleryPictureFieldsSchema>;

interface Props {
  picture: GalleryPicture;
  index: number;
  count: number;
}

export function GalleryPictureCard({ picture, index, count }: Props) {
  const { update, remove } = useGalleryMutations();
  const [confirming, setConfirming] = useState(false);
  const move = (position: number) =>
    void update.mutateAsync({ id: picture.id, patch: { position } }).catch(() => undefined);
  return (
    <Card withBorder padding="md" data-testid="studio-gallery-picture">
      <Group align="flex-start" wrap="wrap" gap="md">
        <Image src={picture.src} alt={picture.alt} w={160} maw="100%" radius="sm" />
        <Stack gap="xs" style={{ flex: "1 1 220px", minWidth: 0 }}>
          <GalleryTexts picture={picture} />
          <Group gap="xs" wrap="wrap">
            <Button variant="default" size="sm" disabled={index === 0} onClick={() => move(index - 1)}>
              Move {picture.caption} up
            </Button>
            <Button
              variant="default"
              size="sm"
              disabled={index === count - 1}
              onClick={() => move(index + 1)}
            >
              Move {picture.caption} down
            </Button>
            {confirming ? null : (
              <Button variant="default" color="red" size="sm" onClick={() => setConfirming(true)}>
                Remove {picture.caption}
              </Button>
            )}
          </Group>
          {confirming ? (
            <Group gap="xs" wrap="wrap" role="group" aria-label={`Remove ${picture.caption}?`}>
              <Text size="sm">Remove this picture from the gallery?</Text>
              <Button
                color="red"
                size="sm"
                loading={remove.isPending}
                onClick={() => void remove.mutateAsync({ id: picture.id }).catch(() => setConfirming(false))}
              >
                Yes, remove it
              </Button>
              <Button variant="default" size="sm" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}

function GalleryTexts({ picture }: { picture: GalleryPicture }) {
  const { update } = useGalleryMutations();
  const form = useForm<Texts>({
    resolver: zodResolver(galleryPictureFieldsSchema),
    defaultValues: { caption: picture.caption, alt: picture.alt },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (texts) => {
    await update.mutateAsync({ id: picture.id, patch: texts }).catch(() => undefined);
  });
  return (
    <form onSubmit={submit} aria-label={`${picture.caption}: caption and alt text`} noValidate>
      <Stack gap="xs">
        <TextInput label="Caption" {...form.register("caption")} error={errors.caption?.message} />
        <TextInput label="Alt text" {...form.register("alt")} error={errors.alt?.message} />
        <Group>
          <Button type="submit" size="sm" loading={update.isPending}>
            Save caption and alt text
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
