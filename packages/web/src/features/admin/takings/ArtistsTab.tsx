import { Button, Card, Group, Stack, TextInput, Title } from "@mantine/core";
import { artistQuerySchema } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTRPC } from "../../../trpc";
import { TabState } from "../TabState";
import { ArtistCard } from "./ArtistCard";

/** The studio's artists: found by name, e-mail or phone, each with their record of sessions and money. */
export function ArtistsTab() {
  const trpc = useTRPC();
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [q, setQ] = useState("");
  const artists = useQuery(trpc.admin.takings.artists.queryOptions({ q }));
  const bookings = useQuery(trpc.admin.bookings.list.queryOptions());
  const byId = new Map((bookings.data ?? []).map((booking) => [booking.id, booking]));

  const search = (event: FormEvent) => {
    event.preventDefault();
    const parsed = artistQuerySchema.safeParse({ q: draft });
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (parsed.success) setQ(parsed.data.q);
  };

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <form onSubmit={search} noValidate aria-labelledby="artists-find-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="artists-find-title">
              Find an artist
            </Title>
            <Group align="flex-end" wrap="wrap">
              <TextInput
                label="Name, e-mail or phone"
                value={draft}
                onChange={(event) => setDraft(event.currentTarget.value)}
                error={error}
                style={{ flex: "1 1 16rem" }}
              />
              <Button type="submit">Search</Button>
            </Group>
          </Stack>
        </form>
      </Card>
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
