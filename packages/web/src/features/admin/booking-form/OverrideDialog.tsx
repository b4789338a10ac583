import { Text } from "@mantine/core";
import { ConfirmDialog } from "../ConfirmDialog";
import type { DiaryRefusal } from "./diary-refusal";

interface OverrideDialogProps {
  /** The diary's refusal ('The studio is closed on Fri 25 Dec (...)'), or null when closed. */
  refusal: DiaryRefusal | null;
  onBack: () => void;
  onOverride: () => void;
  /** The going-ahead button: 'Book anyway' on a create, 'Save anyway' on an edit. */
  confirm?: string;
}

/** Staff book or move a session over a closure, leave or busy time only with an explicit confirmation. */
export function OverrideDialog({
  refusal,
  onBack,
  onOverride,
  confirm = "Book anyway",
}: OverrideDialogProps) {
  return (
    <ConfirmDialog
      opened={refusal !== null}
      onClose={onBack}
      title={refusal?.title ?? ""}
      back="Go back"
      confirm={confirm}
      confirmProps={{ color: "yellow", c: "dark.9" }}
      onConfirm={onOverride}
    >
      <Text>{refusal?.message}</Text>
    </ConfirmDialog>
  );
}
