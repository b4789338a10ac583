// The customer's manage link: the same services as /api/manage/{token} (the calendar file stays a
// REST download). Each call counts in the manage links' own per-client budget (plugins/trpc.ts).
import { manageMoveSchema, manageTokenSchema } from "@studio/domain";
import { manageView, selfCancel } from "../services/manage.js";
import { moveBooking } from "../services/moves.js";
import { publicProcedure, router } from "./init.js";

export const manageRouter = router({
  view: publicProcedure
    .input(manageTokenSchema)
    .query(({ ctx, input }) => manageView(ctx.services, input.token)),
  cancel: publicProcedure
    .input(manageTokenSchema)
    .mutation(({ ctx, input }) => selfCancel(ctx.services, input.token)),
  move: publicProcedure
    .input(manageMoveSchema)
    .mutation(({ ctx, input: { token, ...move } }) => moveBooking(ctx.services, token, move)),
});
