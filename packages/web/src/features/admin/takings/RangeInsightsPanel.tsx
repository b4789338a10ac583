import { BarChart } from "@mantine/charts";
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { DEPOSIT_FIGURE_LABELS, type DepositFigures, formatPounds, type RangeInsights } from "@studio/domain";
import { type InsightsRange, percent, RANGE_LABELS, RANGE_PRESETS } from "./insight-ranges";
import { OccupancyTables } from "./OccupancyTables";

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dark.1" fw={600}>
        {label}
      </Text>
      <Text fz={{ base: 20, sm: 26 }} fw={800} data-testid={`insight-${label}`}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dark.1">
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}

/** The Insights tab's one range: a preset or two dates, and its label, which every panel below follows. */
export function RangePicker({ chosen }: { chosen: InsightsRange }) {
  const { custom, setCustom } = chosen;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="insights-range">
      <Stack gap="sm">
        <Title order={2} size="h3" id="insights-range">
          Insights
        </Title>
        {/* Buttons that wrap, not a segmented bar: four choices fit no 390 px screen in one row. */}
        <Group gap="xs" role="group" aria-label="Range">
          {RANGE_PRESETS.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={value === chosen.preset ? "filled" : "default"}
              aria-pressed={value === chosen.preset}
              onClick={() => chosen.setPreset(value)}
            >
              {RANGE_LABELS[value]}
            </Button>
          ))}
        </Group>
        {chosen.preset === "custom" ? (
          <Group wrap="wrap">
            <TextInput
              type="date"
              label="From"
              value={custom.from}
              onChange={(e) => setCustom({ ...custom, from: e.currentTarget.value })}
              error={chosen.issue("from")}
            />
            <TextInput
              type="date"
              label="To"
              value={custom.to}
              onChange={(e) => setCustom({ ...custom, to: e.currentTarget.value })}
              error={chosen.issue("to")}
            />
          </Group>
        ) : null}
        <Text fw={600} data-testid="insights-range-label" aria-live="polite">
          {chosen.label} (studio nights)
        </Text>
      </Stack>
    </Card>
  );
}

/** The spec's four cards, then money taken and owed, attendance, occupancy and money by month: all the range's. */
/** Under a deposit policy or terms: deposits held and kept, and refunds due, as they stand now. */
function DepositFigureCards({ deposits }: { deposits: DepositFigures }) {
  const keys = Object.keys(DEPOSIT_FIGURE_LABELS) as (keyof DepositFigures)[];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="deposit-figures">
      {keys.map((key) => (
        <Figure key={key} label={DEPOSIT_FIGURE_LABELS[key]} value={formatPounds(deposits[key])} hint="Now" />
      ))}
    </SimpleGrid>
  );
}

export function RangeFigures({ figures }: { figures: RangeInsights & { deposits?: DepositFigures } }) {
  const months = figures.byMonth.map((m) => ({
    month: m.month,
    Booked: m.bookedPence / 100,
    Taken: m.collectedPence / 100,
  }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Figure
          label="Total Revenue"
          value={formatPounds(figures.totalRevenuePence)}
          hint="Confirmed bookings"
        />
        <Figure label="Total Bookings" value={String(figures.totalBookings)} hint="All bookings" />
        <Figure label="Confirmed" value={String(figures.confirmedCount)} hint="Confirmed bookings" />
        <Figure
          label="Avg Booking Value"
          value={formatPounds(figures.avgBookingValuePence)}
          hint="Per confirmed booking"
        />
        <Figure label="Taken" value={formatPounds(figures.collectedPence)} hint="Payments less refunds" />
        <Figure
          label="Outstanding"
          value={formatPounds(figures.outstandingPence)}
          hint="Owed on sessions that have started"
        />
        <Figure label="No-show rate" value={percent(figures.noShowRate)} hint="Of sessions marked" />
        <Figure label="Late-cancel rate" value={percent(figures.lateCancelRate)} hint="Of bookings" />
      </SimpleGrid>
      {figures.deposits ? <DepositFigureCards deposits={figures.deposits} /> : null}
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
