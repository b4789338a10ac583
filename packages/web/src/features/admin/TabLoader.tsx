import { Center, Loader, Stack, Text } from "@mantine/core";

/** A tab's loading state: 'Loading bookings...' and the like. */
export function TabLoader({ label }: { label: string }) {
  return (
    <Center py="xl" role="status">
      <Stack align="center" gap="xs">
        <Loader size="sm" aria-hidden="true" />
        <Text c="dark.1">{label}</Text>
      </Stack>
    </Center>
  );
}
