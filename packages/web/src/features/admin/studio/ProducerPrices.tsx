// A producer's own prices: only the lengths they price differently; an empty field takes the
// studio's price for that length.
import { Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { DURATIONS, type Duration, pricedDurationLabel, producerPricesSchema } from "@studio/domain";
import { useState } from "react";
import { PoundsInput } from "./PoundsInput";
import type { StudioDocument, StudioProducer } from "./studio-document";

type OwnPrices = Partial<Record<`${Duration}`, number>>;

interface ProducerPricesProps {
  producer: StudioProducer;
  studioPrices: StudioDocument["prices"];
  pending: boolean;
  onSave: (prices: OwnPrices) => void;
}

export function ProducerPrices({ producer, studioPrices, pending, onSave }: ProducerPricesProps) {
  const [prices, setPrices] = useState<OwnPrices>(producer.prices as OwnPrices);
  const [error, setError] = useState<string | null>(null);
  const card = studioPrices as Record<`${Duration}`, number>;
  const save = () => {
    const own = withoutEmpty(prices);
    const valid = producerPricesSchema.safeParse(own).success;
    setError(valid ? null : "Each price must be whole pence, from £0 to £10,000");
    if (valid) onSave(own);
  };
  return (
    <Stack gap="xs">
      <Text size="sm">{producer.name}'s own prices. Leave a length empty to use the studio's price.</Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        {DURATIONS.map((hours) => (
          <PoundsInput
            key={hours}
            label={`${hours} hours`}
            placeholder={pricedDurationLabel(hours, card[`${hours}`]).split(" - ")[1]}
            value={prices[`${hours}`]}
            onChange={(pence) => setPrices((now) => ({ ...now, [`${hours}`]: pence }))}
          />
        ))}
      </SimpleGrid>
      {error ? (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <Group>
        <Button variant="default" loading={pending} onClick={save}>
          Save {producer.name}'s prices
        </Button>
      </Group>
    </Stack>
  );
}

const withoutEmpty = (prices: OwnPrices): OwnPrices =>
  Object.fromEntries(Object.entries(prices).filter(([, pence]) => pence !== undefined));
