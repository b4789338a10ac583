import { zodResolver } from "@hookform/resolvers/zod";
import { bookingInputSchema } from "@studio/domain";
import { type FieldErrors, useForm } from "react-hook-form";
import * as z from "zod/mini";

/** The visitor fills everything but the price, which always follows the duration. */
const bookingFormSchema = z.omit(bookingInputSchema, { totalCost: true });
export type BookingFormInput = z.input<typeof bookingFormSchema>;
export type BookingFormValues = z.output<typeof bookingFormSchema>;

// Nothing is chosen for the visitor: no start time until they pick one. The duration
// starts at the default of 2 hours, shown only once a start time is chosen.
const defaultValues: BookingFormInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  date: "",
  startTime: "",
  engineer: "",
  duration: 2,
  projectDescription: "",
};

export function useBookingForm(initial: Partial<BookingFormInput> = {}) {
  return useForm<BookingFormInput, unknown, BookingFormValues>({
    resolver: zodResolver(bookingFormSchema),
    defaultValues: { ...defaultValues, ...initial },
    mode: "onSubmit",
    reValidateMode: "onChange",
    // The page focuses the first invalid field in screen order itself (focusFirstInvalid).
    shouldFocusError: false,
  });
}

export type BookingForm = ReturnType<typeof useBookingForm>;

/** The form's fields in the order the visitor meets them on screen. */
const SCREEN_ORDER = [
  "engineer",
  "date",
  "startTime",
  "duration",
  "firstName",
  "lastName",
  "email",
  "phone",
  "projectDescription",
] as const satisfies readonly (keyof BookingFormInput)[];

/** Where focus goes for a field, first match wins: the producer cards, the picker, a free slot or duration. */
const FOCUS_TARGETS: Partial<Record<keyof BookingFormInput, readonly string[]>> = {
  engineer: ["[data-producer-select]"],
  date: ["#session-date"],
  startTime: ["#start-time [data-time]:not([data-disabled])", "#start-time"],
  duration: ["#session-duration button:not(:disabled)", "#session-duration"],
};

/** The first field with an error, in screen order. */
function firstInvalidField(errors: FieldErrors<BookingFormInput>): keyof BookingFormInput | undefined {
  return SCREEN_ORDER.find((name) => errors[name] !== undefined);
}

/** Moves focus to the first invalid field on screen (called from the submit handler only). */
export function focusFirstInvalid(form: BookingForm, errors: FieldErrors<BookingFormInput>): void {
  const name = firstInvalidField(errors);
  if (!name) return;
  const selectors = FOCUS_TARGETS[name];
  if (!selectors) {
    form.setFocus(name);
    return;
  }
  const target = selectors.map((selector) => document.querySelector<HTMLElement>(selector)).find(Boolean);
  target?.focus({ preventScroll: true });
  // The producer's error sits under the cards' heading: the heading comes to the top, error and
  // cards below it; any other field is centred with its own error.
  const heading = name === "engineer" ? document.getElementById("producers-title") : null;
  if (heading) heading.scrollIntoView({ block: "start" });
  else target?.scrollIntoView({ block: "center" });
}
