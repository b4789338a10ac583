import { describe, expect, it } from "vitest";
import {
  CAPABILITIES,
  can,
  decide,
  leaveScope,
  PROCEDURE_PERMISSIONS,
  principalLabel,
  REST_PERMISSIONS,
  ROLE_CAPABILITIES,
  ROLES,
  type Role,
  sessionScope,
  takingsRights,
} from "./permissions.js";
import { staffInputSchema, staffRoleSchema } from "./staff.js";

const allowed = (key: string, table: typeof REST_PERMISSIONS) =>
  ROLES.filter((role) => decide(table[key], role) === "allowed");

describe("the permission table", () => {
  it("gives the owner everything", () => {
    expect(ROLE_CAPABILITIES.owner).toEqual(CAPABILITIES);
    for (const table of [REST_PERMISSIONS, PROCEDURE_PERMISSIONS])
      for (const key of Object.keys(table)) expect(decide(table[key], "owner"), key).toBe("allowed");
  });

  it("keeps staff management, privacy, calendar feeds and the studio's settings for the owner", () => {
    for (const key of [
      "GET /api/admin/staff",
      "POST /api/admin/staff",
      "PATCH /api/admin/staff/:id",
      "DELETE /api/admin/staff/:id",
      "GET /api/admin/customers/export",
      "POST /api/admin/customers/erase",
      "GET /api/admin/calendar-feeds",
      "GET /api/admin/studio",
      "GET /api/admin/studio/export",
      "PATCH /api/admin/studio",
      "POST /api/admin/studio/producers",
      "PATCH /api/admin/studio/producers/:id",
      "PUT /api/admin/studio/producers/:id/photo",
      "PATCH /api/admin/studio/producers/:id/photo",
      "POST /api/admin/studio/gallery",
      "PATCH /api/admin/studio/gallery/:id",
      "DELETE /api/admin/studio/gallery/:id",
    ])
      expect(allowed(key, REST_PERMISSIONS), key).toEqual(["owner"]);
    expect(allowed("admin.privacy.erase", PROCEDURE_PERMISSIONS)).toEqual(["owner"]);
    const studio = [
      "admin.studio.get",
      "admin.studio.update",
      "admin.studio.addProducer",
      "admin.studio.updateProducer",
      "admin.studio.updateProducerPhoto",
      "admin.studio.updateGalleryPicture",
      "admin.studio.removeGalleryPicture",
    ];
    for (const key of studio) expect(allowed(key, PROCEDURE_PERMISSIONS), key).toEqual(["owner"]);
  });

  it("lets staff run bookings, calendar, closures and messages", () => {
    for (const key of [
      "GET /api/admin/bookings",
      "PATCH /api/admin/bookings/:id/status",
      "PATCH /api/admin/bookings/:id/deposit",
      "POST /api/admin/closures",
      "GET /api/admin/messages",
    ])
      expect(allowed(key, REST_PERMISSIONS), key).toContain("staff");
    expect(allowed("admin.bookings.byDate", PROCEDURE_PERMISSIONS)).toContain("staff");
  });

  it("lets a producer reach only their sessions (with who came and money taken), their leave, tonight's list and their own passkeys", () => {
    const producerKeys = Object.keys(REST_PERMISSIONS).filter(
      (key) => REST_PERMISSIONS[key] !== "public" && decide(REST_PERMISSIONS[key], "producer") === "allowed",
    );
    expect(producerKeys.sort()).toEqual([
      "DELETE /api/admin/calendars/:id",
      "DELETE /api/admin/leave/:id",
      "DELETE /api/admin/passkeys/:id",
      "GET /api/admin/bookings",
      "GET /api/admin/bookings/:id/history",
      "GET /api/admin/bookings/:id/payments",
      "GET /api/admin/calendars",
      "GET /api/admin/calendars/:id/busy",
      "GET /api/admin/leave",
      "GET /api/admin/me",
      "GET /api/admin/me/producer",
      "GET /api/admin/passkeys",
      "POST /api/admin/bookings/:id/payments",
      "POST /api/admin/calendars",
      "POST /api/admin/calendars/:id/sync",
      "POST /api/admin/leave",
      "POST /api/admin/passkeys",
      "POST /api/admin/passkeys/options",
      "PUT /api/admin/bookings/:id/attendance",
    ]);
    expect(decide(REST_PERMISSIONS["POST /api/admin/bookings"], "producer")).toBe("forbidden");
    expect(decide(REST_PERMISSIONS["GET /api/admin/customers"], "producer")).toBe("forbidden");
    expect(sessionScope("producer")).toBe("own");
    expect(leaveScope("producer")).toBe("own");
    expect(sessionScope("staff")).toBe("all");
    expect(leaveScope("staff")).toBe("all");
  });

  it("lets a producer take money and mark who came on their own session only, and give none back", () => {
    const rights = (role: Role, own: boolean) => takingsRights((c) => can(role, c), own);
    expect(rights("producer", true)).toEqual({ payments: true, refunds: false, attendance: true });
    expect(rights("producer", false)).toEqual({ payments: false, refunds: false, attendance: false });
    expect(rights("staff", false)).toEqual({ payments: true, refunds: true, attendance: true });
  });

  it("refuses everyone what the table does not name", () => {
    for (const role of ROLES) expect(decide(undefined, role)).toBe("unknown");
  });

  it("names the person and the way they signed in", () => {
    expect(principalLabel({ name: "Dre", method: "passkey" })).toBe("Dre (passkey)");
  });
});

describe("a new member of staff", () => {
  it("needs the producer they are when their role is producer", () => {
    const result = staffRoleSchema.safeParse({ role: "producer" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["producer"]);
    expect(staffRoleSchema.safeParse({ role: "producer", producer: "Dre" }).success).toBe(true);
  });

  it("refuses an unknown role and a bad e-mail, naming the field", () => {
    const result = staffInputSchema.safeParse({ name: "Ann", email: "nope", role: "admin" });
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(["email", "role"]);
  });
});
