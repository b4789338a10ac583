import { Text } from "@mantine/core";
import { ConfirmDialog } from "../ConfirmDialog";
import type { DiaryOverride } from "./use-diary-override";

interface OverrideDialogProps {
  /** The refused call: its refusal ('The studio is closed on Fri 25 Dec (...)'), or null when closed. */
  diary: Pick<DiaryOverride, "refusal" | "back" | "override">;
  /** The going-ahead button: 'Book anyway' on a create, 'Save anyway' on an edit. */
  confirm?: string;
}

/**
 * Staff book, move or restore a session over a closure, leave or busy time only with an explicit
 * confirmation.
 */
export function OverrideDialog({
  diary: { refusal, back, override },
  confirm = "Book anyway",
}: OverrideDialogProps) {
  return (
    <ConfirmDialog
      opened={refusal !== null}
      onClose={back}
      title={refusal?.title ?? ""}
      back="Go back"
      confirm={confirm}
      confirmProps={{ color: "yellow", c: "dark.9" }}
      onConfirm={override}
    >
      <Text>{refusal?.message}</Text>
    </ConfirmDialog>
  );
}
