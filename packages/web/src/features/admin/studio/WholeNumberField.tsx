// A policy's whole number (hours, months, a count) in a Studio form; empty is undefined, so the
// domain's schema names it or its default applies.
import { NumberInput } from "@mantine/core";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";

interface WholeNumberFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
}

export function WholeNumberField<T extends FieldValues>({ control, name, label }: WholeNumberFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          min={0}
          allowDecimal={false}
          value={typeof field.value === "number" ? field.value : ""}
          onChange={(value) => field.onChange(value === "" ? undefined : Number(value))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
