// Per-client limits on the public writes, whichever door a call comes through and however many
// calls one request carries (docs/decisions.md). Staff (an admin session) are never limited.
//   - public calls (booking, contact) per client per minute: each call of a tRPC batch counts;
//   - at most MAX_PUBLIC_CALLS_PER_REQUEST public calls in one request;
//   - created public bookings per client per hour (a refused booking gives its place back);
//   - new waitlist entries per client per night, in a day (a repeated or refused join takes none).
import {
  MAX_PUBLIC_CALLS_PER_REQUEST,
  MAX_WAITLIST_JOINS_PER_VISITOR,
  tooManyBookingsFromHereText,
  tooManyCallsInOneRequestText,
  tooManyRequestsText,
  waitlistTexts,
} from "@studio/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { WindowCounter } from "../auth/window-counter.js";
import type { AdminSessionDoor } from "../auth/session-cookie.js";
import type { StudioProfile } from "../config/index.js";
import type { PublicLimits, ServerLimits } from "../config/limits.js";
import { ServiceError } from "../errors.js";

declare module "fastify" {
  interface FastifyInstance {
    publicLimits: PublicLimits;
  }
}

export interface LimitsPluginOptions {
  limits: ServerLimits;
  profile: StudioProfile;
  session: (request: FastifyRequest) => AdminSessionDoor;
  clock: () => Date;
}

/** A refusal for now, with when to ask again. */
const throttled = (text: string, retryAfterSeconds: number) =>
  new ServiceError("throttled", text, { retryAfterSeconds });

/** The limits, each counted per client (its address) over a window of its own. */
function publicLimits(opts: LimitsPluginOptions): PublicLimits {
  const now = () => opts.clock().getTime();
  const perMinute = new WindowCounter(opts.limits.publicPostsPerMinute, 60_000, now);
  const bookingsPerHour = new WindowCounter(opts.limits.publicBookingsPerHour, 60 * 60_000, now);
  const managePerMinute = new WindowCounter(opts.limits.managePerMinute, 60_000, now);
  const waitlistPerNight = new WindowCounter(MAX_WAITLIST_JOINS_PER_VISITOR, 24 * 60 * 60_000, now);
  const isStaff = (request: FastifyRequest) => opts.session(request).isAdmin();
  const tooMany = (retryAfterSeconds: number) =>
    throttled(tooManyRequestsText(retryAfterSeconds, opts.profile), retryAfterSeconds);

  const limits: PublicLimits = {
    count(request, calls) {
      if (calls === 0 || isStaff(request)) return;
      if (calls > MAX_PUBLIC_CALLS_PER_REQUEST) throw throttled(tooManyCallsInOneRequestText(), 1);
      const taken = perMinute.take(request.ip, calls);
      if (!taken.ok) throw tooMany(taken.retryAfterSeconds);
    },
    booking(request, create) {
      if (isStaff(request)) return create();
      const taken = bookingsPerHour.take(request.ip);
      if (!taken.ok) throw throttled(tooManyBookingsFromHereText(opts.profile), taken.retryAfterSeconds);
      try {
        return create();
      } catch (error) {
        bookingsPerHour.give(request.ip);
        throw error;
      }
    },
    waitlistEntry(request, date) {
      return () => {
        if (isStaff(request)) return;
        const taken = waitlistPerNight.take(`${request.ip} ${date}`);
        if (!taken.ok) throw throttled(waitlistTexts.tooManyFromHere(date), taken.retryAfterSeconds);
      };
    },
    manage(request, _reply, done) {
      const taken = managePerMinute.take(request.ip);
      done(taken.ok ? undefined : tooMany(taken.retryAfterSeconds));
    },
    post(request, _reply, done) {
      try {
        limits.count(request, 1);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  };
  return limits;
}

export const limitsPlugin = fp(
  async (app: FastifyInstance, opts: LimitsPluginOptions) => {
    app.decorate("publicLimits", publicLimits(opts));
  },
  { name: "limits" },
);
