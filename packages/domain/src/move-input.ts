/** A move's payload: where the session goes, with the public booking form's field rules. */
import type { z } from "zod";
import { bookingInputSchema } from "./schemas.js";

export const moveInputSchema = bookingInputSchema.pick({
  date: true,
  startTime: true,
  duration: true,
  engineer: true,
});
export type MoveInput = z.infer<typeof moveInputSchema>;
