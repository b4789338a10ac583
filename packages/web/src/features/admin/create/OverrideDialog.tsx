import { Text } from "@mantine/core";
import { ConfirmDialog } from "../ConfirmDialog";

interface OverrideDialogProps {
  /** The diary's refusal ('The studio is closed on Fri 25 Dec (...)'), or null when closed. */
  refusal: { title: string; message: string } | null;
  onBack: () => void;
  onOverride: () => void;
}

/** Admin create over a closure or a producer's leave: only with an explicit confirmation. */
export function OverrideDialog({ refusal, onBack, onOverride }: OverrideDialogProps) {
  return (
    <ConfirmDialog
      opened={refusal !== null}
      onClose={onBack}
      title={refusal?.title ?? ""}
      back="Go back"
      confirm="Book anyway"
      confirmProps={{ color: "yellow", c: "dark.9" }}
      onConfirm={onOverride}
    >
      <Text>{refusal?.message}</Text>
    </ConfirmDialog>
  );
}
