// /api/admin/closures and /api/admin/leave: the studio's own diary (docs/decisions.md, The studio's diary).
import { closureInputSchema, idParamSchema, leaveInputSchema } from "@studio/domain";
import type { FastifyInstance } from "fastify";
import type { ServiceContext } from "../services/context.js";
import { whoIs } from "../auth/guard.js";
import { addClosure, diary, removeClosure } from "../services/diary.js";
import { addLeaveFor, diaryFor, removeLeaveFor } from "../services/scoped.js";
import { parse } from "./http.js";

export async function diaryRoutes(app: FastifyInstance, opts: { services: ServiceContext }): Promise<void> {
  const { services } = opts;

  app.get("/closures", async () => diary(services).closures);

  app.post("/closures", async (request, reply) =>
    reply.code(201).send(addClosure(services, parse(closureInputSchema, request.body))),
  );

  app.delete("/closures/:id", async (request) =>
    removeClosure(services, parse(idParamSchema, request.params).id),
  );

  app.get("/leave", async (request) => diaryFor(services, whoIs(request)).leave);

  app.post("/leave", async (request, reply) =>
    reply.code(201).send(addLeaveFor(services, whoIs(request), parse(leaveInputSchema, request.body))),
  );

  app.delete("/leave/:id", async (request) =>
    removeLeaveFor(services, whoIs(request), parse(idParamSchema, request.params).id),
  );
}
