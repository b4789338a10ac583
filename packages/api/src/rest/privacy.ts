// Data-protection requests from the dashboard: find a customer, export their data, erase them.
import { customerQuerySchema, eraseCustomerSchema, exportFormatSchema } from "@studio/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AdminSessionDoor } from "../auth/session-cookie.js";
import type { ServiceContext } from "../services/context.js";
import {
  adminActor,
  eraseCustomer,
  exportCustomer,
  findCustomer,
  privacyAudit,
} from "../services/privacy.js";
import { parse } from "./http.js";

export interface PrivacyRoutesOptions {
  services: ServiceContext;
  session: (request: FastifyRequest) => AdminSessionDoor;
}

export async function privacyRoutes(app: FastifyInstance, opts: PrivacyRoutesOptions): Promise<void> {
  const { services } = opts;
  app.addHook("preHandler", async (request, reply) => {
    if (!opts.session(request).isAdmin()) {
      return reply.code(401).send({ error: "Please log in to the admin dashboard" });
    }
  });

  // The query string carries the e-mail or phone; the request log keeps the path only.
  app.get("/customers", async (request) =>
    findCustomer(services, parse(customerQuerySchema, request.query).q),
  );

  app.get("/customers/export", async (request, reply) => {
    const { q } = parse(customerQuerySchema, request.query);
    const { format } = parse(exportFormatSchema, request.query);
    const file = exportCustomer(services, q, format);
    return reply
      .header("content-type", file.contentType)
      .header("content-disposition", `attachment; filename="${file.filename}"`)
      .header("cache-control", "no-store")
      .send(file.body);
  });

  app.post("/customers/erase", async (request) => {
    const { q } = parse(eraseCustomerSchema, request.body);
    return eraseCustomer(services, q, adminActor(request.session.get("sid")));
  });

  app.get("/privacy-audit", async () => privacyAudit(services));
}
