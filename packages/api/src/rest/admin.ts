// The /api/admin paths (docs/contracts.md). The permission table (auth/guard.ts, run for the whole /api/admin
// scope) decides who may reach each; producers get their own share through services/scoped.ts.
import {
  adminCreateSchema,
  bookingUpdateSchema,
  idParamSchema,
  loginSchema,
  messageListSchema,
  messageStatusSchema,
  staffEditOptionsSchema,
  staffStatusChangeSchema,
} from "@studio/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { signInRequestOf } from "../auth/actor.js";
import { actingAs, whoIs } from "../auth/guard.js";
import { holdRoutes } from "./holds.js";
import type { AdminAuth } from "../auth/admin-auth.js";
import type { AdminSessionDoor } from "../auth/session-cookie.js";
import { createAdminBooking, updateBooking } from "../services/admin-bookings.js";
import {
  listArchivedBookings,
  restoreArchivedBooking,
  setBookingStatus,
} from "../services/booking-status.js";
import type { ServiceContext } from "../services/context.js";
import {
  dropHeldMail,
  resendFailedMail,
  resendSummary,
  sendTestEmail,
  undeliveredOutbox,
} from "../services/email.js";
import { ServiceError } from "../errors.js";
import { listMessages, setMessageStatus } from "../services/messages.js";
import { eachSessionFor, historyFor } from "../services/scoped.js";
import { signInWithPassword } from "../services/sign-in.js";
import { calendarFeedAdminRoutes } from "./calendar-feeds.js";
import { depositRoutes } from "./deposits.js";
import { diaryRoutes } from "./diary.js";
import { producerCalendarRoutes } from "./producer-calendars.js";
import { parse, sendJsonList, sendServiceError } from "./http.js";
import { takingsRoutes } from "./takings.js";

export interface AdminRoutesOptions {
  services: ServiceContext;
  auth: AdminAuth;
  session: (request: FastifyRequest) => AdminSessionDoor;
}

const as = actingAs;

export async function adminRoutes(app: FastifyInstance, opts: AdminRoutesOptions): Promise<void> {
  const { services } = opts;
  sessionRoutes(app, opts);
  bookingRoutes(app, services);
  inboxAndMailRoutes(app, services);
  await app.register(diaryRoutes, { services });
  await app.register(holdRoutes, { services });
  await app.register(depositRoutes, { services });
  await app.register(calendarFeedAdminRoutes, { services });
  await app.register(producerCalendarRoutes, { services });
  await app.register(takingsRoutes, { services });
}

function sessionRoutes(app: FastifyInstance, opts: AdminRoutesOptions): void {
  app.post("/login", async (request, reply) => {
    const { password } = parse(loginSchema, request.body);
    try {
      return await signInWithPassword(
        opts.auth,
        opts.session(request),
        signInRequestOf(request, reply),
        password,
      );
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

/** Bookings and the archive. */
function bookingRoutes(guarded: FastifyInstance, services: ServiceContext): void {
  guarded.get("/bookings", async (request, reply) =>
    sendJsonList(reply, eachSessionFor(services, whoIs(request))),
  );

  guarded.post("/bookings", async (request, reply) => {
    const booking = createAdminBooking(as(services, request), parse(adminCreateSchema, request.body));
    return reply.code(201).send(booking);
  });

  guarded.put("/bookings/:id", async (request) => {
    const { id } = parse(idParamSchema, request.params);
    // The body holds the changed fields and, beside them, the change's mail options.
    const options = parse(staffEditOptionsSchema, request.body);
    return updateBooking(as(services, request), id, parse(bookingUpdateSchema, request.body), options);
  });

  guarded.patch("/bookings/:id/status", async (request) => {
    const { id } = parse(idParamSchema, request.params);
    const change = parse(staffStatusChangeSchema, request.body);
    return setBookingStatus(as(services, request), id, change);
  });

  guarded.get("/bookings/:id/history", async (request) => {
    const { id } = parse(idParamSchema, request.params);
    return historyFor(services, whoIs(request), id);
  });

  guarded.get("/archived-bookings", async () => listArchivedBookings(services));

  guarded.post("/archived-bookings/:id/restore", async (request) => {
    const { id } = parse(idParamSchema, request.params);
    const options = parse(staffEditOptionsSchema, request.body ?? {});
    return restoreArchivedBooking(as(services, request), id, options);
  });
}

/** The contact inbox and the staff's mail tools. */
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

  // A failed mail back in the queue for one more attempt (the E-mail tab's Resend).
  guarded.post("/outbox/:id/resend", async (request) =>
    resendFailedMail(services, parse(idParamSchema, request.params).id),
  );

  // A mail held after a restore, deleted unsent (the E-mail tab's Drop).
  guarded.post("/outbox/:id/drop", async (request) =>
    dropHeldMail(services, parse(idParamSchema, request.params).id),
  );
}
