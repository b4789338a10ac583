import { zodResolver } from "@hookform/resolvers/zod";
import { Button, CloseButton, Group, List, Stack, Text, Textarea, Title } from "@mantine/core";
import {
  ARTIST_NOTE_MAX,
  type ArtistNote,
  type ArtistNoteInput,
  artistNoteInputSchema,
  formatStaffTimestamp,
} from "@studio/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { serverMessage, useTRPC } from "../../../trpc";
import { showToast } from "../../../components/toast";

function useNoteMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const notesChanged = () => queryClient.invalidateQueries(trpc.admin.takings.artists.pathFilter());
  const failed = (error: unknown) =>
    showToast({ title: "Could not save", message: serverMessage(error) ?? "Please try again", color: "red" });
  return {
    add: useMutation(
      trpc.admin.takings.addNote.mutationOptions({ onError: failed, onSettled: notesChanged }),
    ),
    remove: useMutation(
      trpc.admin.takings.removeNote.mutationOptions({ onError: failed, onSettled: notesChanged }),
    ),
  };
}

/** What staff wrote about an artist, newest first, and a note to add. */
export function ArtistNotes({
  email,
  notes,
  headingId,
}: {
  email: string;
  notes: ArtistNote[];
  headingId: string;
}) {
  const { add, remove } = useNoteMutations();
  const notesId = `${headingId}-notes`;

  return (
    <Stack gap="xs">
      <Title order={4} size="h6" id={notesId}>
        Staff notes
      </Title>
      {notes.length === 0 ? (
        <Text size="sm" c="dark.1">
          No notes yet
        </Text>
      ) : (
        <List listStyleType="none" spacing="xs" aria-labelledby={notesId} data-testid="artist-notes">
          {notes.map((note) => (
            <List.Item key={note.id}>
              <NoteLine
                note={note}
                removing={remove.isPending}
                onRemove={() => remove.mutate({ id: String(note.id) })}
              />
            </List.Item>
          ))}
        </List>
      )}
      <NewNoteForm email={email} add={add.mutateAsync} adding={add.isPending} />
    </Stack>
  );
}

/** One note: its text, who wrote it and when, and its Remove. */
function NoteLine({
  note,
  removing,
  onRemove,
}: {
  note: ArtistNote;
  removing: boolean;
  onRemove: () => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          {note.text}
        </Text>
        <Text size="xs" c="dark.1">
          {note.writtenBy}, {formatStaffTimestamp(note.writtenAt, new Date())}
        </Text>
      </div>
      <CloseButton
        aria-label={`Remove the note "${note.text.slice(0, 40)}"`}
        disabled={removing}
        onClick={onRemove}
      />
    </Group>
  );
}

/** A note to add, checked by the domain's schema; the field empties once it is saved. */
function NewNoteForm({
  email,
  add,
  adding,
}: {
  email: string;
  add: (input: ArtistNoteInput) => Promise<unknown>;
  adding: boolean;
}) {
  const form = useForm<ArtistNoteInput>({
    resolver: zodResolver(artistNoteInputSchema),
    defaultValues: { email, text: "" },
  });
  const save = form.handleSubmit((input) => add(input).then(() => form.reset({ email, text: "" })));
  return (
    <form onSubmit={save} noValidate aria-label="Add a staff note">
      <Stack gap="xs">
        <Textarea
          label="New note"
          autosize
          minRows={2}
          maxLength={ARTIST_NOTE_MAX}
          error={form.formState.errors.text?.message}
          {...form.register("text")}
        />
        <Group>
          <Button type="submit" variant="light" loading={adding}>
            Add note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
