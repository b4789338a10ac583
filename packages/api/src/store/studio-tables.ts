// The studio's settings as Kysely sees them (migrations 0020, 0027); producers are the engineers table.
import type { Generated } from "kysely";

/** One section of the studio's settings (details, prices, policies, equipment, pages) as JSON. */
interface StudioSectionsTable {
  section: string;
  value: string;
  updatedAt: string;
}

/** One field of one save: who, when, before and after (JSON; null for none). */
export interface StudioSettingsAuditTable {
  id: Generated<number>;
  at: string;
  actor: string;
  section: string;
  field: string;
  before: string | null;
  after: string | null;
  /** The save the row belongs to (migration 0027); null only before it ran. */
  saveId: number | null;
  /** The save a put-back undid, on each of its rows. */
  restoreOf: number | null;
}

export interface StudioDB {
  studio_sections: StudioSectionsTable;
  studio_settings_audit: StudioSettingsAuditTable;
}
