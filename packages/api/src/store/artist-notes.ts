// The artist_notes table: what staff write about an artist, kept under the e-mail's key.
import type { ArtistNote } from "@studio/domain";
import { sql } from "kysely";
import type { Store } from "./store.js";

export type StoredArtistNote = ArtistNote & { emailKey: string };

export function insertArtistNote(store: Store, note: Omit<StoredArtistNote, "id">): StoredArtistNote {
  const row = store.get(store.db.insertInto("artist_notes").values(note).returningAll());
  if (!row) throw new Error("artist_notes: insert returned no row");
  return row;
}

/** Every note, for the artists' view (a studio's notes are a few hundred rows at most). */
export function allArtistNotes(store: Store): StoredArtistNote[] {
  return store.all(store.db.selectFrom("artist_notes").selectAll());
}

/** The notes kept under any of `emailKeys`. */
export function artistNotesOf(store: Store, emailKeys: readonly string[]): StoredArtistNote[] {
  if (emailKeys.length === 0) return [];
  return store.all(
    store.db
      .selectFrom("artist_notes")
      .selectAll()
      .where("emailKey", "in", [...emailKeys])
      .orderBy("id"),
  );
}

/** Removes one note; false when there was none with that id. */
export function deleteArtistNote(store: Store, id: number): boolean {
  const result = store.run(store.db.deleteFrom("artist_notes").where("id", "=", id));
  return result.changes > 0;
}

/** Erasing a person: every note kept under their e-mails goes. */
export function eraseArtistNotes(store: Store, emailKeys: readonly string[]): number {
  if (emailKeys.length === 0) return 0;
  const result = store.run(store.db.deleteFrom("artist_notes").where("emailKey", "in", [...emailKeys]));
  return result.changes;
}

/** Retention: notes about someone nothing else is held about any more (their bookings erased). */
export function purgeOrphanArtistNotes(store: Store): number {
  const heldIn = (table: "bookings" | "archived_bookings") =>
    sql<boolean>`exists (select 1 from ${sql.table(table)} where lower(email) = artist_notes."emailKey")`;
  const result = store.run(
    store.db
      .deleteFrom("artist_notes")
      .where((eb) => eb.not(eb.or([heldIn("bookings"), heldIn("archived_bookings")]))),
  );
  return result.changes;
}
