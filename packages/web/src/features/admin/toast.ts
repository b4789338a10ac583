import { notifications } from "@mantine/notifications";
import type { ReactNode } from "react";

type Tone = "green" | "red" | "yellow";

/**
 * One toast at a time, and the newest is the one shown. Mantine's limit queues the
 * newcomer behind the current toast, so the current one is cleared first.
 */
export function toast(title: string, message: ReactNode, color: Tone, options: { autoClose?: number } = {}) {
  notifications.clean();
  // A named close button (axe: an unnamed button is critical).
  notifications.show({
    title,
    message,
    color,
    closeButtonProps: { "aria-label": "Close notification" },
    ...options,
  });
}
