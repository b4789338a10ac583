/**
 * Staff notes on an artist ("always brings their own mic", "owes for the last session"): written
 * on the artist's view, kept against their e-mail, shown wherever the artist is. Personal data:
 * found, exported and erased with the person.
 */
import * as z from "zod/mini";
import { emailSchema } from "./schemas.js";
import { paragraphText } from "./text.js";

export const ARTIST_NOTE_MAX = 1000;
export const ARTIST_NOTE_REQUIRED = "Note is required";

export interface ArtistNote {
  id: number;
  text: string;
  /** Who wrote it, as the audit names a person: 'Dre (passkey)'. */
  writtenBy: string;
  /** When, as an ISO instant. */
  writtenAt: string;
}

/** A note for the artist behind `email`. */
export const artistNoteInputSchema = z.object({
  email: emailSchema,
  text: paragraphText(ARTIST_NOTE_MAX, {
    type: ARTIST_NOTE_REQUIRED,
    tooLong: `Note must be at most ${ARTIST_NOTE_MAX} characters`,
  }).check(z.minLength(1, ARTIST_NOTE_REQUIRED)),
});
export type ArtistNoteInput = z.infer<typeof artistNoteInputSchema>;

/** The key a note is kept under: the e-mail in any case, as the identity rule reads it. */
export const artistNoteKey = (email: string): string => email.trim().toLowerCase();

/** The notes of an artist known by `emails` (any of them), newest first. */
export function notesOfArtist<T extends ArtistNote & { emailKey: string }>(
  notes: readonly T[],
  emails: readonly string[],
): ArtistNote[] {
  const keys = new Set(emails.map(artistNoteKey));
  return notes
    .filter((note) => keys.has(note.emailKey))
    .sort((a, b) => b.writtenAt.localeCompare(a.writtenAt) || b.id - a.id)
    .map(({ id, text, writtenBy, writtenAt }) => ({ id, text, writtenBy, writtenAt }));
}
