/** A move's payload: where the session goes, with the public booking form's field rules. */
import * as z from "zod/mini";
import { bookingInputSchema } from "./schemas.js";

export const moveInputSchema = z.pick(bookingInputSchema, {
  date: true,
  startTime: true,
  duration: true,
  engineer: true,
});
export type MoveInput = z.infer<typeof moveInputSchema>;
