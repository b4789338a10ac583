import { notifications } from "@mantine/notifications";
import type { ReactNode } from "react";

interface Toast {
  title: string;
  message: ReactNode;
  /** Done, failed, or nothing done. */
  color: "green" | "red" | "yellow";
  /** How long it stays up, in ms (Mantine's default otherwise). */
  autoClose?: number;
}

/**
 * Says how something went, on the public pages and in the admin alike. One toast at a time, and the
 * newest is the one shown: Mantine's limit queues the newcomer behind the current toast, so the
 * current one is cleared first. The close button is named (axe: an unnamed button is critical).
 */
export function showToast(toast: Toast): void {
  notifications.clean();
  notifications.show({ ...toast, closeButtonProps: { "aria-label": "Close notification" } });
}
