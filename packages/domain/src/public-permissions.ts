/**
 * The permission table's rows anyone may call (permissions.ts spreads them in): the public site's
 * procedures, and signing in and out. "public" is permissions.ts's PUBLIC, checked there against
 * its own types as it spreads these rows.
 */
const anyone = "public" as const;

export const PUBLIC_REST_PERMISSIONS = {
  "POST /api/admin/login": anyone,
  "POST /api/admin/logout": anyone,
  "POST /api/admin/passkey/options": anyone,
  "POST /api/admin/passkey/login": anyone,
  "POST /api/admin/enrol/options": anyone,
  "POST /api/admin/enrol": anyone,
} as const;

export const PUBLIC_PROCEDURE_PERMISSIONS = {
  "studio.profile": anyone,
  "bookings.notice": anyone,
  "engineers.list": anyone,
  "bookings.create": anyone,
  "bookings.byDate": anyone,
  "bookings.nights": anyone,
  "contact.send": anyone,
  "waitlist.join": anyone,
  "waitlist.leave": anyone,
  "manage.view": anyone,
  "manage.cancel": anyone,
  "manage.move": anyone,
  "admin.login": anyone,
  "admin.logout": anyone,
  "admin.passkeyOptions": anyone,
  "admin.passkeyLogin": anyone,
  "admin.enrol.options": anyone,
  "admin.enrol.finish": anyone,
} as const;
