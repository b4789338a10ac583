// The owner's Studio tab procedures (the same services as /api/admin/studio). A picture's upload
// (a producer's photo, a new gallery picture) is multipart and goes through the REST door only;
// a photo's alt text and the gallery's JSON changes are mirrored here.
import {
  galleryPicturePatchSchema,
  idParamSchema,
  newProducerSchema,
  producerPatchSchema,
  producerPhotoFieldsSchema,
  studioPatchSchema,
} from "@studio/domain";
import * as z from "zod/mini";
import { addProducer, changeProducer, studioDocument, updateStudio } from "../services/studio-settings.js";
import { studioHistory } from "../services/studio-history.js";
import {
  changeGalleryPicture,
  changeProducerPhoto,
  removeGalleryPicture,
} from "../services/studio-pictures.js";
import { restoreStudioSave } from "../services/studio-restore.js";
import { adminProcedure, router } from "./init.js";

const withActor = <T extends { actor?: string | undefined }>(services: T) => ({
  ...services,
  actor: services.actor ?? "unknown",
});

export const studioAdminRouter = router({
  get: adminProcedure.query(({ ctx }) => studioDocument(ctx.services)),
  update: adminProcedure
    .input(studioPatchSchema)
    .mutation(({ ctx, input }) => updateStudio(withActor(ctx.services), input)),
  addProducer: adminProcedure
    .input(newProducerSchema)
    .mutation(({ ctx, input }) => addProducer(withActor(ctx.services), input)),
  updateProducer: adminProcedure
    .input(z.extend(idParamSchema, { patch: producerPatchSchema }))
    .mutation(({ ctx, input }) => changeProducer(withActor(ctx.services), input.id, input.patch)),
  updateProducerPhoto: adminProcedure
    .input(z.extend(idParamSchema, { patch: producerPhotoFieldsSchema }))
    .mutation(({ ctx, input }) => changeProducerPhoto(withActor(ctx.services), input.id, input.patch)),
  updateGalleryPicture: adminProcedure
    .input(z.extend(idParamSchema, { patch: galleryPicturePatchSchema }))
    .mutation(({ ctx, input }) => changeGalleryPicture(withActor(ctx.services), input.id, input.patch)),
  history: adminProcedure.query(({ ctx }) => studioHistory(ctx.services)),
  restore: adminProcedure
    .input(idParamSchema)
    .mutation(({ ctx, input }) => restoreStudioSave(withActor(ctx.services), input.id)),
  removeGalleryPicture: adminProcedure
    .input(idParamSchema)
    .mutation(({ ctx, input }) => removeGalleryPicture(withActor(ctx.services), input.id)),
});
