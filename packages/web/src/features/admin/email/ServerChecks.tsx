// The server's checks (disk, mail, backups), each with its state and reason: what the owner is
// e-mailed about once a day while a problem lasts (docs/operations.md, Health checks).
import { Badge, Group, List, Skeleton, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../trpc";

const CHECK_NAMES = {
  database: "Database",
  disk: "Disk",
  mail: "Mail",
  backup: "Local backup",
  offsiteBackup: "Off-site backup",
} as const;
const STATES = {
  ok: { label: "OK", color: "green" },
  warn: { label: "Warning", color: "yellow" },
  fail: { label: "Failing", color: "red" },
} as const;

export function ServerChecks() {
  const trpc = useTRPC();
  const checks = useQuery(trpc.admin.email.checks.queryOptions());
  const data = checks.data;
  return (
    <>
      <Title order={3} size="h5" id="server-checks">
        Server checks
      </Title>
      {checks.isPending ? (
        <Skeleton height={24} aria-label="Loading the server checks" />
      ) : checks.isError || !data ? (
        <Text c="red.4" size="sm">
          Could not load the server checks.
        </Text>
      ) : (
        <List size="sm" spacing="xs" aria-labelledby="server-checks" listStyleType="none">
          {(Object.keys(CHECK_NAMES) as (keyof typeof CHECK_NAMES)[]).map((name) => {
            const check = data[name];
            return (
              <List.Item key={name}>
                <Group gap="xs" wrap="wrap">
                  <Badge color={STATES[check.state].color} variant="light">
                    {STATES[check.state].label}
                  </Badge>
                  <Text size="sm" fw={500}>
                    {CHECK_NAMES[name]}
                  </Text>
                  <Text size="sm" c="dark.1" style={{ overflowWrap: "anywhere" }}>
                    {check.reason}
                  </Text>
                </Group>
              </List.Item>
            );
          })}
        </List>
      )}
    </>
  );
}
