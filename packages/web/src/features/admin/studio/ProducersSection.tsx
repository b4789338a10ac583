// The studio's producers, in the order the site shows them: each with their title and how visitors
// book them, moved up or down, edited in place (details and their own prices), retired or brought
// back; and a form to add one.
import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { EMPTY_PRODUCER, ProducerForm } from "./ProducerForm";
import { ProducerPrices } from "./ProducerPrices";
import { type StudioDocument, type StudioProducer, useProducerMutations } from "./studio-document";

export function ProducersSection({ document }: { document: StudioDocument }) {
  const { add } = useProducerMutations();
  return (
    <Stack gap="sm">
      <Title order={3}>Producers</Title>
      {document.producers.map((producer, index) => (
        <ProducerCard
          key={producer.id}
          producer={producer}
          studioPrices={document.prices}
          place={{ index, count: document.producers.length }}
        />
      ))}
      <Card withBorder padding="md">
        <Title order={4} mb="xs">
          Add a producer
        </Title>
        <ProducerForm
          initial={EMPTY_PRODUCER}
          label="Add a producer"
          submitText="Add producer"
          pending={add.isPending}
          onSave={(producer) => add.mutateAsync(producer)}
        />
      </Card>
    </Stack>
  );
}

interface CardProps {
  producer: StudioProducer;
  studioPrices: StudioDocument["prices"];
  /** Where they are in the list: the site shows the producers in this order. */
  place: { index: number; count: number };
}

function ProducerCard(props: CardProps) {
  const { producer, place } = props;
  const { update } = useProducerMutations();
  const [editing, setEditing] = useState(false);
  const patch = (change: Parameters<typeof update.mutateAsync>[0]["patch"]) =>
    update.mutateAsync({ id: producer.id, patch: change });
  return (
    <Card withBorder padding="md" data-testid="studio-producer">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text fw={600}>{producer.name}</Text>
          <Text size="sm">{producer.title}</Text>
        </div>
        <Group gap="xs" wrap="wrap">
          <Badge variant="outline" color="dark">
            {producer.bookable ? "Books online" : "Enquire for bookings"}
          </Badge>
          {producer.retired ? <Badge color="gray.8">Retired</Badge> : null}
          <Button variant="default" size="sm" onClick={() => setEditing((now) => !now)}>
            {editing ? "Close" : `Edit ${producer.name}`}
          </Button>
          <MoveButtons
            name={producer.name}
            place={place}
            busy={update.isPending}
            onMove={(position) => void patch({ position }).catch(() => undefined)}
          />
          <Button
            variant="default"
            size="sm"
            loading={update.isPending}
            onClick={() => void patch({ retired: !producer.retired }).catch(() => undefined)}
          >
            {producer.retired ? `Bring ${producer.name} back` : `Retire ${producer.name}`}
          </Button>
        </Group>
      </Group>
      {editing ? <ProducerEditor {...props} pending={update.isPending} patch={patch} /> : null}
    </Card>
  );
}

interface MoveProps {
  name: string;
  place: CardProps["place"];
  busy: boolean;
  onMove: (position: number) => void;
}

/** Up and down the list (none past either end). */
function MoveButtons({ name, place, busy, onMove }: MoveProps) {
  return (
    <>
      <Button
        variant="default"
        size="sm"
        disabled={place.index === 0 || busy}
        onClick={() => onMove(place.index - 1)}
      >
        Move {name} up
      </Button>
      <Button
        variant="default"
        size="sm"
        disabled={place.index === place.count - 1 || busy}
        onClick={() => onMove(place.index + 1)}
      >
        Move {name} down
      </Button>
    </>
  );
}

type Patch = (
  change: Parameters<ReturnType<typeof useProducerMutations>["update"]["mutateAsync"]>[0]["patch"],
) => Promise<unknown>;

/** Their details and their own prices, each saved on its own. */
function ProducerEditor({
  producer,
  studioPrices,
  pending,
  patch,
}: CardProps & { pending: boolean; patch: Patch }) {
  return (
    <Stack gap="md" mt="md">
      <ProducerForm
        initial={{
          name: producer.name,
          title: producer.title,
          bio: producer.bio,
          link: producer.link ?? undefined,
          bookable: producer.bookable,
          pronoun: producer.pronoun,
        }}
        label={`Edit ${producer.name}`}
        submitText="Save producer"
        pending={pending}
        // An emptied social link is cleared.
        onSave={(details) => patch({ ...details, link: details.link ?? null })}
      />
      <ProducerPrices
        producer={producer}
        studioPrices={studioPrices}
        pending={pending}
        onSave={(prices) => void patch({ prices }).catch(() => undefined)}
      />
    </Stack>
  );
}
