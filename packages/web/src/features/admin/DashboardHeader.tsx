import { Button, Group, Text, Title } from "@mantine/core";
import { principalLabel } from "@studio/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { showToast } from "../../components/toast";
import { useTRPC } from "../../trpc";

/** The dashboard's title, who is signed in, and Logout. */
export function DashboardHeader({ onLoggedOut }: { onLoggedOut: () => void }) {
  const trpc = useTRPC();
  const me = useQuery(trpc.admin.me.queryOptions());
  const logout = useMutation(
    trpc.admin.logout.mutationOptions({
      onSuccess: () => {
        showToast({ title: "Logged out", message: "You have left the admin dashboard", color: "green" });
        onLoggedOut();
      },
      // A failing logout still logs out.
      onError: () => {
        showToast({ title: "Session ended", message: "You have left the admin dashboard", color: "yellow" });
        onLoggedOut();
      },
    }),
  );
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap">
      <div>
        <Title order={1}>Admin Dashboard</Title>
        <Text c="dark.1">Manage bookings and messages</Text>
        {me.data ? <Text size="sm">Signed in as {principalLabel(me.data)}</Text> : null}
      </div>
      <Button variant="default" onClick={() => logout.mutate()} disabled={logout.isPending}>
        Logout
      </Button>
    </Group>
  );
}
