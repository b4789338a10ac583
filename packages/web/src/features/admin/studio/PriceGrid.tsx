// One price field per allowed length, in pounds, in a form that holds pence: the rate card's and a
// producer's own prices.
import { SimpleGrid } from "@mantine/core";
import { DURATIONS, type Duration } from "@studio/domain";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { PoundsInput } from "./PoundsInput";

interface PriceGridProps<T extends FieldValues> {
  control: Control<T>;
  /** What an emptied field holds: undefined (a producer's own prices) or NaN (the rate card's, all required). */
  empty: number | undefined;
  /** Shown under a field the schema refuses. */
  error: string;
  placeholder?: (hours: Duration) => string;
}

export function PriceGrid<T extends FieldValues>({ control, empty, error, placeholder }: PriceGridProps<T>) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }}>
      {DURATIONS.map((hours) => (
        <Controller
          key={hours}
          control={control}
          name={`${hours}` as Path<T>}
          render={({ field, fieldState }) => (
            <PoundsInput
              label={`${hours} hours`}
              placeholder={placeholder?.(hours)}
              value={field.value}
              onChange={(pence) => field.onChange(pence ?? empty)}
              onBlur={field.onBlur}
              error={fieldState.error ? error : undefined}
            />
          )}
        />
      ))}
    </SimpleGrid>
  );
}
