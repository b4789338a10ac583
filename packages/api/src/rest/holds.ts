// /api/admin/holds: staff place, list, confirm (it becomes a booking) and release holds; and
// /api/admin/waitlist: how many wait for each night.
import { holdInputSchema, idParamSchema } from "@studio/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { actingAs } from "../auth/guard.js";
import type { ServiceContext } from "../services/context.js";
import { confirmHold, listHolds, placeHold, releaseHold } from "../services/holds.js";
import { waitlistCounts } from "../services/waitlist.js";
import { parse } from "./http.js";

export async function holdRoutes(app: FastifyInstance, opts: { services: ServiceContext }): Promise<void> {
  const { services } = opts;
  const as = (request: FastifyRequest) => actingAs(services, request);

  app.get("/holds", async () => listHolds(services));

  app.post("/holds", async (request, reply) =>
    reply.code(201).send(placeHold(as(request), parse(holdInputSchema, request.body))),
  );

  app.post("/holds/:id/confirm", async (request, reply) =>
    reply.code(201).send(confirmHold(as(request), parse(idParamSchema, request.params).id)),
  );

  app.delete("/holds/:id", async (request) =>
    releaseHold(as(request), parse(idParamSchema, request.params).id),
  );

  app.get("/waitlist", async () => waitlistCounts(services));
}
