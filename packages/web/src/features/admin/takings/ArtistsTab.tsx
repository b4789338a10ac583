import { Stack } from "@mantine/core";
import { artistQuerySchema } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../trpc";
import { SearchCard } from "../SearchCard";
import { TabState } from "../TabState";
import { ArtistCard } from "./ArtistCard";

/** The studio's artists: found by name, e-mail or phone, each with their record of sessions and money. */
export function ArtistsTab() {
  const trpc = useTRPC();
  const [q, setQ] = useState("");
  const artists = useQuery(trpc.admin.takings.artists.queryOptions({ q }));
  const bookings = useQuery(trpc.admin.bookings.list.queryOptions());
  const byId = new Map((bookings.data ?? []).map((booking) => [booking.id, booking]));

  return (
    <Stack gap="lg">
      <SearchCard
        id="artists-find-title"
        title="Find an artist"
        label="Name, e-mail or phone"
        schema={artistQuerySchema}
        onSearch={setQ}
      />
      <TabState
        query={artists}
        loading="Loading artists..."
        errorTitle="Could not load the artists"
        empty="No artists found"
      >
        {(found) =>
          found.map((artist) => (
            <ArtistCard
              key={artist.email}
              artist={artist}
              bookings={artist.bookingIds.flatMap((id) => byId.get(id) ?? [])}
            />
          ))
        }
      </TabState>
    </Stack>
  );
}
