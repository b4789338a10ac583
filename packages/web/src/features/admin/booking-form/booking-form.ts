import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AdminBookingInput,
  type AdminEditFormOutput,
  adminCreateSchema,
  adminEditFormSchema,
} from "@studio/domain";
import { useEffect, useState } from "react";
import { type Resolver, type UseFormReturn, useController } from "react-hook-form";
import type * as z from "zod/mini";
import type { CurrentPrice } from "./use-current-price";

/**
 * What the admin's create and edit forms hold while being filled in: the booking (the cost may be
 * empty) and the staff's choices beside it (whether the customer hears; on a create, a past session
 * and a deposit).
 */
export type BookingFormValues = z.input<typeof adminCreateSchema>;
export type BookingForm = UseFormReturn<BookingFormValues, unknown, AdminBookingInput>;

/** Create: the booking with the cost optional (an empty cost is priced by the server), and its choices. */
export const createResolver = zodResolver(adminCreateSchema);

/**
 * Edit: the public form's rules plus a cost of at least 0, i.e. `adminBookingEditSchema`
 * (staff, unlike the public, may start off the hour), and whether the customer hears.
 * Its declared input has the cost required, but the form may hold an empty cost while the
 * admin types; the schema is what refuses it, so only the declared input type is widened.
 */
export const editResolver = zodResolver(adminEditFormSchema) as unknown as Resolver<
  BookingFormValues,
  unknown,
  AdminEditFormOutput
>;

/**
 * Cost on the admin forms: the price of the chosen producer and length (`price`: the current one, or on
 * an edit the booking's own for its own producer and length), set again when either changes, unless
 * the cost was typed by hand. Reset forgets what was typed.
 */
export function useCostOverride(form: BookingForm, price: CurrentPrice | undefined) {
  const [manual, setManual] = useState(false);
  const [producer, duration] = form.watch(["engineer", "duration"]);
  const current = price?.(producer ?? "", duration);
  useEffect(() => {
    if (manual || current === undefined || form.getValues("totalCost") === current) return;
    form.setValue("totalCost", current, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }, [manual, current, form]);
  return {
    manual,
    /** The price rule, for the duration labels. */
    price,
    costTyped: () => setManual(true),
    reset: () => setManual(false),
  };
}

export type CostOverride = ReturnType<typeof useCostOverride>;

/** One of the staff's choices beside the booking (a box ticked on or off), as `Choice` takes it. */
export function useFormChoice(form: BookingForm, name: "notifyCustomer" | "recordPast" | "askDeposit") {
  const { field } = useController({ control: form.control, name });
  return { checked: field.value === true, onChange: (checked: boolean) => field.onChange(checked) };
}
