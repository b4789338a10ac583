// The admin's hold procedures (the same services as /api/admin/holds) and the nights' waiting counts.
import { holdInputSchema, idParamSchema } from "@studio/domain";
import { confirmHold, listHolds, placeHold, releaseHold } from "../services/holds.js";
import { waitlistCounts } from "../services/waitlist.js";
import { adminProcedure, router } from "./init.js";

export const holdsRouter = router({
  list: adminProcedure.query(({ ctx }) => listHolds(ctx.services)),
  place: adminProcedure.input(holdInputSchema).mutation(({ ctx, input }) => placeHold(ctx.services, input)),
  confirm: adminProcedure
    .input(idParamSchema)
    .mutation(({ ctx, input }) => confirmHold(ctx.services, input.id)),
  release: adminProcedure
    .input(idParamSchema)
    .mutation(({ ctx, input }) => releaseHold(ctx.services, input.id)),
});

/** How many wait for each night from today on (`GET /api/admin/waitlist`). */
export const waitlistAdminRouter = router({
  counts: adminProcedure.query(({ ctx }) => waitlistCounts(ctx.services)),
});
