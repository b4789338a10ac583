import { Button, type ButtonProps, Group, Modal, Stack } from "@mantine/core";
import type { ReactNode } from "react";

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** What the dismissing button says (never "Cancel": on a booking that word cancels it). */
  back: string;
  confirm: string;
  /** The confirming button's colours (red for what is not simply taken back), busy while it runs. */
  confirmProps: Pick<ButtonProps, "color" | "c" | "loading">;
  onConfirm: () => void;
  children: ReactNode;
}

/** A step that asks first: what it will do, then going back or going ahead. */
export function ConfirmDialog({
  opened,
  title,
  onClose,
  back,
  confirm,
  confirmProps,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {back}
          </Button>
          <Button {...confirmProps} onClick={onConfirm}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
