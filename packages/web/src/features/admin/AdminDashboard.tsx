import "../../styles/mantine-admin.css";
import "@mantine/dates/styles.css";
import { Button, Container, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { type Booking, type Capability, principalLabel } from "@studio/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useTRPC } from "../../trpc";
import { ArchiveTab } from "./archive/ArchiveTab";
import { BookingDetailsModal } from "./bookings/BookingDetailsModal";
import { BookingsTab } from "./bookings/BookingsTab";
import { CreateBookingTab } from "./create/CreateBookingTab";
import { DiaryPanel } from "./diary/DiaryPanel";
import { EditBookingModal } from "./edit/EditBookingModal";
import { EmailPanel } from "./email/EmailPanel";
import { HoldsTab } from "./holds/HoldsTab";
import { MayContext, mayFor } from "./may";
import { MessagesTab } from "./messages/MessagesTab";
import { PrivacyTab } from "./privacy/PrivacyTab";
import { StaffTab } from "./staff/StaffTab";
import { StudioTab } from "./studio/StudioTab";
import { TabLoader } from "./TabLoader";
import { ArtistsTab } from "./takings/ArtistsTab";
import { showToast } from "../../components/toast";

// The calendar (@mantine/schedule) and the charts (recharts) are the heavy parts: fetched when
// their tab is first opened, not with the dashboard.
const CalendarTab = lazy(() => import("./calendar/CalendarTab"));
const InsightsTab = lazy(() => import("./insights/InsightsTab"));

type TabName =
  | "bookings"
  | "create"
  | "calendar"
  | "insights"
  | "artists"
  | "messages"
  | "archive"
  | "privacy"
  | "email"
  | "holds"
  | "staff"
  | "studio";

// The tabs that need nothing from the dashboard, in the order they are listed, with what each
// needs of the permission table (the server refuses the rest; the browser only hides them).
const SELF_CONTAINED_TABS = [
  ["artists", ArtistsTab, "bookings"],
  ["messages", MessagesTab, "messages"],
  ["archive", ArchiveTab, "bookings"],
  ["privacy", PrivacyTab, "privacy"],
  ["email", EmailPanel, "messages"],
  ["holds", HoldsTab, "bookings"],
  ["staff", StaffTab, "staff"],
  ["studio", StudioTab, "studio"],
] as const satisfies readonly (readonly [TabName, () => ReactNode, Capability])[];

const counted = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

export function AdminDashboard({ onLoggedOut }: { onLoggedOut: () => void }) {
  const trpc = useTRPC();
  const [tab, setTab] = useState<TabName>("bookings");
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Booking | null>(null);

  const me = useQuery(trpc.admin.me.queryOptions());
  const may = mayFor(me.data?.role);
  const bookings = useQuery(trpc.admin.bookings.list.queryOptions());
  const messages = useQuery({ ...trpc.admin.messages.list.queryOptions(), enabled: may("messages") });
  const archived = useQuery({ ...trpc.admin.archived.list.queryOptions(), enabled: may("bookings") });
  const unread = messages.data?.filter((message) => message.status === "unread").length;
  const viewing = bookings.data?.find((booking) => booking.id === viewingId) ?? null;

  const logout = useMutation(
    trpc.admin.logout.mutationOptions({
      onSuccess: () => {
        showToast({ title: "Logged out", message: "You have left the admin dashboard", color: "green" });
        onLoggedOut();
      },
      // A failing logout still logs out.
      onError: () => {
        showToast({ title: "Session ended", message: "You have left the admin dashboard", color: "yellow" });
        onLoggedOut();
      },
    }),
  );

  return (
    // The header's width and padding (NavBar.module.css .inner: 1200 px, md), so both line up.
    <MayContext value={may}>
      <Container size={1200} px="md" py="xl">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <div>
              <Title order={1}>Admin Dashboard</Title>
              <Text c="dark.1">Manage bookings and messages</Text>
              {me.data ? <Text size="sm">Signed in as {principalLabel(me.data)}</Text> : null}
            </div>
            <Button variant="default" onClick={() => logout.mutate()} disabled={logout.isPending}>
              Logout
            </Button>
          </Group>

          <Tabs value={tab} onChange={(value) => value && setTab(value as TabName)} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="bookings">{counted("Bookings", bookings.data?.length)}</Tabs.Tab>
              {may("bookings") ? (
                <>
                  <Tabs.Tab value="create">Create</Tabs.Tab>
                  <Tabs.Tab value="calendar">Calendar</Tabs.Tab>
                  <Tabs.Tab value="insights">Insights</Tabs.Tab>
                  <Tabs.Tab value="artists">Artists</Tabs.Tab>
                </>
              ) : null}
              {may("messages") ? <Tabs.Tab value="messages">{counted("Messages", unread)}</Tabs.Tab> : null}
              {may("bookings") ? (
                <Tabs.Tab value="archive">{counted("Archive", archived.data?.length)}</Tabs.Tab>
              ) : null}
              {may("privacy") ? <Tabs.Tab value="privacy">Privacy</Tabs.Tab> : null}
              {may("messages") ? <Tabs.Tab value="email">E-mail</Tabs.Tab> : null}
              {may("bookings") ? <Tabs.Tab value="holds">Holds</Tabs.Tab> : null}
              {may("staff") ? <Tabs.Tab value="staff">Staff</Tabs.Tab> : null}
              {may("studio") ? <Tabs.Tab value="studio">Studio</Tabs.Tab> : null}
            </Tabs.List>

            <Tabs.Panel value="bookings" pt="lg">
              <BookingsTab onView={setViewingId} onEdit={setEditing} />
              {may("ownLeave") && !may("diary") ? <OwnLeave /> : null}
            </Tabs.Panel>
            {may("bookings") ? (
              <>
                {/* Kept mounted so a half-filled form survives a look at the calendar. */}
                <Tabs.Panel value="create" pt="lg" keepMounted>
                  <CreateBookingTab />
                </Tabs.Panel>
                <Tabs.Panel value="calendar" pt="lg">
                  <Suspense fallback={<TabLoader label="Loading calendar..." />}>
                    <CalendarTab onOpenBooking={setViewingId} />
                  </Suspense>
                </Tabs.Panel>
                <Tabs.Panel value="insights" pt="lg">
                  <Suspense fallback={<TabLoader label="Loading insights..." />}>
                    <InsightsTab />
                  </Suspense>
                </Tabs.Panel>
              </>
            ) : null}
            {SELF_CONTAINED_TABS.filter(([, , needs]) => may(needs)).map(([value, Panel]) => (
              <Tabs.Panel key={value} value={value} pt="lg">
                <Panel />
              </Tabs.Panel>
            ))}
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
