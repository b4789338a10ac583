// /api/admin/studio's pictures: a producer's photo, the gallery's pictures added (multipart
// uploads, through this door only: tRPC carries JSON), a photo's alt text and a gallery picture's
// texts changed (JSON), reordered and removed.
import multipart from "@fastify/multipart";
import { idParamSchema } from "@studio/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { actingAs } from "../auth/guard.js";
import type { ServiceContext } from "../services/context.js";
import {
  addGalleryPicture,
  changeGalleryPicture,
  changeProducerPhoto,
  removeGalleryPicture,
  setProducerPhoto,
} from "../services/studio-pictures.js";
import { parse } from "./http.js";
import { UPLOAD_OPTIONS, UPLOAD_ROUTE, withUpload } from "./uploads.js";

export async function studioPictureRoutes(
  app: FastifyInstance,
  opts: { services: ServiceContext },
): Promise<void> {
  const { services } = opts;
  const as = (request: FastifyRequest) => actingAs(services, request);
  const idOf = (request: FastifyRequest) => parse(idParamSchema, request.params).id;
  // Only this scope reads multipart bodies (and only its upload routes accept them).
  await app.register(multipart, UPLOAD_OPTIONS);

  app.put("/studio/producers/:id/photo", UPLOAD_ROUTE, async (request) => {
    const id = idOf(request);
    return withUpload(request, services.dataDir, (upload) => setProducerPhoto(as(request), id, upload));
  });

  app.patch("/studio/producers/:id/photo", async (request) =>
    changeProducerPhoto(as(request), idOf(request), request.body),
  );

  app.post("/studio/gallery", UPLOAD_ROUTE, async (request, reply) => {
    const added = await withUpload(request, services.dataDir, (upload) =>
      addGalleryPicture(as(request), upload),
    );
    return reply.code(201).send(added);
  });

  app.patch("/studio/gallery/:id", async (request) =>
    changeGalleryPicture(as(request), idOf(request), request.body),
  );

  app.delete("/studio/gallery/:id", async (request) => removeGalleryPicture(as(request), idOf(request)));
}
