import { Button, Group, Text } from "@mantine/core";
import type { StaffUndo } from "@studio/domain";
import { showToast } from "../../../components/toast";

/** The shortest time a toast with Undo stays up, so there is time to reach the button. */
const MIN_SHOWN_MS = 10_000;

/**
 * A staff change's success toast. While its mails wait out the undo window it offers Undo, and
 * says so: an Undo then e-mails nobody. It stays up as long as the window is open.
 */
export function undoToast(title: string, body: string, undo: StaffUndo | undefined, onUndo: () => void) {
  if (!undo) {
    showToast({ title, message: body, color: "green" });
    return;
  }
  const message = (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm">{body}. Nobody is e-mailed if you undo now.</Text>
      <Button size="compact-sm" variant="white" color="dark" onClick={onUndo}>
        Undo
      </Button>
    </Group>
  );
  const autoClose = Math.max(MIN_SHOWN_MS, Date.parse(undo.until) - Date.now());
  showToast({ title, message, color: "green", autoClose });
}
