// The Staff tab's procedures and `me`: the same services as /api/admin/staff and /api/admin/me.
import {
  idParamSchema,
  passwordSignInSchema,
  sessionRefSchema,
  staffInputSchema,
  staffRoleSchema,
} from "@studio/domain";
import {
  addPerson,
  changeRole,
  listStaff,
  me,
  myProducer,
  removePerson,
  resendEnrolment,
} from "../services/staff.js";
import {
  endSession,
  listSessions,
  passwordSignInState,
  setPasswordSignInAllowed,
} from "../services/staff-sessions.js";
import { adminProcedure, router } from "./init.js";
import * as z from "zod/mini";

export const meProcedure = adminProcedure.query(({ ctx }) => me(ctx.who));
export const myProducerProcedure = adminProcedure.query(({ ctx }) => myProducer(ctx.who));

export const staffRouter = router({
  list: adminProcedure.query(({ ctx }) => listStaff(ctx.services)),
  add: adminProcedure.input(staffInputSchema).mutation(({ ctx, input }) => addPerson(ctx.services, input)),
  setRole: adminProcedure
    .input(z.extend(idParamSchema, { change: staffRoleSchema }))
    .mutation(({ ctx, input }) => changeRole(ctx.services, input.id, input.change)),
  resendEnrolment: adminProcedure
    .input(idParamSchema)
    .mutation(({ ctx, input }) => resendEnrolment(ctx.services, input.id)),
  remove: adminProcedure
    .input(idParamSchema)
    .mutation(({ ctx, input }) => removePerson(ctx.services, input.id)),
  sessions: adminProcedure.query(({ ctx }) => listSessions(ctx.services, ctx.auth.liveSince())),
  endSession: adminProcedure
    .input(sessionRefSchema)
    .mutation(({ ctx, input }) => endSession(ctx.services, ctx.auth.liveSince(), input.ref)),
  passwordSignIn: adminProcedure.query(({ ctx }) => passwordSignInState(ctx.services)),
  setPasswordSignIn: adminProcedure
    .input(passwordSignInSchema)
    .mutation(({ ctx, input }) => setPasswordSignInAllowed(ctx.services, input.allowed)),
});
