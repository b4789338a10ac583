import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Path, Resolver, UseFormRegisterReturn, UseFormReturn } from "react-hook-form";
import type * as z from "zod/mini";

/**
 * The domain schema's resolver for a form whose fields are not yet the door's input: what the form
 * holds is made into that input first (an empty optional field is no field), then the schema that
 * the server checks it with again judges it, its messages landing on the fields of the same name.
 */
export function payloadResolver<
  Values extends FieldValues,
  Input extends FieldValues,
  Output extends FieldValues,
>(
  schema: z.ZodMiniType<Output, Input>,
  toPayload: (values: Values) => Input,
): Resolver<Values, unknown, Output> {
  const resolve: Resolver<Input, unknown, Output> = zodResolver(schema);
  // Its messages are keyed by the payload's fields, which are the form's own names.
  return (values, context, options) =>
    resolve(toPayload(values), context, options as never) as ReturnType<Resolver<Values, unknown, Output>>;
}

/** The form's empty optional text, left out of the door's input. */
export const unlessEmpty = <Key extends string>(key: Key, value: string) =>
  (value ? { [key]: value } : {}) as Partial<Record<Key, string>>;

/** A registered field with the message its value earned, spread onto a Mantine input. */
export function fieldOf<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  name: Path<Values>,
): UseFormRegisterReturn<Path<Values>> & { error: string | undefined } {
  const message = form.formState.errors[name]?.message;
  return { ...form.register(name), error: typeof message === "string" ? message : undefined };
}
