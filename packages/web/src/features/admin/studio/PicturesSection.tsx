// The studio's pictures: each producer's photo (shown as the site shows it, its alt text changed,
// or replaced with its alt text) and the gallery (pictures added with their caption and alt text, edited, moved, removed).
import { Card, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { galleryPictureFieldsSchema, producerPhotoFieldsSchema } from "@studio/domain";
import { GalleryPictureCard } from "./GalleryPictureCard";
import { PictureUploadForm } from "./PictureUploadForm";
import { ProducerPhotoAlt } from "./ProducerPhotoAlt";
import { usePictureUpload } from "./picture-uploads";
import type { StudioDocument, StudioProducer } from "./studio-document";

export function PicturesSection({ document }: { document: StudioDocument }) {
  const gallery = usePictureUpload("Picture added");
  return (
    <Stack gap="sm">
      <Title order={3}>Pictures</Title>
      <Title order={4}>Producers' photos</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {document.producers
          .filter((producer) => !producer.retired)
          .map((producer) => (
            <ProducerPhoto key={producer.id} producer={producer} />
          ))}
      </SimpleGrid>
      <Title order={4}>Gallery</Title>
      <Text size="sm">Shown on the home page in this order, each with its caption.</Text>
      {document.gallery.map((picture, index) => (
        <GalleryPictureCard
          key={picture.id}
          picture={picture}
          index={index}
          count={document.gallery.length}
        />
      ))}
      <Card withBorder padding="md">
        <Title order={5} mb="xs">
          Add a picture to the gallery
        </Title>
        <PictureUploadForm
          label="Add a picture to the gallery"
          schema={galleryPictureFieldsSchema}
          fields={[
            { name: "caption", label: "Caption" },
            { name: "alt", label: "Alt text (what the picture shows)" },
          ]}
          empty={{ caption: "", alt: "" }}
          submitText="Add picture"
          pending={gallery.isPending}
          onUpload={(fields, file) =>
            gallery.mutateAsync({ method: "POST", url: "/api/admin/studio/gallery", fields, file })
          }
        />
      </Card>
    </Stack>
  );
}

function ProducerPhoto({ producer }: { producer: StudioProducer }) {
  const upload = usePictureUpload(`${producer.name}'s photo saved`);
  return (
    <Card withBorder padding="md" data-testid="studio-photo">
      <Text fw={600} mb="xs">
        {producer.name}
      </Text>
      <Image src={producer.photo.src} alt={producer.photo.alt} maw={160} radius="sm" mb="sm" />
      <ProducerPhotoAlt producer={producer} />
      <Text size="sm" fw={600} mt="md" mb="xs">
        A new photo
      </Text>
      <PictureUploadForm
        label={`Photo of ${producer.name}`}
        schema={producerPhotoFieldsSchema}
        fields={[{ name: "alt", label: "Alt text (what the photo shows)" }]}
        empty={{ alt: "" }}
        submitText={`Upload ${producer.name}'s photo`}
        pending={upload.isPending}
        onUpload={(fields, file) =>
          upload.mutateAsync({
            method: "PUT",
            url: `/api/admin/studio/producers/${encodeURIComponent(producer.id)}/photo`,
            fields,
            file,
          })
        }
      />
    </Card>
  );
}
