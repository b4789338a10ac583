// The admin's diary procedures: closures and producer leave.
import { closureInputSchema, idParamSchema, leaveInputSchema } from "@studio/domain";
import { addClosure, removeClosure } from "../services/diary.js";
import { addLeaveFor, diaryFor, removeLeaveFor } from "../services/scoped.js";
import { adminProcedure, router } from "./init.js";

export const diaryRouter = router({
  list: adminProcedure.query(({ ctx }) => diaryFor(ctx.services, ctx.who)),
  addClosure: adminProcedure
    .input(closureInputSchema)
    .mutation(({ ctx, input }) => addClosure(ctx.services, input)),
  removeClosure: adminProcedure
    .input(idParamSchema)
    .mutation(({ ctx, input }) => removeClosure(ctx.services, input.id)),
  addLeave: adminProcedure
    .input(leaveInputSchema)
    .mutation(({ ctx, input }) => addLeaveFor(ctx.services, ctx.who, input)),
  removeLeave: adminProcedure
    .input(idParamSchema)
    .mutation(({ ctx, input }) => removeLeaveFor(ctx.services, ctx.who, input.id)),
});
