import "../../styles/mantine-admin.css";
import "@mantine/dates/styles.css";
import { Container, Stack, Tabs } from "@mantine/core";
import type { Booking } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../trpc";
import { BookingDetailsModal } from "./bookings/BookingDetailsModal";
import { BookingsTab } from "./bookings/BookingsTab";
import { DashboardHeader } from "./DashboardHeader";
import { DashboardPanels, DashboardTabList, type TabName } from "./DashboardTabs";
import { DiaryPanel } from "./diary/DiaryPanel";
import { EditBookingModal } from "./edit/EditBookingModal";
import { MayContext, mayFor } from "./may";

export function AdminDashboard({ onLoggedOut }: { onLoggedOut: () => void }) {
  const trpc = useTRPC();
  const [tab, setTab] = useState<TabName>("bookings");
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Booking | null>(null);

  const me = useQuery(trpc.admin.me.queryOptions());
  const may = mayFor(me.data?.role);
  const bookings = useQuery(trpc.admin.bookings.list.queryOptions());
  const viewing = bookings.data?.find((booking) => booking.id === viewingId) ?? null;

  return (
    // The header's width and padding (NavBar.module.css .inner: 1200 px, md), so both line up.
    <MayContext value={may}>
      <Container size={1200} px="md" py="xl">
        <Stack gap="lg">
          <DashboardHeader onLoggedOut={onLoggedOut} />
          <Tabs value={tab} onChange={(value) => value && setTab(value as TabName)} keepMounted={false}>
            <DashboardTabList />
            <Tabs.Panel value="bookings" pt="lg">
              <BookingsTab onView={setViewingId} onEdit={setEditing} />
              {may("ownLeave") && !may("diary") ? <OwnLeave /> : null}
            </Tabs.Panel>
            <DashboardPanels onOpenBooking={setViewingId} />
          </Tabs>
        </Stack>

        <BookingDetailsModal
          booking={viewing}
          onClose={() => setViewingId(null)}
          onEdit={(booking) => {
            setViewingId(null);
            setEditing(booking);
          }}
        />
        <EditBookingModal booking={editing} onClose={() => setEditing(null)} />
      </Container>
    </MayContext>
  );
}

/** A producer's own leave, where they work (the Calendar, with everyone's diary, is not theirs). */
function OwnLeave() {
  const mine = useQuery(useTRPC().admin.myProducer.queryOptions());
  return mine.data?.producer ? (
    <Stack mt="lg">
      <DiaryPanel producer={mine.data.producer} />
    </Stack>
  ) : null;
}
