// The /api/admin paths of docs/contracts.md. All but login and logout need a live admin session.
import {
  adminCreateSchema,
  bookingStatusChangeSchema,
  bookingUpdateSchema,
  idParamSchema,
  loginSchema,
  messageListSchema,
  messageStatusSchema,
} from "@studio/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { actorOf } from "../auth/actor.js";
import type { AdminAuth } from "../auth/admin-auth.js";
import { clientGone } from "../auth/login-queue.js";
import type { AdminSessionDoor } from "../auth/session-cookie.js";
import { createAdminBooking, listBookings, updateBooking } from "../services/admin-bookings.js";
import {
  listArchivedBookings,
  restoreArchivedBooking,
  setBookingStatus,
} from "../services/booking-status.js";
import { bookingHistory } from "../services/audit.js";
import type { ServiceContext } from "../services/context.js";
import { resendSummary, sendTestEmail, undeliveredOutbox } from "../services/email.js";
import { ServiceError } from "../services/errors.js";
import { listMessages, setMessageStatus } from "../services/messages.js";
import { calendarFeedAdminRoutes } from "./calendar-feeds.js";
import { diaryRoutes } from "./diary.js";
import { parse, sendServiceError } from "./http.js";

export interface AdminRoutesOptions {
  services: ServiceContext;
  auth: AdminAuth;
  session: (request: FastifyRequest) => AdminSessionDoor;
}

/** The services as this request's admin session and device: what it changes is recorded so. */
const as = (services: ServiceContext, request: FastifyRequest): ServiceContext => ({
  ...services,
  actor: actorOf(request),
});

export async function adminRoutes(app: FastifyInstance, opts: AdminRoutesOptions): Promise<void> {
  const { services } = opts;
  sessionRoutes(app, opts);
  await app.register(async (guarded) => {
    guarded.addHook("preHandler", async (request, reply) => {
      if (!opts.session(request).isAdmin()) {
        return reply.code(401).send({ error: "Please log in to the admin dashboard" });
      }
    });
    bookingRoutes(guarded, services);
    inboxAndMailRoutes(guarded, services);
    await guarded.register(diaryRoutes, { services });
    await guarded.register(calendarFeedAdminRoutes, { services });
  });
}

function sessionRoutes(app: FastifyInstance, opts: AdminRoutesOptions): void {
  app.post("/login", async (request, reply) => {
    const { password } = parse(loginSchema, request.body);
    try {
      const door = opts.session(request);
      const attempt = { device: door.device(), signal: clientGone(reply.raw) };
      door.start(await opts.auth.login(password, request.ip, attempt));
      return { success: true, message: "Access granted!" };
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      // The browser's login reads `success` and `message`; `error` keeps the shared error shape.
      return sendServiceError(reply, error, { success: false, message: error.message });
    }
  });

  // A logout always succeeds: with no session there is nothing to end.
  app.post("/logout", async (request) => {
    opts.session(request).end();
    return { success: true };
  });
}

/** Bookings and the archive (behind the admin session). */
function bookingRoutes(guarded: FastifyInstance, services: ServiceContext): void {
  guarded.get("/bookings", async () => listBookings(services));

  guarded.post("/bookings", async (request, reply) => {
    const booking = createAdminBooking(as(services, request), parse(adminCreateSchema, request.body));
    return reply.code(201).send(booking);
  });

  guarded.put("/bookings/:id", async (request) => {
    const { id } = parse(idParamSchema, request.params);
    return updateBooking(as(services, request), id, parse(bookingUpdateSchema, request.body));
  });

  guarded.patch("/bookings/:id/status", async (request) => {
    const { id } = parse(idParamSchema, request.params);
    const { status, reason } = parse(bookingStatusChangeSchema, request.body);
    return setBookingStatus(as(services, request), id, status, reason);
  });

  guarded.get("/bookings/:id/history", async (request) => {
    const { id } = parse(idParamSchema, request.params);
    return bookingHistory(services, id);
  });

  guarded.get("/archived-bookings", async () => listArchivedBookings(services));

  guarded.post("/archived-bookings/:id/restore", async (request) => {
    const { id } = parse(idParamSchema, request.params);
    return restoreArchivedBooking(as(services, request), id);
  });
}

/** The contact inbox and the staff's mail tools (behind the admin session). */
function inboxAndMailRoutes(guarded: FastifyInstance, services: ServiceContext): void {
  // The inbox; `?status=spam` lists the quarantine.
  guarded.get("/messages", async (request) =>
    listMessages(services, parse(messageListSchema, request.query).status),
  );

  guarded.patch("/messages/:id/status", async (request) => {
    const { id } = parse(idParamSchema, request.params);
    return setMessageStatus(services, id, parse(messageStatusSchema, request.body).status);
  });

  guarded.post("/resend-notifications", async () => resendSummary(services));

  guarded.post("/test-email", async () => sendTestEmail(services));

  // Extra: the mail that has not gone out (waiting, retrying, given up), with the last error.
  guarded.get("/outbox", async () => undeliveredOutbox(services));
}
