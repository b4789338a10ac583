// A producer's own prices: only the lengths they price differently; an empty field takes the
// studio's price for that length. The domain's schema checks them here and on the server.
import { zodResolver } from "@hookform/resolvers/zod";
import { Stack, Text } from "@mantine/core";
import { type Duration, pricedDurationLabel, producerPricesSchema } from "@studio/domain";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { PriceGrid } from "./PriceGrid";
import type { StudioDocument, StudioProducer } from "./studio-document";
import { SubmitRow } from "./SubmitRow";

type OwnPrices = z.infer<typeof producerPricesSchema>;

interface ProducerPricesProps {
  producer: StudioProducer;
  studioPrices: StudioDocument["prices"];
  pending: boolean;
  onSave: (prices: OwnPrices) => void;
}

export function ProducerPrices({ producer, studioPrices, pending, onSave }: ProducerPricesProps) {
  const form = useForm<OwnPrices>({
    resolver: zodResolver(producerPricesSchema),
    defaultValues: producer.prices as OwnPrices,
  });
  const card = studioPrices as Record<`${Duration}`, number>;
  const submit = form.handleSubmit((prices) => onSave(withoutEmpty(prices)));
  return (
    <form onSubmit={submit} aria-label={`${producer.name}'s own prices`} noValidate>
      <Stack gap="xs">
        <Text size="sm">{producer.name}'s own prices. Leave a length empty to use the studio's price.</Text>
        <PriceGrid
          control={form.control}
          empty={undefined}
          error="Whole pence, from £0 to £10,000"
          placeholder={(hours) => pricedDurationLabel(hours, card[`${hours}`]).split(" - ")[1] as string}
        />
        <SubmitRow pending={pending} variant="default">
          Save {producer.name}'s prices
        </SubmitRow>
      </Stack>
    </form>
  );
}

const withoutEmpty = (prices: OwnPrices): OwnPrices =>
  Object.fromEntries(Object.entries(prices).filter(([, pence]) => pence !== undefined));
