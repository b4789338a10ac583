// Spec §7's public paths, plus /api/studio and /api/health. Each route: parse, call, answer.
import { bookingInputSchema, contactSubmissionSchema, dateParamSchema } from "@studio/domain";
import type { FastifyInstance, onRequestHookHandler } from "fastify";
import { adminDayBookings, createPublicBooking, publicDayBookings } from "../services/bookings.js";
import type { ServiceContext } from "../services/context.js";
import { sendContactMessage } from "../services/messages.js";
import { health, listEngineers, studioProfile } from "../services/studio.js";
import type { AdminSessionDoor } from "../auth/session-cookie.js";
import { parse } from "./http.js";

export interface PublicRoutesOptions {
  services: ServiceContext;
  session: (request: Parameters<onRequestHookHandler>[0]) => AdminSessionDoor;
  publicPostLimit: onRequestHookHandler;
  version: string;
}

export async function publicRoutes(app: FastifyInstance, opts: PublicRoutesOptions): Promise<void> {
  const { services } = opts;

  app.get("/health", async () => health(services, opts.version));

  app.get("/studio", async () => studioProfile(services));

  app.get("/engineers", async () => listEngineers(services));

  app.post("/bookings", { onRequest: opts.publicPostLimit }, async (request, reply) => {
    const booking = createPublicBooking(services, parse(bookingInputSchema, request.body));
    return reply.code(201).send(booking);
  });

  // Public: the grid's fields only. With an admin session: the full bookings (spec §7 "in admin").
  app.get("/bookings/date/:date", async (request) => {
    const { date } = parse(dateParamSchema, request.params);
    return opts.session(request).isAdmin()
      ? adminDayBookings(services, date)
      : publicDayBookings(services, date);
  });

  app.post("/contact", { onRequest: opts.publicPostLimit }, async (request, reply) => {
    const message = sendContactMessage(services, parse(contactSubmissionSchema, request.body));
    return reply.code(201).send(message);
  });
}
