// The rate card: one price per allowed length. A booking keeps the price it was made at; the
// site, the booking form and the server's check use the new prices as soon as they are saved.
import { zodResolver } from "@hookform/resolvers/zod";
import { Stack, Text, Title } from "@mantine/core";
import { rateCardSchema } from "@studio/domain";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { PriceGrid } from "./PriceGrid";
import { SubmitRow } from "./SubmitRow";
import { type StudioDocument, useSaveStudio } from "./studio-document";

type RateCardValues = z.infer<typeof rateCardSchema>;

export function PricesForm({ prices }: { prices: StudioDocument["prices"] }) {
  const save = useSaveStudio("Prices");
  const form = useForm<RateCardValues>({
    resolver: zodResolver(rateCardSchema),
    defaultValues: prices as RateCardValues,
  });
  const submit = form.handleSubmit((values) => save.mutate({ prices: values }));
  return (
    <form onSubmit={submit} aria-label="Prices" noValidate>
      <Stack gap="sm">
        <Title order={3}>Prices</Title>
        <Text size="sm">
          The price of a session by its length. Bookings already made keep the price they were made at.
        </Text>
        <PriceGrid control={form.control} empty={Number.NaN} error="Enter a price in pounds" />
        <SubmitRow pending={save.isPending}>Save prices</SubmitRow>
      </Stack>
    </form>
  );
}
