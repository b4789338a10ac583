// "3 waiting": how many visitors wait for time on a night of the work list (its waitlist). One
// query for every night; nothing is shown on a night nobody waits for, or to staff not allowed.
import { Badge } from "@mantine/core";
import { waitlistTexts } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../trpc";

export function NightWaiting({ night }: { night: string }) {
  const counts = useQuery({ ...useTRPC().admin.waitlist.counts.queryOptions(), retry: false });
  const waiting = counts.data?.find((count) => count.date === night)?.waiting ?? 0;
  if (waiting === 0) return null;
  return (
    <Badge variant="light" color="grape" data-testid="night-waiting" style={{ alignSelf: "flex-start" }}>
      {waitlistTexts.waiting(waiting)}
    </Badge>
  );
}
