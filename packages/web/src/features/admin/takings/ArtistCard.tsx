import { Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { type Artist, type ArtistNote, formatFullDay, formatPounds } from "@studio/domain";
import { Fact } from "../bookings/BookingFacts";
import { ArtistNotes } from "./ArtistNotes";
import { ArtistSessions } from "./ArtistSessions";
import type { MaybeStaffBooking } from "./PaymentBadges";

interface ArtistCardProps {
  artist: Artist & { notes: ArtistNote[] };
  /** The artist's bookings as the bookings list has them. */
  bookings: MaybeStaffBooking[];
}

/** One artist: who they are, their record in figures, every session, and the staff's notes. */
export function ArtistCard({ artist, bookings }: ArtistCardProps) {
  const headingId = `artist-${artist.bookingIds[0]}`;
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={headingId} data-testid="artist-card">
      <Stack gap="md">
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
        <Stack gap="xs">
          <Title order={4} size="h6" id={`${headingId}-sessions`}>
            Sessions
          </Title>
          <ArtistSessions bookings={bookings} labelledBy={`${headingId}-sessions`} />
        </Stack>
        <ArtistNotes email={artist.email} notes={artist.notes} headingId={headingId} />
      </Stack>
    </Card>
  );
}
