/** The manage link's payloads: its token, and where a move takes the session (the public booking form's field rules). */
import * as z from "zod/mini";
import { bookingInputSchema } from "./schemas.js";
import { text } from "./text.js";

export const moveInputSchema = z.pick(bookingInputSchema, {
  date: true,
  startTime: true,
  duration: true,
  engineer: true,
});
export type MoveInput = z.infer<typeof moveInputSchema>;

/** The manage link's secret, as the manage procedures take it. */
export const manageTokenSchema = z.object({
  token: text("Token is required").check(
    z.minLength(1, "Token is required"),
    z.maxLength(200, "Token is too long"),
  ),
});

/** A move asked through the manage link: its token and the new session. */
export const manageMoveSchema = z.extend(moveInputSchema, manageTokenSchema.shape);
