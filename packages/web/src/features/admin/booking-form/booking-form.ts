import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AdminBookingInput,
  adminBookingEditSchema,
  adminBookingInputSchema,
  type BookingInput,
} from "@studio/domain";
import { useState } from "react";
import type { Resolver, UseFormReturn } from "react-hook-form";
import type * as z from "zod/mini";

/** What the admin's create and edit forms hold while being filled in: the cost may be empty. */
export type BookingFormValues = z.input<typeof adminBookingInputSchema>;
export type BookingForm = UseFormReturn<BookingFormValues, unknown, AdminBookingInput>;

/** Create: the shared booking schema with the cost optional; an empty cost is priced by the server. */
export const createResolver = zodResolver(adminBookingInputSchema);

/**
 * Edit: the public form's rules plus a cost of at least 0, i.e. `adminBookingEditSchema`
 * (staff, unlike the public, may start off the hour).
 * Its declared input has the cost required, but the form may hold an empty cost while the
 * admin types; the schema is what refuses it, so only the declared input type is widened.
 */
export const editResolver = zodResolver(adminBookingEditSchema) as unknown as Resolver<
  BookingFormValues,
  unknown,
  BookingInput
>;

/**
 * Cost on the admin forms: a new duration sets the cost to its price unless the cost was typed
 * by hand; typing marks the override; Reset clears it.
 */
export function useCostOverride(form: BookingForm, initiallyManual: boolean) {
  const [manual, setManual] = useState(initiallyManual);
  return {
    manual,
    durationChanged: (price: number) => {
      if (!manual) form.setValue("totalCost", price, { shouldDirty: true, shouldValidate: true });
    },
    costTyped: () => setManual(true),
    reset: (next = false) => setManual(next),
  };
}

export type CostOverride = ReturnType<typeof useCostOverride>;
