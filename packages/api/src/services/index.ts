// The use-cases the process calls outside a request: the studio's settings, the loops it starts
// (reminders, lapses, alerts, calendar reads, retention) and the booking writes its tests seed with.
export { createAdminBooking } from "./admin-bookings.js";
export { setBookingStatus } from "./booking-status.js";
export type { ServiceContext } from "./context.js";
export { offsiteStatusFile } from "./health-checks.js";
export { startHoldLapses } from "./hold-lapses.js";
export { sendContactMessage } from "./messages.js";
export { startOwnerAlerts } from "./owner-alerts.js";
export { startCalendarReads } from "./producer-calendars.js";
export { createPublicBooking } from "./public-bookings.js";
export { startReminders } from "./reminders.js";
export { RetentionJob } from "./retention.js";
export { mailSenderOf, openStudioSettings, profileFile, readStudioProfile } from "./studio-profile.js";
