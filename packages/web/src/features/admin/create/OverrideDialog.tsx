import { Button, Group, Modal, Stack, Text } from "@mantine/core";

interface OverrideDialogProps {
  /** The diary's refusal ('The studio is closed on Fri 25 Dec (...)'), or null when closed. */
  refusal: { title: string; message: string } | null;
  onBack: () => void;
  onOverride: () => void;
}

/** Admin create over a closure or a producer's leave: only with an explicit confirmation. */
export function OverrideDialog({ refusal, onBack, onOverride }: OverrideDialogProps) {
  return (
    <Modal
      opened={refusal !== null}
      onClose={onBack}
      title={refusal?.title ?? ""}
      closeButtonProps={{ "aria-label": "Close dialog" }}
    >
      <Stack gap="md">
        <Text>{refusal?.message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onBack}>
            Go back
          </Button>
          <Button color="yellow" c="dark.9" onClick={onOverride}>
            Book anyway
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
