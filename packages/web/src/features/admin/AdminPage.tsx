// The whole /admin screen. Rendered only by src/routes/admin.tsx, which the router
// splits into its own chunk: public pages never download any of this.
import { Center, Loader, Stack, Text } from "@mantine/core";
import { WithQueries } from "../../queryClient";
import { AdminDashboard } from "./AdminDashboard";
import { LoginGate } from "./session/LoginGate";
import { useAdminSession } from "./session/useAdminSession";

export function AdminPage() {
  return (
    <WithQueries>
      <AdminScreen />
    </WithQueries>
  );
}

function AdminScreen() {
  const session = useAdminSession();

  if (session.status === "checking") {
    return (
      <Center mih="calc(100vh - var(--nav-height))" role="status" aria-live="polite">
        <Stack align="center" gap="sm">
          <Loader aria-hidden="true" />
          <Text c="dark.1">Checking your session...</Text>
        </Stack>
      </Center>
    );
  }
  if (session.status === "out") return <LoginGate onLoggedIn={session.loggedIn} />;
  return <AdminDashboard onLoggedOut={session.loggedOut} />;
}
