// The owner's Studio tab doors, for the bad-input battery: a save of the policies (one section
// stands for all: the same parse), a new producer, a change to one, a
// photo's alt text, a gallery picture's change and removal, and a put-back from the history.
import { randomUUID } from "node:crypto";
import { type BadInputStudio, sendersOf } from "./bad-input-studio.js";
import { type Field, type Target, twins } from "./doors.js";

const policyFields: Field[] = [
  { name: "holdHours", kind: "cost", required: false },
  { name: "cancellationNoticeHours", kind: "cost", required: false },
];
const producerFields: Field[] = [
  { name: "name", kind: "name", required: true },
  { name: "title", kind: "name", required: true },
  { name: "bio", kind: "text", required: true },
  { name: "bookable", kind: "flag", required: true },
];
const changeFields: Field[] = [
  { name: "title", kind: "name", required: false },
  { name: "retired", kind: "flag", required: false },
  { name: "position", kind: "cost", required: false },
];
const galleryFields: Field[] = [
  { name: "caption", kind: "name", required: false },
  { name: "alt", kind: "name", required: false },
  { name: "position", kind: "cost", required: false },
];

const photoFields: Field[] = [{ name: "alt", kind: "name", required: true }];

export function studioSettingsTargets(studio: BadInputStudio): Target[] {
  const { rest, mutation } = sendersOf(studio);
  const someone = randomUUID();
  const inPolicies = (policies: Record<string, unknown>) => ({ policies });
  return [
    ...twins(
      [
        ["REST PATCH /api/admin/studio", rest("PATCH", "/api/admin/studio", true)],
        ["tRPC admin.studio.update", mutation("admin.studio.update", true)],
      ],
      { holdHours: 48, cancellationNoticeHours: 24 },
      policyFields,
    ).map((target) => ({ ...target, prefix: "policies.", wrap: inPolicies })),
    ...twins(
      [
        ["REST POST /api/admin/studio/producers", rest("POST", "/api/admin/studio/producers", true)],
        ["tRPC admin.studio.addProducer", mutation("admin.studio.addProducer", true)],
      ],
      { name: "Lu", title: "Producer", bio: "Lu makes records.", bookable: true },
      producerFields,
    ),
    {
      label: "REST PATCH /api/admin/studio/producers/:id",
      valid: { title: "Producer" },
      fields: changeFields,
      send: rest("PATCH", `/api/admin/studio/producers/${someone}`, true),
    },
    {
      label: "tRPC admin.studio.updateProducer",
      valid: { title: "Producer" },
      fields: changeFields,
      send: mutation("admin.studio.updateProducer", true),
      prefix: "patch.",
      wrap: (patch) => ({ id: someone, patch }),
    },
    {
      label: "REST PATCH /api/admin/studio/gallery/:id",
      valid: { caption: "The live room" },
      fields: galleryFields,
      send: rest("PATCH", `/api/admin/studio/gallery/${someone}`, true),
    },
    {
      label: "tRPC admin.studio.updateGalleryPicture",
      valid: { caption: "The live room" },
      fields: galleryFields,
      send: mutation("admin.studio.updateGalleryPicture", true),
      prefix: "patch.",
      wrap: (patch) => ({ id: someone, patch }),
    },
    {
      label: "REST PATCH /api/admin/studio/producers/:id/photo",
      valid: { alt: "Dre at the desk" },
      fields: photoFields,
      send: rest("PATCH", `/api/admin/studio/producers/${someone}/photo`, true),
    },
    {
      label: "tRPC admin.studio.updateProducerPhoto",
      valid: { alt: "Dre at the desk" },
      fields: photoFields,
      send: mutation("admin.studio.updateProducerPhoto", true),
      prefix: "patch.",
      wrap: (patch) => ({ id: someone, patch }),
    },
    {
      label: "tRPC admin.studio.removeGalleryPicture",
      valid: { id: someone },
      fields: [{ name: "id", kind: "id", required: true }],
      send: mutation("admin.studio.removeGalleryPicture", true),
    },
    // A put-back takes only the save's id (its REST door has it in the path).
    {
      label: "tRPC admin.studio.restore",
      valid: { id: "999999" },
      fields: [{ name: "id", kind: "id", required: true }],
      send: mutation("admin.studio.restore", true),
    },
  ];
}
