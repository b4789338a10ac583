import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { type Artist, artistQuerySchema, formatFullDay, formatPounds } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTRPC } from "../../../trpc";
import { Fact } from "../bookings/BookingFacts";
import { TabState } from "../TabState";

/** The studio's artists: found by name, e-mail or phone, each with their record of sessions and money. */
export function ArtistsTab() {
  const trpc = useTRPC();
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [q, setQ] = useState("");
  const artists = useQuery(trpc.admin.takings.artists.queryOptions({ q }));

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
        {(found) => found.map((artist) => <ArtistCard key={artist.email} artist={artist} />)}
      </TabState>
    </Stack>
  );
}

function ArtistCard({ artist }: { artist: Artist }) {
  const headingId = `artist-${artist.bookingIds[0]}`;
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={headingId} data-testid="artist-card">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" id={headingId}>
            {artist.names.join(" / ")}
          </Title>
          <Text size="sm" c="dark.1" style={{ overflowWrap: "anywhere" }}>
            {artist.email} · {artist.phones.join(", ")}
          </Text>
        </div>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="xs" m={0}>
          <Fact label="Bookings">{artist.bookings}</Fact>
          <Fact label="Attended">{artist.attended}</Fact>
          <Fact label="No-shows">{artist.noShows}</Fact>
          <Fact label="Late cancels">{artist.lateCancels}</Fact>
          <Fact label="Total paid">{formatPounds(artist.paidPence)}</Fact>
          <Fact label="Last session">{formatFullDay(artist.lastSession)}</Fact>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
