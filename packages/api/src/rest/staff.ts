// /api/admin/staff, /api/admin/me and the owner's list of sessions. The permission table decides
// who reaches each (owner only, but `me`).
import {
  idParamSchema,
  passwordSignInSchema,
  sessionRefSchema,
  staffInputSchema,
  staffRoleSchema,
} from "@studio/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AdminAuth } from "../auth/admin-auth.js";
import { whoIs } from "../auth/guard.js";
import type { AdminSessionDoor } from "../auth/session-cookie.js";
import type { ServiceContext } from "../services/context.js";
import {
  addPerson,
  changeRole,
  listStaff,
  me,
  myProducer,
  removePerson,
  resendEnrolment,
} from "../services/staff.js";
import {
  endSession,
  listSessions,
  passwordSignInState,
  setPasswordSignInAllowed,
} from "../services/staff-sessions.js";
import { parse } from "./http.js";

export interface StaffRoutesOptions {
  services: ServiceContext;
  auth: AdminAuth;
  session: (request: FastifyRequest) => AdminSessionDoor;
}

export async function staffRoutes(app: FastifyInstance, opts: StaffRoutesOptions): Promise<void> {
  const { services, auth } = opts;

  app.get("/me", async (request) => me(whoIs(request)));

  app.get("/me/producer", async (request) => myProducer(whoIs(request)));

  app.get("/staff", async () => listStaff(services));

  app.post("/staff", async (request, reply) =>
    reply.code(201).send(addPerson(services, parse(staffInputSchema, request.body))),
  );

  app.patch("/staff/:id", async (request) =>
    changeRole(services, parse(idParamSchema, request.params).id, parse(staffRoleSchema, request.body)),
  );

  // "Send the link again": a new enrolment link by e-mail; the old one stops working.
  app.post("/staff/:id/enrolment", async (request) =>
    resendEnrolment(services, parse(idParamSchema, request.params).id),
  );

  app.delete("/staff/:id", async (request) =>
    removePerson(services, parse(idParamSchema, request.params).id),
  );

  app.get("/staff/sessions", async () => listSessions(services, auth.liveSince()));

  app.delete("/staff/sessions/:ref", async (request) =>
    endSession(services, auth.liveSince(), parse(sessionRefSchema, request.params).ref),
  );

  app.get("/settings/password-sign-in", async () => passwordSignInState(services));

  app.put("/settings/password-sign-in", async (request) =>
    setPasswordSignInAllowed(services, parse(passwordSignInSchema, request.body).allowed),
  );
}
