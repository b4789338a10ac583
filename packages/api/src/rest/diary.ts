// /api/admin/closures and /api/admin/leave: the studio's own diary (docs/decisions.md, The studio's diary).
import { closureInputSchema, idParamSchema, leaveInputSchema } from "@studio/domain";
import type { FastifyInstance } from "fastify";
import type { ServiceContext } from "../services/context.js";
import { addClosure, addLeave, diary, removeClosure, removeLeave } from "../services/diary.js";
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

  app.get("/leave", async () => diary(services).leave);

  app.post("/leave", async (request, reply) =>
    reply.code(201).send(addLeave(services, parse(leaveInputSchema, request.body))),
  );

  app.delete("/leave/:id", async (request) => removeLeave(services, parse(idParamSchema, request.params).id));
}
