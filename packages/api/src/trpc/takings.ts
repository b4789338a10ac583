// The takings procedures: the same services as the REST door's /api/admin takings routes.
import {
  artistNoteInputSchema,
  artistQuerySchema,
  attendanceInputSchema,
  dateParamSchema,
  dateRangeSchema,
  idParamSchema,
  paymentInputSchema,
} from "@studio/domain";
import { addArtistNote, removeArtistNote } from "../services/artist-notes.js";
import { paymentsFor, setAttendanceFor, takePaymentFor } from "../services/scoped.js";
import { findStudioArtists } from "../services/staff-bookings.js";
import { nightTakings, rangeInsights } from "../services/takings-report.js";
import { adminProcedure, router } from "./init.js";
import * as z from "zod/mini";

export const takingsRouter = router({
  payments: adminProcedure
    .input(idParamSchema)
    .query(({ ctx, input }) => paymentsFor(ctx.services, ctx.who, input.id)),
  takePayment: adminProcedure
    .input(z.extend(idParamSchema, { payment: paymentInputSchema }))
    .mutation(({ ctx, input }) => takePaymentFor(ctx.services, ctx.who, input.id, input.payment)),
  setAttendance: adminProcedure
    .input(z.extend(idParamSchema, attendanceInputSchema.shape))
    .mutation(({ ctx, input }) => setAttendanceFor(ctx.services, ctx.who, input.id, input.attendance)),
  artists: adminProcedure
    .input(artistQuerySchema)
    .query(({ ctx, input }) => findStudioArtists(ctx.services, input.q)),
  addNote: adminProcedure
    .input(artistNoteInputSchema)
    .mutation(({ ctx, input }) => addArtistNote(ctx.services, input)),
  removeNote: adminProcedure
    .input(idParamSchema)
    .mutation(({ ctx, input }) => removeArtistNote(ctx.services, input.id)),
  insights: adminProcedure
    .input(dateRangeSchema)
    .query(({ ctx, input }) => rangeInsights(ctx.services, input)),
  night: adminProcedure
    .input(dateParamSchema)
    .query(({ ctx, input }) => nightTakings(ctx.services, input.date)),
});
