// The rate card: one price per allowed length. A booking keeps the price it was made at; the
// site, the booking form and the server's check use the new prices as soon as they are saved.
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { DURATIONS, rateCardSchema } from "@studio/domain";
import { Controller, useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { PoundsInput } from "./PoundsInput";
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
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          {DURATIONS.map((hours) => (
            <Controller
              key={hours}
              control={form.control}
              name={`${hours}`}
              render={({ field, fieldState }) => (
                <PoundsInput
                  label={`${hours} hours`}
                  value={field.value}
                  onChange={(pence) => field.onChange(pence ?? Number.NaN)}
                  onBlur={field.onBlur}
                  error={fieldState.error ? "Enter a price in pounds" : undefined}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save prices
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
