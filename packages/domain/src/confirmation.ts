/** The confirmation page's query string, read with the booking payload's own rules. */
import * as z from "zod";
import { bookingInputSchema } from "./schemas.js";

// Query values are text; the numbers are whole decimal numbers, then the payload's own rules.
const wholeNumberText = z
  .string()
  .regex(/^\d{1,9}$/, "Must be a whole number")
  .transform(Number);

/**
 * The ten fields the booking page passes to /booking-confirmation. Anything the booking form would
 * refuse (a start of 99:99, a 5-hour session, a missing name) makes the whole set unreadable.
 */
export const bookingConfirmationSchema = bookingInputSchema.omit({ projectDescription: true }).extend({
  id: z.string().trim().min(1, "Id is required").max(100, "Id is too long"),
  duration: wholeNumberText.pipe(bookingInputSchema.shape.duration),
  totalCost: wholeNumberText.pipe(bookingInputSchema.shape.totalCost),
});
export type BookingConfirmation = z.output<typeof bookingConfirmationSchema>;
