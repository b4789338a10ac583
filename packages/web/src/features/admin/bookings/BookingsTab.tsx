import { Stack, Text, Title } from "@mantine/core";
import { type Booking, can, type Hold, leaveOn } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../trpc";
import { HoldCard } from "../holds/hold-card";
import { TabState } from "../TabState";
import { BookingCard } from "./BookingCard";
import { downloadCsv } from "./csv";
import { NightSheet } from "./NightSheet";
import { NightWaiting } from "./NightWaiting";
import { WorkListToolbar } from "./WorkListToolbar";
import {
  byNight,
  DEFAULT_FILTER,
  heldInView,
  viewCounts,
  type WorkFilter,
  type WorkItem,
  withHolds,
  workList,
} from "./work-list";

interface BookingsTabProps {
  onView: (id: string) => void;
  onEdit: (booking: Booking) => void;
}

const TEXTS = {
  loading: "Loading bookings...",
  errorTitle: "Could not load the bookings",
  empty: "No bookings yet",
};

/** The Bookings tab, run as a work list: Upcoming first, tonight's sessions marked, holds among them. */
export function BookingsTab({ onView, onEdit }: BookingsTabProps) {
  const bookings = useQuery(useTRPC().admin.bookings.list.queryOptions());
  const holds = useNightHolds();
  const view = (data: Booking[]) => (
    <WorkListView bookings={data} holds={holds} onView={onView} onEdit={onEdit} />
  );
  // A night may be held before anything is booked: the list is not empty then.
  if (bookings.isSuccess && holds.length > 0) return view(bookings.data);
  return (
    <TabState query={bookings} {...TEXTS}>
      {view}
    </TabState>
  );
}

interface WorkListViewProps extends BookingsTabProps {
  bookings: Booking[];
  holds: Hold[];
}

function WorkListView({ bookings, holds, onView, onEdit }: WorkListViewProps) {
  const trpc = useTRPC();
  const diary = useQuery(trpc.admin.diary.list.queryOptions());
  const producers = useQuery(trpc.engineers.list.queryOptions());
  const [filter, setFilter] = useState<WorkFilter>(DEFAULT_FILTER);
  const [printing, setPrinting] = useState(false);
  const now = new Date();
  const items = workList(bookings, filter, now);
  const entries = withHolds(items, heldInView(holds, filter, now));
  const names = producers.data?.map((producer) => producer.name) ?? [];

  return (
    <Stack gap="md">
      <WorkListToolbar
        filter={filter}
        counts={viewCounts(bookings, filter, now)}
        provisional={workList(bookings, { ...filter, provisionalOnly: true }, now).length}
        producers={names}
        onChange={setFilter}
        onExport={() => downloadCsv(entries, `bookings-${filter.view}-${now.toISOString().slice(0, 10)}.csv`)}
        onPrint={() => setPrinting(true)}
      />
      {entries.length === 0 ? (
        <Text c="dark.1" ta="center" py="xl">
          No bookings match
        </Text>
      ) : (
        byNight(entries, now).map((group) => (
          <Stack key={group.night} gap="sm" component="section" aria-label={group.heading}>
            <Title order={3} size="h5" c="amber.3">
              {group.heading}
            </Title>
            <NightWaiting night={group.night} />
            {group.items.map((item) =>
              "hold" in item ? (
                <HoldCard key={item.hold.id} hold={item.hold} />
              ) : (
                <WorkCard
                  key={item.booking.id}
                  item={item}
                  leave={diary.data?.leave ?? []}
                  onView={onView}
                  onEdit={onEdit}
                />
              ),
            )}
          </Stack>
        ))
      )}
      <NightSheet opened={printing} bookings={bookings} holds={holds} onClose={() => setPrinting(false)} />
    </Stack>
  );
}

const NO_HOLDS: Hold[] = [];

/** The holds staff who manage bookings see among the sessions (a producer's own list has none). */
function useNightHolds(): Hold[] {
  const trpc = useTRPC();
  const me = useQuery(trpc.admin.me.queryOptions());
  const mayHold = me.data !== undefined && can(me.data.role, "bookings");
  return useQuery({ ...trpc.admin.holds.list.queryOptions(), enabled: mayHold }).data ?? NO_HOLDS;
}

type Leave = Parameters<typeof leaveOn>[2];

/** One session of the work list: its card with the marks the list knows of. */
function WorkCard({ item, leave, onView, onEdit }: BookingsTabProps & { item: WorkItem; leave: Leave }) {
  const { booking } = item;
  const confirmed = booking.status === "confirmed";
  return (
    <BookingCard
      booking={booking}
      tonight={item.tonight && confirmed}
      nth={item.nth}
      away={confirmed && leaveOn(booking.engineer, booking.date, leave) !== undefined}
      onView={onView}
      onEdit={onEdit}
    />
  );
}
