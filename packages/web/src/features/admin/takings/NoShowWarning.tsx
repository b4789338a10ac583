import { Alert } from "@mantine/core";
import { noShowsText } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import { useTRPC } from "../../../trpc";

const looksLikeEmail = (email: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim());

/** Create's warning: the customer being booked has missed sessions before (staff may still book them). */
export function NoShowWarning({ email }: { email: string }) {
  const trpc = useTRPC();
  const q = useDeferredValue(email.trim());
  const artists = useQuery({
    ...trpc.admin.takings.artists.queryOptions({ q }),
    enabled: looksLikeEmail(q),
  });
  const artist = looksLikeEmail(q) ? artists.data?.[0] : undefined;
  if (!artist || artist.noShows === 0) return null;
  return (
    <Alert color="yellow" title="No-show history" data-testid="no-show-warning">
      {`${artist.names[0]} has ${noShowsText(artist.noShows)} and ${artist.lateCancels} late cancel${artist.lateCancels === 1 ? "" : "s"} on record. You may still book them.`}
    </Alert>
  );
}
