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

export const limitsPlugin = fp(
  async (app: FastifyInstance, opts: LimitsPluginOptions) => {
    const now = () => opts.clock().getTime();
    const perMinute = new WindowCounter(opts.limits.publicPostsPerMinute, 60_000, now);
    const bookingsPerHour = new WindowCounter(opts.limits.publicBookingsPerHour, 60 * 60_000, now);
    const managePerMinute = new WindowCounter(opts.limits.managePerMinute, 60_000, now);
    const waitlistPerNight = new WindowCounter(MAX_WAITLIST_JOINS_PER_VISITOR, 24 * 60 * 60_000, now);
    const isStaff = (request: FastifyRequest) => opts.session(request).isAdmin();

    const limits: PublicLimits = {
      count(request, calls) {
        if (calls === 0 || isStaff(request)) return;
        if (calls > MAX_PUBLIC_CALLS_PER_REQUEST)
          throw new ServiceError("throttled", tooManyCallsInOneRequestText(), { retryAfterSeconds: 1 });
        const taken = perMinute.take(request.ip, calls);
        if (!taken.ok) {
          throw new ServiceError("throttled", tooManyRequestsText(taken.retryAfterSeconds, opts.profile), {
            retryAfterSeconds: taken.retryAfterSeconds,
          });
        }
      },
      booking(request, create) {
        if (isStaff(request)) return create();
        const taken = bookingsPerHour.take(request.ip);
        if (!taken.ok) {
          throw new ServiceError("throttled", tooManyBookingsFromHereText(opts.profile), {
            retryAfterSeconds: taken.retryAfterSeconds,
          });
        }
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
          if (taken.ok) return;
          throw new ServiceError("throttled", waitlistTexts.tooManyFromHere(date), {
            retryAfterSeconds: taken.retryAfterSeconds,
          });
        };
      },
      manage(request, _reply, done) {
        const taken = managePerMinute.take(request.ip);
        if (taken.ok) return done();
        const text = tooManyRequestsText(taken.retryAfterSeconds, opts.profile);
        done(new ServiceError("throttled", text, { retryAfterSeconds: taken.retryAfterSeconds }));
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
    app.decorate("publicLimits", limits);
  },
  { name: "limits" },
);
