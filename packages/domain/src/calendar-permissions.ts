/**
 * The permission table's rows for producers' own calendars (permissions.ts spreads them in): the
 * owner keeps anyone's, a producer their own (their own-leave capability: busy time is leave read
 * from their calendar), staff read them (the diary's capability). Whose is checked by the service.
 * Capabilities by name: permissions.ts checks these rows against its own types as it spreads them.
 */
const keep = ["calendars", "ownLeave"] as const;
const read = ["calendars", "ownLeave", "diary"] as const;

export const CALENDAR_REST_PERMISSIONS = {
  "GET /api/admin/calendars": read,
  "POST /api/admin/calendars": keep,
  "POST /api/admin/calendars/:id/sync": keep,
  "DELETE /api/admin/calendars/:id": keep,
  "GET /api/admin/calendars/:id/busy": read,
} as const;

export const CALENDAR_PROCEDURE_PERMISSIONS = {
  "admin.calendars.list": read,
  "admin.calendars.add": keep,
  "admin.calendars.sync": keep,
  "admin.calendars.remove": keep,
  "admin.calendars.busy": read,
} as const;
