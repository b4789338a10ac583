import "@mantine/schedule/styles.css";
import { Alert, Card, Stack, Text, Title } from "@mantine/core";
import { Schedule, type ScheduleEventData, type ScheduleViewLevel } from "@mantine/schedule";
import type { Booking } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTRPC } from "../../../trpc";
import { TabLoader } from "../TabLoader";
import classes from "./CalendarTab.module.css";
import { axisNow, sessionOnAxis, wallClockOf } from "./studioNight";

const VIEWS = ["month", "week", "day"] as const satisfies readonly ScheduleViewLevel[];

// Green confirmed, red otherwise (spec §2), in shades dark enough for white text (WCAG AA).
const CONFIRMED_GREEN = "#1e7a34";
const OTHER_RED = "red.9";

function toEvent(booking: Booking): ScheduleEventData {
  const { start, end } = sessionOnAxis(booking);
  return {
    id: booking.id,
    title: `${booking.firstName} ${booking.lastName} - ${booking.engineer}`,
    start,
    end,
    color: booking.status === "confirmed" ? CONFIRMED_GREEN : OTHER_RED,
    variant: "filled",
    payload: { bookingId: booking.id },
  };
}

// Day and week columns are studio days: the axis runs 06:00 -> 06:00 in 60-minute steps and
// opens scrolled to noon, when sessions begin (spec §2 Calendar tab, DESIGN §3.8).
const timeGridProps = {
  startTime: "00:00:00",
  endTime: "23:59:59",
  intervalMinutes: 60,
  startScrollTime: "06:00:00",
  slotLabelFormat: wallClockOf,
  getCurrentTime: () => axisNow(new Date()),
  getTimeSlotProps: ({ start, end }: { start: string; end: string }) => ({
    "aria-label": `Time slot ${wallClockOf(start)} - ${wallClockOf(end)}`,
  }),
  // Sessions never fill a whole day; a night is scrolled through, opening at noon.
  scrollAreaProps: { mah: "min(70vh, 720px)" },
  viewSelectProps: { views: VIEWS },
};

// The studio has no weekend: Friday to Sunday are its working nights.
const NO_WEEKEND: [] = [];

/** Spec §2 Calendar tab: every booking as an event, green when confirmed, red otherwise. */
export default function CalendarTab({ onOpenBooking }: { onOpenBooking: (id: string) => void }) {
  const trpc = useTRPC();
  const bookings = useQuery(trpc.admin.bookings.list.queryOptions());
  const [view, setView] = useState<ScheduleViewLevel>("month");
  const [date, setDate] = useState(() => axisNow(new Date()).slice(0, 10));
  // The calendar asks for a stable array.
  const events = useMemo(() => (bookings.data ?? []).map(toEvent), [bookings.data]);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="studio-calendar">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="studio-calendar">
            Studio Calendar
          </Title>
          <Text c="dark.1" size="sm">
            Visual overview of all bookings
          </Text>
        </div>
        {bookings.isPending ? (
          <TabLoader label="Loading bookings..." />
        ) : bookings.isError ? (
          <Alert color="red" title="Could not load the bookings">
            {bookings.error.message}
          </Alert>
        ) : (
          <Schedule
            view={view}
            onViewChange={setView}
            date={date}
            onDateChange={setDate}
            events={events}
            onEventClick={(event) => onOpenBooking(String(event.payload?.bookingId ?? event.id))}
            dayViewProps={{ ...timeGridProps, withAllDaySlot: false }}
            weekViewProps={{
              ...timeGridProps,
              withAllDaySlots: false,
              firstDayOfWeek: 1,
              weekendDays: NO_WEEKEND,
            }}
            monthViewProps={{
              firstDayOfWeek: 1,
              weekendDays: NO_WEEKEND,
              viewSelectProps: { views: VIEWS },
              classNames: { monthViewDay: classes.day },
            }}
          />
        )}
      </Stack>
    </Card>
  );
}
