// The store as the process and its commands see it: open the SQLite file, migrate it, the few rows
// the maintenance commands change, and how a writing loop reports a database it cannot write.
export { deletePasswordSessions } from "./admin-sessions.js";
export { insertManageToken } from "./booking-calendar.js";
export { appliedMigrations, migrate } from "./migrate.js";
export { migrations } from "./migrations/index.js";
export { openStore, type Store } from "./store.js";
export { readSections } from "./studio.js";
export { loopErrors } from "./write-failures.js";
