import { BarChart, type BarChartProps } from "@mantine/charts";
import { formatPounds } from "@studio/domain";

type PoundsBarChartProps = Pick<
  BarChartProps,
  "data" | "dataKey" | "series" | "withLegend" | "maxBarWidth"
> & {
  /** What the chart shows, for a screen reader (it reads the chart as one image). */
  label: string;
};

/** Money as bars: the data in pounds, the tooltips as '£1,250.00'. */
export function PoundsBarChart({ label, ...chart }: PoundsBarChartProps) {
  return (
    <BarChart
      h={240}
      {...chart}
      valueFormatter={(pounds) => formatPounds(Math.round(pounds * 100))}
      tickLine="y"
      aria-label={label}
      role="img"
    />
  );
}
