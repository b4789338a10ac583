// The cancellation terms' bands: with at least so many hours' notice, the studio keeps this share
// of what was paid (the band with the longest notice the cancel still gives applies; none: nothing).
import { Button, Group, NumberInput, Stack, Text } from "@mantine/core";
import type { DepositPolicyValues } from "@studio/domain";
import { Controller, type UseFormReturn, useFieldArray } from "react-hook-form";

const BAND_FIELDS = [
  ["noticeHours", "Notice (hours before the session, at least)"],
  ["keepPercent", "The studio keeps (% of what was paid)"],
] as const;

export function CancellationBandsFields({ form }: { form: UseFormReturn<DepositPolicyValues> }) {
  const bands = useFieldArray({ control: form.control, name: "cancellationTerms" });
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600} size="sm">
        Cancellation terms
      </Text>
      <Text size="sm" c="dimmed">
        When a customer cancels, the band with the longest notice they still give sets what the studio keeps
        of what they have paid. No bands: nothing is kept.
      </Text>
      {bands.fields.map((band, index) => (
        <Group key={band.id} align="flex-end" gap="sm" wrap="wrap">
          {BAND_FIELDS.map(([key, label]) => (
            <Controller
              key={key}
              control={form.control}
              name={`cancellationTerms.${index}.${key}`}
              render={({ field, fieldState }) => (
                <NumberInput
                  label={label}
                  min={0}
                  max={key === "keepPercent" ? 100 : undefined}
                  allowDecimal={false}
                  value={Number.isFinite(field.value) ? field.value : ""}
                  onChange={(value) => field.onChange(value === "" ? Number.NaN : Number(value))}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  style={{ flex: "1 1 12rem" }}
                />
              )}
            />
          ))}
          <Button
            variant="default"
            onClick={() => bands.remove(index)}
            aria-label={`Remove band ${index + 1}`}
          >
            Remove
          </Button>
        </Group>
      ))}
      <Group>
        <Button variant="default" onClick={() => bands.append({ noticeHours: 0, keepPercent: 100 })}>
          Add a band
        </Button>
      </Group>
    </Stack>
  );
}
