import { BarChart } from "@mantine/charts";
import {
  Alert,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { dateRangeSchema, formatPounds, type RangeInsights } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../trpc";
import { TabLoader } from "../TabLoader";
import { percent, presetRange, RANGE_LABELS, RANGE_PRESETS, type RangePreset } from "./insight-ranges";
import { OccupancyTables } from "./OccupancyTables";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dark.1" fw={600}>
        {label}
      </Text>
      <Text fz={{ base: 20, sm: 24 }} fw={800} data-testid={`range-${label}`}>
        {value}
      </Text>
    </Card>
  );
}

/** The studio's figures over a range of nights: booked against taken, owed, who came, how full. */
export function RangeInsightsPanel() {
  const trpc = useTRPC();
  const [preset, setPreset] = useState<RangePreset>("this-month");
  const [custom, setCustom] = useState(() => presetRange("this-month", new Date()));
  const range = preset === "custom" ? custom : presetRange(preset, new Date());
  const valid = dateRangeSchema.safeParse(range);
  const insights = useQuery({ ...trpc.admin.takings.insights.queryOptions(range), enabled: valid.success });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="range-insights">
      <Stack gap="md">
        <Title order={3} size="h4" id="range-insights">
          Takings and attendance
        </Title>
        <SegmentedControl
          aria-label="Range"
          value={preset}
          onChange={(value) => setPreset(value as RangePreset)}
          data={RANGE_PRESETS.map((value) => ({ value, label: RANGE_LABELS[value] }))}
          style={{ alignSelf: "flex-start", maxWidth: "100%" }}
        />
        {preset === "custom" ? (
          <Group wrap="wrap">
            <TextInput
              type="date"
              label="From"
              value={custom.from}
              onChange={(e) => setCustom({ ...custom, from: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              label="To"
              value={custom.to}
              onChange={(e) => setCustom({ ...custom, to: e.currentTarget.value })}
              error={valid.success ? undefined : valid.error.issues[0]?.message}
            />
          </Group>
        ) : null}
        {insights.isError ? (
          <Alert color="red" title="Could not load the figures">
            {insights.error.message}
          </Alert>
        ) : insights.data ? (
          <RangeFigures figures={insights.data} />
        ) : valid.success ? (
          <TabLoader label="Loading figures..." />
        ) : null}
      </Stack>
    </Card>
  );
}

function RangeFigures({ figures }: { figures: RangeInsights }) {
  const months = figures.byMonth.map((m) => ({
    month: m.month,
    Booked: m.bookedPence / 100,
    Taken: m.collectedPence / 100,
  }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Figure label="Total Revenue" value={formatPounds(figures.totalRevenuePence)} />
        <Figure label="Total Bookings" value={String(figures.totalBookings)} />
        <Figure label="Confirmed" value={String(figures.confirmedCount)} />
        <Figure label="Avg Booking Value" value={formatPounds(figures.avgBookingValuePence)} />
        <Figure label="Taken" value={formatPounds(figures.collectedPence)} />
        <Figure label="Outstanding" value={formatPounds(figures.outstandingPence)} />
        <Figure label="No-show rate" value={percent(figures.noShowRate)} />
        <Figure label="Late-cancel rate" value={percent(figures.lateCancelRate)} />
      </SimpleGrid>
      <OccupancyTables occupancy={figures.occupancy} />
      <BarChart
        h={240}
        data={months}
        dataKey="month"
        series={[
          { name: "Booked", color: "amber.5", label: "Booked (£)" },
          { name: "Taken", color: "green.6", label: "Taken (£)" },
        ]}
        withLegend
        valueFormatter={(pounds) => formatPounds(Math.round(pounds * 100))}
        tickLine="y"
        maxBarWidth={40}
        aria-label="Bar chart of money booked and money taken per month"
        role="img"
      />
    </Stack>
  );
}
