import "@mantine/notifications/styles.css";
import { Notifications } from "@mantine/notifications";

/**
 * The toast viewport (one toast at a time, 5 s each). Loaded after the first render
 * (see main.tsx): `notifications.show` only writes to a store, so a toast raised before this
 * mounts is shown as soon as it does.
 */
export default function Toasts() {
  return <Notifications limit={1} autoClose={5000} position="top-right" />;
}
