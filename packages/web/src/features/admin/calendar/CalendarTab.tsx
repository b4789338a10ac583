import "@mantine/schedule/styles.css";
import "dayjs/locale/en-gb";
import { Alert, Card, Group, Stack, Switch, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Schedule, type ScheduleEventData, type ScheduleViewLevel } from "@mantine/schedule";
import {
  addDays,
  type Booking,
  type Closure,
  currentStudioNight,
  dayKind,
  formatTime12,
  type ProducerLeave,
  sessionInterval,
} from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTRPC } from "../../../trpc";
import { DiaryPanel } from "../diary/DiaryPanel";
import { TabLoader } from "../TabLoader";
import { CalendarFeeds } from "./CalendarFeeds";
import classes from "./CalendarTab.module.css";
import { axisNow, sessionOnAxis, wallClockOf } from "./studioNight";

const VIEWS = ["month", "week", "day"] as const satisfies readonly ScheduleViewLevel[];

// Green confirmed, red otherwise (spec §2), in shades dark enough for white text (WCAG AA).
const CONFIRMED_GREEN = "#1e7a34";
const OTHER_RED = "red.9";

const DIARY_GREY = "gray.7";

function toEvent(booking: Booking): ScheduleEventData {
  const { start, end } = sessionOnAxis(booking);
  return {
    id: booking.id,
    title: `${formatTime12(booking.startTime)} ${booking.firstName} ${booking.lastName} - ${booking.engineer}`,
    start,
    end,
    color: booking.status === "confirmed" ? CONFIRMED_GREEN : OTHER_RED,
    variant: "filled",
    payload: { bookingId: booking.id },
  };
}

/** A whole studio night on the axis (12:00 to 06:00 real time). */
function nightEvent(id: string, night: string, title: string): ScheduleEventData {
  return {
    id,
    title,
    start: `${night} 06:00:00`,
    end: `${night} 23:59:00`,
    color: DIARY_GREY,
    variant: "light",
  };
}

function nightsOf(range: { startDate: string; endDate: string }): string[] {
  const nights: string[] = [];
  for (
    let night = range.startDate;
    night <= range.endDate && nights.length < 400;
    night = addDays(night, 1)
  ) {
    nights.push(night);
  }
  return nights;
}

/** Closures and producers' leave, one event per night they cover. */
function diaryEvents(closures: readonly Closure[], leave: readonly ProducerLeave[]): ScheduleEventData[] {
  return [
    ...closures.flatMap((closure) =>
      nightsOf(closure).map((night) =>
        nightEvent(`closure-${closure.id}-${night}`, night, `Closed: ${closure.reason}`),
      ),
    ),
    ...leave.flatMap((away) =>
      nightsOf(away).map((night) => nightEvent(`leave-${away.id}-${night}`, night, `${away.engineer} away`)),
    ),
  ];
}

/** The next night the studio opens (tonight if it is one): where a phone's day view opens. */
function comingSessionNight(now: Date): string {
  let night = currentStudioNight(now);
  while (dayKind(night) !== "session") night = addDays(night, 1);
  return night;
}

// Day and week columns are studio nights: the axis shows 12:00 -> 06:00 (the closed morning hours
// are left out) in 60-minute steps (spec §2 Calendar tab, DESIGN §3.8).
const timeGridProps = {
  startTime: "06:00:00",
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
  const diary = useQuery(trpc.admin.diary.list.queryOptions());
  // A phone opens on the day view of the coming studio night: a month is wider than the screen.
  const phone = useMediaQuery("(max-width: 48em)", false, { getInitialValueInEffect: false });
  const [view, setView] = useState<ScheduleViewLevel>(phone ? "day" : "month");
  const [date, setDate] = useState(() =>
    phone ? comingSessionNight(new Date()) : axisNow(new Date()).slice(0, 10),
  );
  const [showCancelled, setShowCancelled] = useState(false);
  // The calendar asks for a stable array; sessions in start order, cancelled ones only on request.
  const events = useMemo(
    () => [
      ...(bookings.data ?? [])
        .filter((booking) => showCancelled || booking.status === "confirmed")
        .sort((a, b) => (sessionInterval(a)?.startMs ?? 0) - (sessionInterval(b)?.startMs ?? 0))
        .map(toEvent),
      ...diaryEvents(diary.data?.closures ?? [], diary.data?.leave ?? []),
    ],
    [bookings.data, diary.data, showCancelled],
  );

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" component="section" aria-labelledby="studio-calendar">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <div>
              <Title order={2} size="h3" id="studio-calendar">
                Studio Calendar
              </Title>
              <Text c="dark.1" size="sm">
                Visual overview of all bookings
              </Text>
            </div>
            <Switch
              label="Show cancelled"
              checked={showCancelled}
              onChange={(event) => setShowCancelled(event.currentTarget.checked)}
            />
          </Group>
          {bookings.isPending ? (
            <TabLoader label="Loading bookings..." />
          ) : bookings.isError ? (
            <Alert color="red" title="Could not load the bookings">
              {bookings.error.message}
            </Alert>
          ) : (
            <Schedule
              locale="en-gb"
              view={view}
              onViewChange={setView}
              date={date}
              onDateChange={setDate}
              events={events}
              onEventClick={(event) => onOpenBooking(String(event.payload?.bookingId ?? event.id))}
              dayViewProps={{ ...timeGridProps, withAllDaySlot: false, headerFormat: "dddd D MMMM YYYY" }}
              weekViewProps={{
                ...timeGridProps,
                withAllDaySlots: false,
                firstDayOfWeek: 1,
                weekendDays: NO_WEEKEND,
                weekdayFormat: "ddd D/M",
                weekLabelFormat: "D MMM",
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
      <DiaryPanel />
      <CalendarFeeds />
    </Stack>
  );
}
