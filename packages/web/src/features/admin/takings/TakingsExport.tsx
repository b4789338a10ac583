import { Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { dateRangeSchema } from "@studio/domain";
import { useState } from "react";

/** The first and last day of the current month (the browser's calendar), 'YYYY-MM-DD'. */
function thisMonth(now: Date): { from: string; to: string } {
  const pad = (n: number) => String(n).padStart(2, "0");
  const y = now.getFullYear();
  const m = now.getMonth() + 1;
  const last = new Date(y, m, 0).getDate();
  return { from: `${y}-${pad(m)}-01`, to: `${y}-${pad(m)}-${pad(last)}` };
}

/** The accountant's file: every payment and refund taken between two dates, as CSV. */
export function TakingsExport() {
  const [range, setRange] = useState(() => thisMonth(new Date()));
  const parsed = dateRangeSchema.safeParse(range);
  const issue = (field: "from" | "to") =>
    parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message;
  const href = `/api/admin/takings.csv?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="takings-export">
      <Stack gap="sm">
        <Title order={3} size="h4" id="takings-export">
          Takings
        </Title>
        <Text size="sm" c="dark.1">
          Payments and refunds taken at the studio, one row each, for a spreadsheet.
        </Text>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label="Takings from"
            value={range.from}
            onChange={(e) => setRange({ ...range, from: e.currentTarget.value })}
            error={issue("from")}
          />
          <TextInput
            type="date"
            label="Takings to"
            value={range.to}
            onChange={(e) => setRange({ ...range, to: e.currentTarget.value })}
            error={issue("to")}
          />
          <Button component="a" href={href} download disabled={!parsed.success}>
            Download takings CSV
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
