// The admin's diary procedures: closures and producer leave.
import { closureInputSchema, idParamSchema, leaveInputSchema } from "@studio/domain";
import { addClosure, addLeave, diary, removeClosure, removeLeave } from "../services/diary.js";
import { adminProcedure, router } from "./init.js";

export const diaryRouter = router({
  list: adminProcedure.query(({ ctx }) => diary(ctx.services)),
  addClosure: adminProcedure
    .input(closureInputSchema)
    .mutation(({ ctx, input }) => addClosure(ctx.services, input)),
  removeClosure: adminProcedure
    .input(idParamSchema)
    .mutation(({ ctx, input }) => removeClosure(ctx.services, input.id)),
  addLeave: adminProcedure
    .input(leaveInputSchema)
    .mutation(({ ctx, input }) => addLeave(ctx.services, input)),
  removeLeave: adminProcedure
    .input(idParamSchema)
    .mutation(({ ctx, input }) => removeLeave(ctx.services, input.id)),
});
