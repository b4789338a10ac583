// /api/admin/studio: the owner's Studio tab (the whole document, a save of its sections, producers,
// the history of saves and a put-back of one).
import { idParamSchema } from "@studio/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { actingAs } from "../auth/guard.js";
import type { ServiceContext } from "../services/context.js";
import { studioHistory } from "../services/studio-history.js";
import { profileFile } from "../services/studio-profile.js";
import { restoreStudioSave } from "../services/studio-restore.js";
import { addProducer, changeProducer, studioDocument, updateStudio } from "../services/studio-settings.js";
import { parse } from "./http.js";
import { studioPictureRoutes } from "./studio-pictures.js";

export async function studioRoutes(app: FastifyInstance, opts: { services: ServiceContext }): Promise<void> {
  const { services } = opts;
  const as = (request: FastifyRequest) => actingAs(services, request);

  await app.register(studioPictureRoutes, { services });

  app.get("/studio", async () => studioDocument(services));

  // The settings as a file in the profile's shape: a backup of them, or a new install's seed.
  app.get("/studio/export", async (_request, reply) =>
    reply
      .header("content-disposition", 'attachment; filename="studio.json"')
      .header("cache-control", "no-store")
      .send(profileFile(services.profile)),
  );

  app.patch("/studio", async (request) => updateStudio(as(request), request.body));

  app.post("/studio/producers", async (request, reply) =>
    reply.code(201).send(addProducer(as(request), request.body)),
  );

  // The saves, newest first; a put-back of one is a new save (the whole document back).
  app.get("/studio/history", async () => studioHistory(services));

  app.post("/studio/history/:id/restore", async (request) =>
    restoreStudioSave(as(request), parse(idParamSchema, request.params).id),
  );

  app.patch("/studio/producers/:id", async (request) =>
    changeProducer(as(request), parse(idParamSchema, request.params).id, request.body),
  );
}
