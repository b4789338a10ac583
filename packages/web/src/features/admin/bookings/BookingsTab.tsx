import { Alert, Stack, Text } from "@mantine/core";
import type { Booking } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../trpc";
import { TabLoader } from "../TabLoader";
import { BookingCard } from "./BookingCard";

interface BookingsTabProps {
  onView: (id: string) => void;
  onEdit: (booking: Booking) => void;
}

export function BookingsTab({ onView, onEdit }: BookingsTabProps) {
  const trpc = useTRPC();
  const bookings = useQuery(trpc.admin.bookings.list.queryOptions());

  if (bookings.isPending) return <TabLoader label="Loading bookings..." />;
  if (bookings.isError) {
    return (
      <Alert color="red" title="Could not load the bookings">
        {bookings.error.message}
      </Alert>
    );
  }
  if (bookings.data.length === 0) {
    return (
      <Text c="dark.1" ta="center" py="xl">
        No bookings yet
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {bookings.data.map((booking) => (
        <BookingCard key={booking.id} booking={booking} onView={onView} onEdit={onEdit} />
      ))}
    </Stack>
  );
}
