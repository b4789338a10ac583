// A static map, so the bundled server carries its migrations (no FileMigrationProvider).
import type { Migration } from "kysely";
import * as m0001 from "./0001_initial.js";
import * as m0002 from "./0002_heartbeat_and_outbox_index.js";
import * as m0005 from "./0005_audit_closures_leave.js";

export const migrations: Record<string, Migration> = {
  "0001_initial": m0001,
  "0002_heartbeat_and_outbox_index": m0002,
  "0005_audit_closures_leave": m0005,
};
