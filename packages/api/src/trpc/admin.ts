// The admin procedures. The permission table decides who may call each (login and logout: anyone).
import {
  adminBookingInputSchema,
  adminCreateSchema,
  bookingUpdateSchema,
  dateParamSchema,
  depositDeadlineSchema,
  idParamSchema,
  loginSchema,
  messageListSchema,
  messageStatusSchema,
  staffEditOptionsSchema,
  staffStatusChangeSchema,
} from "@studio/domain";
import { availability, createAdminBooking, updateBooking } from "../services/admin-bookings.js";
import {
  listArchivedBookings,
  restoreArchivedBooking,
  setBookingStatus,
} from "../services/booking-status.js";
import {
  dropHeldMail,
  recipients,
  resendFailedMail,
  resendSummary,
  sendTestEmail,
  serverChecks,
  undeliveredOutbox,
} from "../services/email.js";
import { listMessages, setMessageStatus } from "../services/messages.js";
import { setDepositDeadline } from "../services/deposits.js";
import { historyFor, nightFor, sessionsFor } from "../services/scoped.js";
import { insights } from "../services/studio.js";
import { TRPCError } from "@trpc/server";
import { signInRequestOf } from "../auth/actor.js";
import { ClientGoneError } from "../auth/login-queue.js";
import { signInWithPassword } from "../services/sign-in.js";
import { calendarFeedsRouter } from "./calendar-feeds.js";
import { diaryRouter } from "./diary.js";
import { producerCalendarsRouter } from "./producer-calendars.js";
import { holdsRouter, waitlistAdminRouter } from "./holds.js";
import { adminProcedure, publicProcedure, router } from "./init.js";
import { enrolRouter, passkeyLoginProcedure, passkeyOptionsProcedure, passkeysRouter } from "./passkeys.js";
import { privacyRouter } from "./privacy.js";
import { takingsRouter } from "./takings.js";
import { meProcedure, myProducerProcedure, staffRouter } from "./staff.js";
import { studioAdminRouter } from "./studio.js";
import * as z from "zod/mini";

// Composed from the domain's schemas, never restated.
const availabilityQuery = z.extend(
  z.pick(adminBookingInputSchema, { date: true, startTime: true, duration: true }),
  {
    excludeId: z.optional(idParamSchema.shape.id),
  },
);

export const adminRouter = router({
  login: publicProcedure.input(loginSchema).mutation(async ({ ctx, input }) => {
    try {
      return await signInWithPassword(
        ctx.auth,
        ctx.session,
        signInRequestOf(ctx.req, ctx.reply),
        input.password,
      );
    } catch (error) {
      if (error instanceof ClientGoneError) throw new TRPCError({ code: "CLIENT_CLOSED_REQUEST" });
      throw error;
    }
  }),
  logout: publicProcedure.mutation(({ ctx }) => {
    ctx.session.end();
    return { success: true as const };
  }),
  bookings: router({
    list: adminProcedure.query(({ ctx }) => sessionsFor(ctx.services, ctx.who)),
    create: adminProcedure
      .input(adminCreateSchema)
      .mutation(({ ctx, input }) => createAdminBooking(ctx.services, input)),
    update: adminProcedure
      .input(z.extend(idParamSchema, { changes: bookingUpdateSchema, ...staffEditOptionsSchema.shape }))
      .mutation(({ ctx, input: { id, changes, ...options } }) =>
        updateBooking(ctx.services, id, changes, options),
      ),
    setStatus: adminProcedure
      .input(z.extend(idParamSchema, staffStatusChangeSchema.shape))
      .mutation(({ ctx, input: { id, ...change } }) => setBookingStatus(ctx.services, id, change)),
    moveDepositDeadline: adminProcedure
      .input(z.extend(idParamSchema, depositDeadlineSchema.shape))
      .mutation(({ ctx, input: { id, dueAt } }) => setDepositDeadline(ctx.services, id, dueAt)),
    history: adminProcedure
      .input(idParamSchema)
      .query(({ ctx, input }) => historyFor(ctx.services, ctx.who, input.id)),
    byDate: adminProcedure
      .input(dateParamSchema)
      .query(({ ctx, input }) => nightFor(ctx.services, ctx.who, input.date)),
    availability: adminProcedure
      .input(availabilityQuery)
      .query(({ ctx, input }) => availability(ctx.services, input)),
  }),
  archived: router({
    list: adminProcedure.query(({ ctx }) => listArchivedBookings(ctx.services)),
    restore: adminProcedure
      .input(z.extend(idParamSchema, staffEditOptionsSchema.shape))
      .mutation(({ ctx, input: { id, ...options } }) => restoreArchivedBooking(ctx.services, id, options)),
  }),
  diary: diaryRouter,
  holds: holdsRouter,
  waitlist: waitlistAdminRouter,
  calendarFeeds: calendarFeedsRouter,
  calendars: producerCalendarsRouter,
  messages: router({
    list: adminProcedure
      .input(z.optional(messageListSchema))
      .query(({ ctx, input }) => listMessages(ctx.services, input?.status)),
    setStatus: adminProcedure
      .input(z.extend(idParamSchema, messageStatusSchema.shape))
      .mutation(({ ctx, input }) => setMessageStatus(ctx.services, input.id, input.status)),
  }),
  insights: adminProcedure.query(({ ctx }) => insights(ctx.services)),
  email: router({
    recipients: adminProcedure.query(({ ctx }) => recipients(ctx.services)),
    resend: adminProcedure.mutation(({ ctx }) => resendSummary(ctx.services)),
    test: adminProcedure.mutation(({ ctx }) => sendTestEmail(ctx.services)),
    outbox: adminProcedure.query(({ ctx }) => undeliveredOutbox(ctx.services)),
    checks: adminProcedure.query(({ ctx }) => serverChecks(ctx.services)),
    resendMail: adminProcedure
      .input(idParamSchema)
      .mutation(({ ctx, input }) => resendFailedMail(ctx.services, input.id)),
    dropMail: adminProcedure
      .input(idParamSchema)
      .mutation(({ ctx, input }) => dropHeldMail(ctx.services, input.id)),
  }),
  privacy: privacyRouter,
  takings: takingsRouter,
  me: meProcedure,
  myProducer: myProducerProcedure,
  staff: staffRouter,
  studio: studioAdminRouter,
  passkeyOptions: passkeyOptionsProcedure,
  passkeyLogin: passkeyLoginProcedure,
  enrol: enrolRouter,
  passkeys: passkeysRouter,
});
