// Data-protection requests from the dashboard: find a customer, export their data, erase them.
import { customerQuerySchema, eraseCustomerSchema, exportFormatSchema } from "@studio/domain";
import type { FastifyInstance } from "fastify";
import { actingAs } from "../auth/guard.js";
import type { ServiceContext } from "../services/context.js";
import { eraseCustomer, exportCustomer, findCustomer, privacyAudit } from "../services/privacy.js";
import { parse } from "./http.js";

export async function privacyRoutes(app: FastifyInstance, opts: { services: ServiceContext }): Promise<void> {
  const { services } = opts;

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
    return eraseCustomer(services, q, actingAs(services, request).actor);
  });

  app.get("/privacy-audit", async () => privacyAudit(services));
}
