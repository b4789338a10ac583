// The whole /admin screen. Rendered only by src/routes/admin.tsx, which the router
// splits into its own chunk: public pages never download any of this.
import { Center, Loader, Stack, Text } from "@mantine/core";
import { WithQueries } from "../../query-client";
import { AdminDashboard } from "./AdminDashboard";
import { EnrolPage, useEnrolmentToken } from "./session/EnrolPage";
import { LoginGate } from "./session/LoginGate";
import { ReloginDialog } from "./session/ReloginDialog";
import { useAdminSession } from "./session/use-admin-session";
import { PageSkeleton, useServerSkeleton } from "../../ssr/skeleton";

export function AdminPage() {
  // Whether staff are signed in is known only in the browser: the server sends the page's shape.
  if (useServerSkeleton()) return <PageSkeleton label="Checking your session..." />;
  return (
    <WithQueries>
      <AdminScreen />
    </WithQueries>
  );
}

function AdminScreen() {
  const session = useAdminSession();
  const [enrolling, enrolled] = useEnrolmentToken();

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
  if (enrolling) {
    const signedIn = () => {
      enrolled();
      session.loggedIn();
    };
    return <EnrolPage token={enrolling} onEnrolled={signedIn} />;
  }
  if (session.status === "out") return <LoginGate onLoggedIn={session.loggedIn} />;
  return (
    <>
      <AdminDashboard onLoggedOut={session.loggedOut} />
      <ReloginDialog />
    </>
  );
}
