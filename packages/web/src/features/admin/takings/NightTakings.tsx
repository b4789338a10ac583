import { Text } from "@mantine/core";
import { formatPounds, paymentMethodLabel } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../trpc";
import classes from "../bookings/NightSheet.module.css";
import { useMay } from "../may";

/** The night sheet's cashing up: what the till took in the studio day (06:00 to 06:00), by method. */
export function NightTakings({ night }: { night: string }) {
  const trpc = useTRPC();
  const may = useMay();
  const totals = useQuery({
    ...trpc.admin.takings.night.queryOptions({ date: night }),
    enabled: may("payments"),
  });
  if (!may("payments")) return null;
  if (totals.isPending) return <Text c="dark.1">Loading the night's takings...</Text>;
  if (totals.isError) return <Text c="red">Could not load the night's takings: {totals.error.message}</Text>;
  const { byMethod, total } = totals.data;
  return (
    <table className={classes.table} data-testid="night-takings">
      <caption>Takings by method (06:00 to 06:00)</caption>
      <thead>
        <tr>
          <th>Method</th>
          <th>Taken</th>
          <th>Refunded</th>
          <th>Net</th>
        </tr>
      </thead>
      <tbody>
        {byMethod.map((line) => (
          <tr key={line.method}>
            <td>{line.method ? paymentMethodLabel(line.method) : ""}</td>
            <td>{formatPounds(line.takenPence)}</td>
            <td>{formatPounds(line.refundedPence)}</td>
            <td>{formatPounds(line.netPence)}</td>
          </tr>
        ))}
        <tr className={classes.total}>
          <th scope="row">All methods</th>
          <td>{formatPounds(total.takenPence)}</td>
          <td>{formatPounds(total.refundedPence)}</td>
          <td>{formatPounds(total.netPence)}</td>
        </tr>
      </tbody>
    </table>
  );
}
