// The admin's procedures for producers' own calendars: the same services as /api/admin/calendars.
import { busyRangeSchema, calendarInputSchema, idParamSchema } from "@studio/domain";
import * as z from "zod/mini";
import {
  addCalendar,
  calendarBusyFor,
  listCalendarsFor,
  removeCalendar,
  syncCalendar,
} from "../services/producer-calendars.js";
import { adminProcedure, router } from "./init.js";

export const producerCalendarsRouter = router({
  list: adminProcedure.query(({ ctx }) => listCalendarsFor(ctx.services, ctx.who)),
  add: adminProcedure
    .input(calendarInputSchema)
    .mutation(({ ctx, input }) => addCalendar(ctx.services, ctx.who, input)),
  sync: adminProcedure
    .input(idParamSchema)
    .mutation(({ ctx, input }) => syncCalendar(ctx.services, ctx.who, input.id)),
  remove: adminProcedure
    .input(idParamSchema)
    .mutation(({ ctx, input }) => removeCalendar(ctx.services, ctx.who, input.id)),
  busy: adminProcedure
    .input(z.extend(busyRangeSchema, idParamSchema.shape))
    .query(({ ctx, input }) => calendarBusyFor(ctx.services, ctx.who, input.id, input)),
});
