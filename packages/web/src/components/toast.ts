import { notifications } from "@mantine/notifications";

/** A public page's toast, with a named close button (axe: an unnamed button is critical). */
export function showToast(toast: { title: string; message: string; color: "green" | "red" }): void {
  notifications.show({ ...toast, closeButtonProps: { "aria-label": "Close notification" } });
}
