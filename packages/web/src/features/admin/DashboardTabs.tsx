import { Tabs } from "@mantine/core";
import type { Capability } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { useTRPC } from "../../trpc";
import { ArchiveTab } from "./archive/ArchiveTab";
import { CreateBookingTab } from "./create/CreateBookingTab";
import { EmailPanel } from "./email/EmailPanel";
import { HoldsTab } from "./holds/HoldsTab";
import { useMay } from "./may";
import { MessagesTab } from "./messages/MessagesTab";
import { PrivacyTab } from "./privacy/PrivacyTab";
import { StaffTab } from "./staff/StaffTab";
import { StudioTab } from "./studio/StudioTab";
import { TabLoader } from "./TabLoader";
import { ArtistsTab } from "./takings/ArtistsTab";

// The calendar (@mantine/schedule) and the charts (recharts) are the heavy parts: fetched when
// their tab is first opened, not with the dashboard.
const CalendarTab = lazy(() => import("./calendar/CalendarTab"));
const InsightsTab = lazy(() => import("./insights/InsightsTab"));

export type TabName =
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

/** The tabs the person's role may open, with the bookings, unread messages and archive counted. */
export function DashboardTabList() {
  const trpc = useTRPC();
  const may = useMay();
  const bookings = useQuery(trpc.admin.bookings.list.queryOptions());
  const messages = useQuery({ ...trpc.admin.messages.list.queryOptions(), enabled: may("messages") });
  const archived = useQuery({ ...trpc.admin.archived.list.queryOptions(), enabled: may("bookings") });
  const unread = messages.data?.filter((message) => message.status === "unread").length;
  return (
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
  );
}

/** Create, Calendar and Insights (for those who may handle bookings), then the self-contained tabs. */
export function DashboardPanels({ onOpenBooking }: { onOpenBooking: (id: string) => void }) {
  const may = useMay();
  return (
    <>
      {may("bookings") ? (
        <>
          {/* Kept mounted so a half-filled form survives a look at the calendar. */}
          <Tabs.Panel value="create" pt="lg" keepMounted>
            <CreateBookingTab />
          </Tabs.Panel>
          <Tabs.Panel value="calendar" pt="lg">
            <Suspense fallback={<TabLoader label="Loading calendar..." />}>
              <CalendarTab onOpenBooking={onOpenBooking} />
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
    </>
  );
}
