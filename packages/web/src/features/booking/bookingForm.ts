import { zodResolver } from "@hookform/resolvers/zod";
import { bookingInputSchema } from "@studio/domain";
import { useForm } from "react-hook-form";
import type { z } from "zod";

/** The visitor fills everything but the price, which always follows the duration. */
export const bookingFormSchema = bookingInputSchema.omit({ totalCost: true });
export type BookingFormInput = z.input<typeof bookingFormSchema>;
export type BookingFormValues = z.output<typeof bookingFormSchema>;

// Spec §9: default start time 12:00, default duration 2.
const defaultValues: BookingFormInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  date: "",
  startTime: "12:00",
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
  });
}

export type BookingForm = ReturnType<typeof useBookingForm>;
