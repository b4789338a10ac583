/** The confirmation page's query string, read with the booking payload's own rules. */
import * as z from "zod/mini";
import { bookingInputSchema } from "./schemas.js";

// Query values are text; the numbers are whole decimal numbers, then the payload's own rules.
const wholeNumberText = z.pipe(
  z.string().check(z.regex(/^\d{1,9}$/, "Must be a whole number")),
  z.transform(Number),
);

/** An empty query value reads as absent: a confirmed booking has no deposit. */
const noneWhenEmpty = <T extends z.core.$ZodType>(schema: T) =>
  z.optional(
    z.union([
      z.pipe(
        z.literal(""),
        z.transform(() => undefined),
      ),
      schema,
    ]),
  );

/**
 * The fields the booking page passes to /booking-confirmation. Anything the booking form would
 * refuse (a start of 99:99, a 5-hour session, a missing name) makes the whole set unreadable.
 */
export const bookingConfirmationSchema = z.extend(z.omit(bookingInputSchema, { projectDescription: true }), {
  id: z.string().check(z.trim(), z.minLength(1, "Id is required"), z.maxLength(100, "Id is too long")),
  duration: z.pipe(wholeNumberText, bookingInputSchema.shape.duration),
  totalCost: z.pipe(wholeNumberText, bookingInputSchema.shape.totalCost),
  /** A provisional booking's deposit (pence) and deadline (an ISO instant). */
  depositPence: noneWhenEmpty(z.pipe(wholeNumberText, z.number().check(z.positive()))),
  depositDueAt: noneWhenEmpty(z.iso.datetime({ offset: true })),
});
export type BookingConfirmation = z.output<typeof bookingConfirmationSchema>;
