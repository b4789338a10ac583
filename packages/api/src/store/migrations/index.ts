// A static map, so the bundled server carries its migrations (no FileMigrationProvider).
import type { Migration } from "kysely";
import * as m0001 from "./0001_initial.js";
import * as m0002 from "./0002_heartbeat_and_outbox_index.js";
import * as m0003 from "./0003_contact_spam.js";
import * as m0004 from "./0004_notices_and_self_service.js";
import * as m0005 from "./0005_audit_closures_leave.js";
import * as m0006 from "./0006_privacy.js";
import * as m0007 from "./0007_calendar_feeds.js";
import * as m0008 from "./0008_bounded_overlap_triggers.js";
import * as m0009 from "./0009_outbox_without_link_tokens.js";
import * as m0011 from "./0011_staff_undo.js";
import * as m0012 from "./0012_takings.js";
import * as m0013 from "./0013_holds_waitlist_moves.js";
import * as m0014 from "./0014_staff_and_passkeys.js";
import * as m0015 from "./0015_waitlist_tokens.js";
import * as m0016 from "./0016_artist_notes.js";
import * as m0017 from "./0017_waitlist_needs.js";
import * as m0018 from "./0018_outbox_without_enrolment_links.js";
import * as m0019 from "./0019_producer_calendars.js";
import * as m0020 from "./0020_studio_settings.js";
import * as m0021 from "./0021_deposits.js";
import * as m0022 from "./0022_outbox_held_after_restore.js";
import * as m0026 from "./0026_busy_clash_notices.js";
import * as m0027 from "./0027_studio_audit_saves.js";
import * as m0028 from "./0028_producer_pronouns.js";
import * as m0029 from "./0029_busy_clash_undo.js";
import * as m0030 from "./0030_deposit_undo.js";

export const migrations: Record<string, Migration> = {
  "0001_initial": m0001,
  "0002_heartbeat_and_outbox_index": m0002,
  "0003_contact_spam": m0003,
  "0004_notices_and_self_service": m0004,
  "0005_audit_closures_leave": m0005,
  "0006_privacy": m0006,
  "0007_calendar_feeds": m0007,
  "0008_bounded_overlap_triggers": m0008,
  "0009_outbox_without_link_tokens": m0009,
  "0011_staff_undo": m0011,
  "0012_takings": m0012,
  "0013_holds_waitlist_moves": m0013,
  "0014_staff_and_passkeys": m0014,
  "0015_waitlist_tokens": m0015,
  "0016_artist_notes": m0016,
  "0017_waitlist_needs": m0017,
  "0018_outbox_without_enrolment_links": m0018,
  "0019_producer_calendars": m0019,
  "0020_studio_settings": m0020,
  "0021_deposits": m0021,
  "0022_outbox_held_after_restore": m0022,
  "0026_busy_clash_notices": m0026,
  "0027_studio_audit_saves": m0027,
  "0028_producer_pronouns": m0028,
  "0029_busy_clash_undo": m0029,
  "0030_deposit_undo": m0030,
};
