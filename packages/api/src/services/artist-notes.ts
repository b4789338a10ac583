// Staff notes on an artist: written from the artists' view, listed with the artist.
import { type ArtistNote, type ArtistNoteInput, artistNoteKey } from "@studio/domain";
import { notFound } from "../errors.js";
import { deleteArtistNote, insertArtistNote } from "../store/artist-notes.js";
import type { ServiceContext } from "./context.js";

/** The person who wrote a note: the actor's name and how they signed in, without session or device. */
const writerOf = (ctx: ServiceContext) => (ctx.actor ?? "staff").split(",")[0]!.trim();

/** POST /api/admin/artists/notes: a note kept under the artist's e-mail. */
export function addArtistNote(ctx: ServiceContext, input: ArtistNoteInput): ArtistNote {
  const { emailKey: _key, ...note } = insertArtistNote(ctx.store, {
    emailKey: artistNoteKey(input.email),
    text: input.text,
    writtenBy: writerOf(ctx),
    writtenAt: ctx.clock().toISOString(),
  });
  return note;
}

/** DELETE /api/admin/artists/notes/{id}. */
export function removeArtistNote(ctx: ServiceContext, id: string): { id: number } {
  const row = /^\d{1,15}$/.test(id) ? Number(id) : null;
  if (row === null || !deleteArtistNote(ctx.store, row)) throw notFound("Note");
  return { id: row };
}
