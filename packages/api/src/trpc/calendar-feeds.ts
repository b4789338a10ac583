// The admin's calendar subscription procedures: the scopes, a new link (replacing the old), revoke.
import { calendarFeedScopeSchema } from "@studio/domain";
import { createCalendarFeed, listCalendarFeeds, revokeCalendarFeed } from "../services/calendar-feeds.js";
import { adminProcedure, router } from "./init.js";

export const calendarFeedsRouter = router({
  list: adminProcedure.query(({ ctx }) => listCalendarFeeds(ctx.services)),
  create: adminProcedure
    .input(calendarFeedScopeSchema)
    .mutation(({ ctx, input }) => createCalendarFeed(ctx.services, input.scope)),
  revoke: adminProcedure
    .input(calendarFeedScopeSchema)
    .mutation(({ ctx, input }) => revokeCalendarFeed(ctx.services, input.scope)),
});
