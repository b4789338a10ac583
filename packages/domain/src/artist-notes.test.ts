import { describe, expect, it } from "vitest";
import { ARTIST_NOTE_REQUIRED, artistNoteInputSchema, artistNoteKey, notesOfArtist } from "./artist-notes.js";

const messageOf = (input: unknown) => {
  const parsed = artistNoteInputSchema.safeParse(input);
  return parsed.success
    ? null
    : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("artistNoteInputSchema", () => {
  it("takes a note of several lines for an e-mail, trimmed", () => {
    expect(
      artistNoteInputSchema.parse({ email: "Ada@Example.com", text: "  Brings her own mic.\nPays cash. " }),
    ).toEqual({ email: "Ada@Example.com", text: "Brings her own mic.\nPays cash." });
  });

  it("refuses an empty or blank note, a long one, one that is not text, and a bad e-mail, naming the field", () => {
    expect(messageOf({ email: "ada@example.com", text: "   " })).toEqual([`text: ${ARTIST_NOTE_REQUIRED}`]);
    expect(messageOf({ email: "ada@example.com", text: 7 })).toEqual([`text: ${ARTIST_NOTE_REQUIRED}`]);
    expect(messageOf({ email: "ada@example.com", text: "x".repeat(1001) })).toEqual([
      "text: Note must be at most 1000 characters",
    ]);
    expect(messageOf({ email: "ada@example.com", text: "bell\u0007" })).toEqual([
      "text: Must not contain control characters",
    ]);
    expect(messageOf({ email: "not-an-email", text: "ok" })).toEqual(["email: Invalid email address"]);
  });
});

describe("notesOfArtist", () => {
  const note = (id: number, email: string, writtenAt: string) => ({
    id,
    emailKey: artistNoteKey(email),
    text: `note ${id}`,
    writtenBy: "Owner (password)",
    writtenAt,
  });

  it("gathers the notes kept under any of the artist's e-mails, in any case, newest first", () => {
    const notes = [
      note(1, "ada@example.com", "2026-11-01T10:00:00.000Z"),
      note(2, "someone@example.com", "2026-11-02T10:00:00.000Z"),
      note(3, "ADA.work@example.com", "2026-11-03T10:00:00.000Z"),
      note(4, "ada@example.com", "2026-11-03T10:00:00.000Z"),
    ];
    const found = notesOfArtist(notes, ["Ada@example.com", "ada.work@EXAMPLE.com"]);
    expect(found.map((n) => n.id)).toEqual([4, 3, 1]);
    expect(found[0]).toEqual({
      id: 4,
      text: "note 4",
      writtenBy: "Owner (password)",
      writtenAt: "2026-11-03T10:00:00.000Z",
    });
  });

  it("has none for an artist nobody wrote about", () => {
    expect(
      notesOfArtist([note(1, "ada@example.com", "2026-11-01T10:00:00.000Z")], ["bo@example.com"]),
    ).toEqual([]);
  });
});
