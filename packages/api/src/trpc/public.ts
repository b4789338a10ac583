// The public procedures: studio profile, producers, a day's bookings, booking and contact.
import {
  bookingInputSchema,
  contactSubmissionSchema,
  dateParamSchema,
  nightsQuerySchema,
  waitlistInputSchema,
  waitlistTokenSchema,
} from "@studio/domain";
import { createPublicBooking, publicDayBookings } from "../services/public-bookings.js";
import { publicNightNotice } from "../services/diary.js";
import { sendContactMessage } from "../services/messages.js";
import { publicNights } from "../services/nights.js";
import { listProducers, studioProfile } from "../services/studio.js";
import { joinWaitlist, leaveWaitlist } from "../services/waitlist.js";
import { publicProcedure, router } from "./init.js";

export const studioRouter = router({
  profile: publicProcedure.query(({ ctx }) => studioProfile(ctx.services)),
});

export const producersRouter = router({
  list: publicProcedure.query(({ ctx }) => listProducers(ctx.services)),
});

export const bookingsRouter = router({
  create: publicProcedure
    .input(bookingInputSchema)
    .mutation(({ ctx, input }) =>
      ctx.limits.booking(ctx.req, () => createPublicBooking(ctx.services, input)),
    ),
  byDate: publicProcedure
    .input(dateParamSchema)
    .query(({ ctx, input }) => publicDayBookings(ctx.services, input.date)),
  /** A night's notice for the grid: closed (with the public text) and producers away. */
  notice: publicProcedure
    .input(dateParamSchema)
    .query(({ ctx, input }) => publicNightNotice(ctx.services, input.date)),
  /** The nights ahead for the date picker: closed, producers away, full. */
  nights: publicProcedure
    .input(nightsQuerySchema)
    .query(({ ctx, input }) => publicNights(ctx.services, input)),
});

export const contactRouter = router({
  send: publicProcedure.input(contactSubmissionSchema).mutation(({ ctx, input }) => {
    sendContactMessage(ctx.services, input);
    return { success: true as const };
  }),
});

/** The waitlist of a full night: the same services as /api/waitlist. */
export const waitlistRouter = router({
  join: publicProcedure
    .input(waitlistInputSchema)
    .mutation(({ ctx, input }) =>
      joinWaitlist(ctx.services, input, ctx.limits.waitlistEntry(ctx.req, input.date)),
    ),
  leave: publicProcedure
    .input(waitlistTokenSchema)
    .mutation(({ ctx, input }) => leaveWaitlist(ctx.services, input.token)),
});
