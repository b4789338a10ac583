import { Alert } from "@mantine/core";
import { closedNightMessage, producerAwayMessage } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../trpc";

/** A closed night (with the studio's public text) or the chosen producer away, said on the grid. */
export function NightNotice({ date, engineer }: { date: string; engineer: string }) {
  const trpc = useTRPC();
  const notice = useQuery({ ...trpc.bookings.notice.queryOptions({ date }), enabled: date !== "" });
  if (!date || !notice.data) return null;
  const { closed, away } = notice.data;
  if (closed !== null) {
    return (
      <Alert color="yellow" title="Studio closed" role="status" data-testid="night-notice">
        {closedNightMessage(date, closed)}
      </Alert>
    );
  }
  if (engineer && away.includes(engineer)) {
    return (
      <Alert color="yellow" title="Producer away" role="status" data-testid="night-notice">
        {producerAwayMessage(engineer, date)}
      </Alert>
    );
  }
  return null;
}
