// A static map, so the bundled server carries its migrations (no FileMigrationProvider).
import type { Migration } from "kysely";
import * as m0001 from "./0001_initial.js";

export const migrations: Record<string, Migration> = {
  "0001_initial": m0001,
};
