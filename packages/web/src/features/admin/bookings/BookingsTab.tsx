import { Stack, Text } from "@mantine/core";
import { type Booking, leaveOn } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../trpc";
import { TabState } from "../TabState";
import { BookingCard } from "./BookingCard";
import { downloadCsv } from "./csv";
import { NightSheet } from "./NightSheet";
import { WorkListToolbar } from "./WorkListToolbar";
import { DEFAULT_FILTER, viewCounts, type WorkFilter, workList } from "./workList";

interface BookingsTabProps {
  onView: (id: string) => void;
  onEdit: (booking: Booking) => void;
}

const TEXTS = {
  loading: "Loading bookings...",
  errorTitle: "Could not load the bookings",
  empty: "No bookings yet",
};

/** The Bookings tab, run as a work list: Upcoming first, tonight's sessions marked. */
export function BookingsTab({ onView, onEdit }: BookingsTabProps) {
  const bookings = useQuery(useTRPC().admin.bookings.list.queryOptions());
  return (
    <TabState query={bookings} {...TEXTS}>
      {(data) => <WorkListView bookings={data} onView={onView} onEdit={onEdit} />}
    </TabState>
  );
}

function WorkListView({ bookings, onView, onEdit }: BookingsTabProps & { bookings: Booking[] }) {
  const trpc = useTRPC();
  const diary = useQuery(trpc.admin.diary.list.queryOptions());
  const engineers = useQuery(trpc.engineers.list.queryOptions());
  const [filter, setFilter] = useState<WorkFilter>(DEFAULT_FILTER);
  const [printing, setPrinting] = useState(false);
  const now = new Date();
  const items = workList(bookings, filter, now);
  const names = engineers.data?.map((engineer) => engineer.name) ?? [];

  return (
    <Stack gap="md">
      <WorkListToolbar
        filter={filter}
        counts={viewCounts(bookings, filter, now)}
        engineers={names}
        onChange={setFilter}
        onExport={() => downloadCsv(items, `bookings-${filter.view}-${now.toISOString().slice(0, 10)}.csv`)}
        onPrint={() => setPrinting(true)}
      />
      {items.length === 0 ? (
        <Text c="dark.1" ta="center" py="xl">
          No bookings match
        </Text>
      ) : (
        items.map((item) => (
          <BookingCard
            key={item.booking.id}
            booking={item.booking}
            tonight={item.tonight && item.booking.status === "confirmed"}
            nth={item.nth}
            away={
              item.booking.status === "confirmed" &&
              leaveOn(item.booking.engineer, item.booking.date, diary.data?.leave ?? []) !== undefined
            }
            onView={onView}
            onEdit={onEdit}
          />
        ))
      )}
      <NightSheet opened={printing} bookings={bookings} onClose={() => setPrinting(false)} />
    </Stack>
  );
}
