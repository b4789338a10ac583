import { Box, Group, Text } from "@mantine/core";

/** Whose colour is whose on the calendar; a cancelled session (shown on request) is red. */
export function ProducerLegend({ colours }: { colours: Map<string, string> }) {
  if (colours.size === 0) return null;
  return (
    <Group gap="md" component="ul" aria-label="Producer colours" m={0} p={0} style={{ listStyle: "none" }}>
      {[...colours].map(([name, colour]) => (
        <Group key={name} gap={6} component="li" wrap="nowrap">
          <Box w={14} h={14} bg={colour} style={{ borderRadius: 3 }} aria-hidden="true" />
          <Text size="sm">{name}</Text>
        </Group>
      ))}
    </Group>
  );
}
