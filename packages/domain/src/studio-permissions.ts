/**
 * The permission table's rows for the studio's own settings (permissions.ts spreads them in): the
 * owner's alone, through the "studio" capability. Capabilities by name: permissions.ts checks these
 * rows against its own types as it spreads them.
 */
const studio = ["studio"] as const;

export const STUDIO_REST_PERMISSIONS = {
  "GET /api/admin/studio": studio,
  "GET /api/admin/studio/export": studio,
  "PATCH /api/admin/studio": studio,
  "POST /api/admin/studio/producers": studio,
  "PATCH /api/admin/studio/producers/:id": studio,
  "PUT /api/admin/studio/producers/:id/photo": studio,
  "PATCH /api/admin/studio/producers/:id/photo": studio,
  "POST /api/admin/studio/gallery": studio,
  "PATCH /api/admin/studio/gallery/:id": studio,
  "DELETE /api/admin/studio/gallery/:id": studio,
  "GET /api/admin/studio/history": studio,
  "POST /api/admin/studio/history/:id/restore": studio,
} as const;

export const STUDIO_PROCEDURE_PERMISSIONS = {
  "admin.studio.get": studio,
  "admin.studio.update": studio,
  "admin.studio.addProducer": studio,
  "admin.studio.updateProducer": studio,
  "admin.studio.updateProducerPhoto": studio,
  "admin.studio.updateGalleryPicture": studio,
  "admin.studio.removeGalleryPicture": studio,
  "admin.studio.history": studio,
  "admin.studio.restore": studio,
} as const;
