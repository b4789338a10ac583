import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { DEPOSIT_FIGURE_LABELS, type DepositFigures, formatPounds, type RangeInsights } from "@studio/domain";
import { type InsightsRange, percent, RANGE_LABELS, RANGE_PRESETS } from "./insight-ranges";
import { OccupancyTables } from "./OccupancyTables";
import { PoundsBarChart } from "./PoundsBarChart";
import { SectionCard } from "../SectionCard";

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
    <SectionCard id="insights-range" title="Insights">
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
    </SectionCard>
  );
}

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

/** The range's figure cards: label, value, what it counts. */
const rangeFigures = (figures: RangeInsights): [string, string, string][] => [
  ["Total Revenue", formatPounds(figures.totalRevenuePence), "Confirmed bookings"],
  ["Total Bookings", String(figures.totalBookings), "All bookings"],
  ["Confirmed", String(figures.confirmedCount), "Confirmed bookings"],
  ["Avg Booking Value", formatPounds(figures.avgBookingValuePence), "Per confirmed booking"],
  ["Taken", formatPounds(figures.collectedPence), "Payments less refunds"],
  ["Outstanding", formatPounds(figures.outstandingPence), "Owed on sessions that have started"],
  ["No-show rate", percent(figures.noShowRate), "Of sessions marked"],
  ["Late-cancel rate", percent(figures.lateCancelRate), "Of bookings"],
];

/** The spec's four cards, then money taken and owed, attendance, occupancy and money by month: all the range's. */
export function RangeFigures({ figures }: { figures: RangeInsights & { deposits?: DepositFigures } }) {
  const months = figures.byMonth.map((m) => ({
    month: m.month,
    Booked: m.bookedPence / 100,
    Taken: m.collectedPence / 100,
  }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {rangeFigures(figures).map(([label, value, hint]) => (
          <Figure key={label} label={label} value={value} hint={hint} />
        ))}
      </SimpleGrid>
      {figures.deposits ? <DepositFigureCards deposits={figures.deposits} /> : null}
      <OccupancyTables occupancy={figures.occupancy} />
      <PoundsBarChart
        data={months}
        dataKey="month"
        series={[
          { name: "Booked", color: "amber.5", label: "Booked (£)" },
          { name: "Taken", color: "green.6", label: "Taken (£)" },
        ]}
        withLegend
        maxBarWidth={40}
        label="Bar chart of money booked and money taken per month"
      />
    </Stack>
  );
}
