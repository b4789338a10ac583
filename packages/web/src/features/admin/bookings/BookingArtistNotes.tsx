import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../trpc";
import { useMay } from "../may";
import { ArtistNotes } from "../takings/ArtistNotes";

/**
 * The staff notes on the booking's artist in its View, as on the Artists tab (read and added
 * there too): whoever opens a booking sees "always late, pays cash" without a second search.
 */
export function BookingArtistNotes({ booking }: { booking: { id: string; email: string } }) {
  const trpc = useTRPC();
  const mayRead = useMay()("bookings");
  const artists = useQuery({
    ...trpc.admin.takings.artists.queryOptions({ q: booking.email }),
    enabled: mayRead,
  });
  const artist = artists.data?.find((found) => found.bookingIds.includes(booking.id));
  if (!artist) return null;
  return <ArtistNotes email={artist.email} notes={artist.notes} headingId={`view-${booking.id}`} />;
}
