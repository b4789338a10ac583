import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Alert, Group, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { formatPounds, type Insights } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { useTRPC } from "../../../trpc";
import { TabLoader } from "../TabLoader";
import { useInsightsRange } from "../takings/insight-ranges";
import { RangeFigures, RangePicker } from "../takings/RangeInsightsPanel";
import { TakingsExport } from "../takings/TakingsExport";
import { PoundsBarChart } from "../takings/PoundsBarChart";
import { weeklyBookings } from "./weekly-bookings";
import { SectionCard } from "../SectionCard";

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `insights-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <SectionCard id={id} title={title} level={3}>
      {children}
    </SectionCard>
  );
}

/** The Insights tab: one range, chosen and named at the top, governs every figure, panel and file. */
export default function InsightsTab() {
  const trpc = useTRPC();
  const chosen = useInsightsRange();
  const { range } = chosen;
  const insights = useQuery({
    ...trpc.admin.takings.insights.queryOptions(range),
    enabled: chosen.valid,
  });
  const bookings = useQuery(trpc.admin.bookings.list.queryOptions());
  const perWeek = useMemo(
    () => weeklyBookings((bookings.data ?? []).filter((b) => b.date >= range.from && b.date <= range.to)),
    [bookings.data, range.from, range.to],
  );

  let body: ReactNode = null;
  if (insights.isError) {
    body = (
      <Alert color="red" title="Could not load the insights">
        {insights.error.message}
      </Alert>
    );
  } else if (insights.data) {
    const figures = insights.data;
    body = (
      <>
        <RangeFigures figures={figures} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <ProducerPerformance engineers={figures.engineers} />
          <SessionLengths durations={figures.durations} />
          <RevenuePerProducer engineers={figures.engineers} />
          <BookingsPerWeek perWeek={perWeek} />
        </SimpleGrid>
      </>
    );
  } else if (chosen.valid) body = <TabLoader label="Loading insights..." />;

  return (
    <Stack gap="lg">
      <RangePicker chosen={chosen} />
      {body}
      <TakingsExport chosen={chosen} />
    </Stack>
  );
}

function ProducerPerformance({ engineers }: { engineers: Insights["engineers"] }) {
  return (
    <Panel title="Engineer Performance">
      {engineers.length === 0 ? (
        <Text c="dark.1">No engineer data yet</Text>
      ) : (
        <Table verticalSpacing="xs" aria-label="Sessions and revenue per engineer">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Engineer</Table.Th>
              <Table.Th scope="col" ta="right">
                Sessions
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Revenue
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {engineers.map((row) => (
              <Table.Tr key={row.engineer}>
                <Table.Th scope="row" fw={500}>
                  {row.engineer}
                </Table.Th>
                <Table.Td ta="right">{row.sessions}</Table.Td>
                <Table.Td ta="right">{formatPounds(row.revenuePence)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Panel>
  );
}

function SessionLengths({ durations }: { durations: Insights["durations"] }) {
  return (
    <Panel title="Popular Session Lengths">
      {durations.length === 0 ? (
        <Text c="dark.1">No duration data yet</Text>
      ) : (
        <Stack gap={6}>
          {durations.map((row) => (
            <Group key={row.duration} justify="space-between">
              <Text>{row.duration} hours</Text>
              <Text fw={600}>
                {row.count} {row.count === 1 ? "booking" : "bookings"}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

function RevenuePerProducer({ engineers }: { engineers: Insights["engineers"] }) {
  const revenueByProducer = engineers.map((row) => ({
    engineer: row.engineer,
    Revenue: row.revenuePence / 100,
  }));
  return (
    <Panel title="Revenue per Engineer">
      {revenueByProducer.length === 0 ? (
        <Text c="dark.1">No engineer data yet</Text>
      ) : (
        <PoundsBarChart
          data={revenueByProducer}
          dataKey="engineer"
          series={[{ name: "Revenue", color: "amber.5", label: "Revenue (£)" }]}
          maxBarWidth={56}
          label="Bar chart of confirmed revenue per engineer"
        />
      )}
    </Panel>
  );
}

function BookingsPerWeek({ perWeek }: { perWeek: ReturnType<typeof weeklyBookings> }) {
  return (
    <Panel title="Bookings per Week">
      {perWeek.length === 0 ? (
        <Text c="dark.1">No bookings in this range</Text>
      ) : (
        <BarChart
          h={240}
          data={perWeek}
          dataKey="week"
          type="stacked"
          series={[
            { name: "Confirmed", color: "green.6" },
            { name: "Cancelled", color: "red.6" },
          ]}
          withLegend
          tickLine="y"
          maxBarWidth={56}
          yAxisProps={{ allowDecimals: false }}
          aria-label="Bar chart of bookings per week, by session date"
          role="img"
        />
      )}
    </Panel>
  );
}
