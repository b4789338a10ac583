import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { CheckIcon } from "../../components/icons";
import { ButtonLink } from "../../components/links";
import type { Producer } from "../studio/use-studio-profile";
import classes from "./ProducerCards.module.css";
import { loadProducerProfile } from "./booking-chunks";
import { ProducerPortrait } from "../producer/ProducerPortrait";

// Fetched beside the page by the route's loader; a click before it arrives opens it on arrival.
const ProducerProfileModal = lazy(loadProducerProfile);

interface ProducerCardsProps {
  producers: readonly Producer[];
  selected: string;
  onSelect: (name: string) => void;
  /** The id of the form's "choose a producer" error while it shows: each Select button names it. */
  errorId?: string | undefined;
}

export function ProducerCards({ producers, selected, onSelect, errorId }: ProducerCardsProps) {
  const [viewing, setViewing] = useState<Producer | null>(null);

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {producers.map((producer) => (
          <ProducerCard
            key={producer.name}
            producer={producer}
            isSelected={producer.name === selected}
            onView={() => setViewing(producer)}
            onSelect={() => onSelect(producer.name)}
            errorId={errorId}
          />
        ))}
      </SimpleGrid>

      <Suspense fallback={null}>
        <ProducerProfileModal producer={viewing} onClose={() => setViewing(null)} />
      </Suspense>
    </>
  );
}

interface ProducerCardProps {
  producer: Producer;
  isSelected: boolean;
  onView: () => void;
  onSelect: () => void;
  errorId?: string | undefined;
}

/** One producer: portrait, name and title, and what the visitor can do. */
function ProducerCard(props: ProducerCardProps) {
  const { producer, isSelected } = props;
  return (
    <Card
      withBorder
      className={classes.card}
      data-selected={isSelected || undefined}
      data-testid={`producer-card-${producer.name.toLowerCase()}`}
    >
      <Card.Section className={classes.media}>
        <ProducerPortrait
          producer={producer}
          sizes="(max-width: 47.99em) 72px, 360px"
          side={400}
          loading="lazy"
          decoding="async"
          className={classes.image}
        />
      </Card.Section>
      <Stack gap={4} className={classes.heading}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h4">
            {producer.name}
          </Title>
          {isSelected && (
            <Badge color="green" variant="light" leftSection={<CheckIcon size={12} />}>
              Selected
            </Badge>
          )}
        </Group>
        <Text c="amber.4" fw={600} size="sm">
          {producer.title}
        </Text>
      </Stack>
      <ProducerActions {...props} />
    </Card>
  );
}

/** View Profile, and Select Producer, or an enquiry for a producer not booked online. */
function ProducerActions({ producer, isSelected, onView, onSelect, errorId }: ProducerCardProps) {
  return (
    <Stack gap="xs" className={classes.actions}>
      <Button variant="default" onClick={onView}>
        View Profile
      </Button>
      {producer.bookable ? (
        <Button
          onClick={onSelect}
          aria-pressed={isSelected}
          aria-label={`Select Producer ${producer.name}`}
          aria-describedby={errorId}
          data-producer-select
        >
          Select Producer
        </Button>
      ) : (
        <ButtonLink
          to="/contact"
          search={{
            subject: "booking",
            message: `Hello, I would like to enquire about booking a session with ${producer.name}.`,
          }}
          variant="light"
        >
          Enquire for bookings
        </ButtonLink>
      )}
    </Stack>
  );
}
