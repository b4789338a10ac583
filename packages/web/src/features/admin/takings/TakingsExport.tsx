import { Button, Card, Stack, Text, Title } from "@mantine/core";
import type { InsightsRange } from "./insight-ranges";

/** The accountant's file: every payment and refund taken in the Insights range, as CSV. */
export function TakingsExport({ chosen }: { chosen: InsightsRange }) {
  const { range } = chosen;
  const href = `/api/admin/takings.csv?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="takings-export">
      <Stack gap="sm" align="flex-start">
        <Title order={3} size="h4" id="takings-export">
          Takings
        </Title>
        <Text size="sm" c="dark.1">
          Payments and refunds taken at the studio ({chosen.label}): one row each in London time, then the
          totals by method, for a spreadsheet.
        </Text>
        <Button component="a" href={href} download disabled={!chosen.valid}>
          Download takings CSV
        </Button>
      </Stack>
    </Card>
  );
}
