import { NativeSelect } from "@mantine/core";
import { useEffect } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";

interface ProducerSelectProps<Values extends FieldValues> {
  form: UseFormReturn<Values, unknown, unknown>;
  /** The studio's producers, read after the form was made (a producer signed in: only themselves). */
  producers: readonly string[];
}

/**
 * Whose leave, calendar or hold it is: the form's `engineer` field (the doors' name for the
 * producer). It shows the first producer once they are read, as a plain select would, so the field
 * is never left empty unseen.
 */
export function ProducerSelect<Values extends FieldValues>({ form, producers }: ProducerSelectProps<Values>) {
  const name = "engineer" as Path<Values>;
  const first = producers[0];
  useEffect(() => {
    if (first !== undefined && !form.getValues(name))
      form.setValue(name, first as PathValue<Values, typeof name>);
  }, [form, name, first]);
  return (
    <NativeSelect
      label="Producer"
      required
      data={[...producers]}
      {...form.register(name)}
      error={form.formState.errors.engineer?.message as string | undefined}
    />
  );
}
