// The public paths of docs/contracts.md, plus /api/studio and /api/health. Each route: parse, call, answer.
import {
  bookingInputSchema,
  contactSubmissionSchema,
  dateParamSchema,
  nightsQuerySchema,
  publicDayJson,
  sessionScope,
  waitlistInputSchema,
  waitlistTokenSchema,
} from "@studio/domain";
import type { FastifyInstance, onRequestHookHandler } from "fastify";
import { adminDayBookings } from "../services/admin-bookings.js";
import { createPublicBooking, publicDayBookings } from "../services/public-bookings.js";
import type { ServiceContext } from "../services/context.js";
import { sendContactMessage } from "../services/messages.js";
import { publicNights } from "../services/nights.js";
import { health, listProducers, studioProfile } from "../services/studio.js";
import { joinWaitlist, leaveWaitlist } from "../services/waitlist.js";
import type { AdminSessionDoor } from "../auth/session-cookie.js";
import type { PublicLimits } from "../config/limits.js";
import { parse } from "./http.js";

const DAY_READ_TYPE = "application/json; charset=utf-8";

export interface PublicRoutesOptions {
  services: ServiceContext;
  session: (request: Parameters<onRequestHookHandler>[0]) => AdminSessionDoor;
  limits: PublicLimits;
  version: string;
}

export async function publicRoutes(app: FastifyInstance, opts: PublicRoutesOptions): Promise<void> {
  const { services } = opts;

  // A few bytes: never compressed (nor is the compressor's answer check, which loads Node's fetch, run).
  app.get("/health", { compress: false }, async () => health(services, opts.version));

  app.get("/studio", async () => studioProfile(services));

  app.get("/engineers", async () => listProducers(services));

  app.post("/bookings", { onRequest: opts.limits.post }, async (request, reply) => {
    const input = parse(bookingInputSchema, request.body);
    const booking = opts.limits.booking(request, () => createPublicBooking(services, input));
    return reply.code(201).send(booking);
  });

  // Public: the grid's fields only. Signed in with every session in view: the full bookings (the
  // admin's view of a day); a producer sees the grid here, and their own sessions in the dashboard.
  // Never compressed: the answer is a few hundred bytes, and the hooks cost more than they save.
  app.get("/bookings/date/:date", { compress: false, decompress: false }, async (request, reply) => {
    const who = opts.session(request).principal();
    if (who && sessionScope(who.role) === "all")
      return adminDayBookings(services, parse(dateParamSchema, request.params).date);
    const { date } = parse(dateParamSchema, request.params);
    return reply.type(DAY_READ_TYPE).send(publicDayJson(publicDayBookings(services, date)));
  });

  // The nights ahead for the date picker: closed, producers away, full (no customer data).
  app.get("/availability", async (request) =>
    publicNights(services, parse(nightsQuerySchema, request.query)),
  );

  app.post("/contact", { onRequest: opts.limits.post }, async (request, reply) => {
    const { message } = sendContactMessage(services, parse(contactSubmissionSchema, request.body));
    return reply.code(201).send(message);
  });

  // The waitlist of a full night: joining counts like any public post; leaving is the e-mail's
  // secret link, limited like the manage links and never cached.
  app.post("/waitlist", { onRequest: opts.limits.post }, async (request, reply) => {
    const input = parse(waitlistInputSchema, request.body);
    return reply
      .code(201)
      .send(joinWaitlist(services, input, opts.limits.waitlistEntry(request, input.date)));
  });

  app.delete("/waitlist/:token", { onRequest: opts.limits.manage }, async (request, reply) => {
    const { token } = parse(waitlistTokenSchema, request.params);
    return reply.header("cache-control", "no-store").send(leaveWaitlist(services, token));
  });
}
