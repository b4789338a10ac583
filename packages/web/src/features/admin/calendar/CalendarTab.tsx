import "@mantine/schedule/styles.css";
import "dayjs/locale/en-gb";
import { Alert, Card, Group, SegmentedControl, Stack, Switch, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Schedule, type ScheduleViewLevel } from "@mantine/schedule";
import { dayKind, formatTime12, type Hold, nextOpenNight, sessionInterval } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTRPC } from "../../../trpc";
import { DiaryPanel } from "../diary/DiaryPanel";
import { HoldDialog } from "../holds/hold-card";
import { TabLoader } from "../TabLoader";
import { CalendarFeeds } from "./CalendarFeeds";
import classes from "./CalendarTab.module.css";
import { busyEvents, diaryEvents, holdEvent, producerColours, toEvent } from "./calendar-events";
import { ProducerLegend } from "./ProducerLegend";
import { axisNow, wallClockOf } from "./studio-night";
import { WeekendAgenda } from "./WeekendAgenda";

const VIEWS = ["month", "week", "day"] as const satisfies readonly ScheduleViewLevel[];

// Day and week columns are studio nights: the axis shows 12:00 -> 06:00 (the closed morning hours
// are left out) in 60-minute steps (docs/decisions.md, Calendar past midnight).
const timeGridProps = {
  startTime: "06:00:00",
  endTime: "23:59:59",
  intervalMinutes: 60,
  startScrollTime: "06:00:00",
  // One clock on the axis and the chips: 12-hour.
  slotLabelFormat: (axis: string) => formatTime12(wallClockOf(axis)),
  getCurrentTime: () => axisNow(new Date()),
  getTimeSlotProps: ({ start, end }: { start: string; end: string }) => ({
    "aria-label": `Time slot ${formatTime12(wallClockOf(start))} - ${formatTime12(wallClockOf(end))}`,
  }),
  // Sessions never fill a whole day; a night is scrolled through, opening at noon.
  scrollAreaProps: { mah: "min(70vh, 720px)" },
  viewSelectProps: { views: VIEWS },
};

type PhoneView = "weekend" | "calendar";
const PHONE_VIEWS = [
  { value: "weekend", label: "Weekend" },
  { value: "calendar", label: "Calendar" },
];

// The studio has no weekend: Friday to Sunday are its working nights.
const NO_WEEKEND: [] = [];

/** The Calendar tab: every booking as an event in its producer's colour, red when cancelled; holds light. */
export default function CalendarTab({ onOpenBooking }: { onOpenBooking: (id: string) => void }) {
  // A phone opens on the weekend's agenda (Friday to Sunday, the open nights): a month or a week
  // is wider than the screen. Its 'Calendar' is the day view, starting on that Friday.
  const phone = useMediaQuery("(max-width: 48em)", false, { getInitialValueInEffect: false });
  const [phoneView, setPhoneView] = useState<PhoneView>("weekend");
  const schedule = useScheduleView(phone);
  const [showCancelled, setShowCancelled] = useState(false);
  const { bookings, holds, events, colours } = useCalendarEvents(showCancelled);
  const [holdId, setHoldId] = useState<string | null>(null);
  const openEvent = (event: CalendarEvent) => {
    // A hold opens its dialog; closures and leave are not bookings: they open nothing.
    if (typeof event.payload?.bookingId === "string") onOpenBooking(event.payload.bookingId);
    if (typeof event.payload?.holdId === "string") setHoldId(event.payload.holdId);
  };

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" component="section" aria-labelledby="studio-calendar">
        <Stack gap="md">
          <CalendarHeader
            phoneView={phone ? phoneView : null}
            onPhoneViewChange={setPhoneView}
            showCancelled={showCancelled}
            onShowCancelledChange={setShowCancelled}
          />
          <ProducerLegend colours={colours} />
          {bookings.isPending ? (
            <TabLoader label="Loading bookings..." />
          ) : bookings.isError ? (
            <Alert color="red" title="Could not load the bookings">
              {bookings.error.message}
            </Alert>
          ) : phone && phoneView === "weekend" ? (
            <WeekendAgenda events={events} onEventClick={openEvent} />
          ) : (
            <StudioSchedule events={events} onEventClick={openEvent} schedule={schedule} />
          )}
        </Stack>
      </Card>
      <HoldDialog hold={holds.find((hold) => hold.id === holdId) ?? null} onClose={() => setHoldId(null)} />
      {/* The diary's panels stack under the calendar, one line each. */}
      <DiaryPanel />
      <CalendarFeeds />
    </Stack>
  );
}

interface CalendarHeaderProps {
  /** The phone's layout, or null on a wider screen (which has no choice of layout). */
  phoneView: PhoneView | null;
  onPhoneViewChange: (view: PhoneView) => void;
  showCancelled: boolean;
  onShowCancelledChange: (show: boolean) => void;
}

function CalendarHeader({
  phoneView,
  onPhoneViewChange,
  showCancelled,
  onShowCancelledChange,
}: CalendarHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap">
      <div>
        <Title order={2} size="h3" id="studio-calendar">
          Studio Calendar
        </Title>
        <Text c="dark.1" size="sm">
          Visual overview of all bookings
        </Text>
      </div>
      {phoneView !== null ? (
        <SegmentedControl
          aria-label="Calendar layout"
          data={PHONE_VIEWS}
          value={phoneView}
          onChange={(value) => onPhoneViewChange(value as PhoneView)}
        />
      ) : null}
      <Switch
        label="Show cancelled"
        checked={showCancelled}
        onChange={(event) => onShowCancelledChange(event.currentTarget.checked)}
      />
    </Group>
  );
}

const NO_HOLDS: Hold[] = [];

interface CalendarEvent {
  id: string | number;
  payload?: Record<string, unknown>;
}

/** The bookings, the holds, the diary's closures and leave and producers' busy time as events. */
function useCalendarEvents(showCancelled: boolean) {
  const trpc = useTRPC();
  const bookings = useQuery(trpc.admin.bookings.list.queryOptions());
  const diary = useQuery(trpc.admin.diary.list.queryOptions());
  const holds = useQuery(trpc.admin.holds.list.queryOptions());
  const producers = useQuery(trpc.engineers.list.queryOptions());
  // The calendar asks for a stable array; sessions in start order, cancelled ones only on request.
  const colours = useMemo(
    () => producerColours((producers.data ?? []).map((producer) => producer.name)),
    [producers.data],
  );
  const events = useMemo(() => {
    const now = new Date();
    return [
      ...(bookings.data ?? [])
        .filter((booking) => showCancelled || booking.status === "confirmed")
        .sort((a, b) => (sessionInterval(a)?.startMs ?? 0) - (sessionInterval(b)?.startMs ?? 0))
        .map((booking) => toEvent(booking, now, colours)),
      ...(holds.data ?? []).map((hold) => holdEvent(hold, now)),
      ...diaryEvents(diary.data?.closures ?? [], diary.data?.leave ?? []),
      ...busyEvents(diary.data?.busy ?? []),
    ];
  }, [bookings.data, holds.data, diary.data, showCancelled, colours]);
  return { bookings, holds: holds.data ?? NO_HOLDS, events, colours };
}

/**
 * The schedule's view and date, kept in the tab across the phone's two layouts. A day view opens
 * on the next night the studio is open, never on a closed weekday.
 */
function useScheduleView(phone: boolean) {
  const [view, setViewLevel] = useState<ScheduleViewLevel>(phone ? "day" : "month");
  const [date, setDate] = useState(() =>
    phone ? nextOpenNight(new Date()) : axisNow(new Date()).slice(0, 10),
  );
  const setView = (next: ScheduleViewLevel) => {
    if (next === "day" && dayKind(date.slice(0, 10)) !== "session") setDate(nextOpenNight(new Date()));
    setViewLevel(next);
  };
  return { view, setView, date, setDate };
}

interface StudioScheduleProps {
  events: ReturnType<typeof useCalendarEvents>["events"];
  onEventClick: (event: CalendarEvent) => void;
  schedule: ReturnType<typeof useScheduleView>;
}

/** Month, week and day views of the studio's nights. */
function StudioSchedule({ events, onEventClick, schedule }: StudioScheduleProps) {
  const { view, setView, date, setDate } = schedule;
  const box = useRef<HTMLDivElement>(null);
  // The week's day headings are named by what they show ('Mon 23'): the library's own label
  // ('Weekday 2026-11-23') does not contain the visible text, which speech input users say.
  useEffect(() => {
    for (const day of box.current?.querySelectorAll('[class*="weekViewDayLabel"]') ?? []) {
      day.removeAttribute("aria-label");
    }
  });
  return (
    <div ref={box}>
      <Schedule
        locale="en-gb"
        view={view}
        onViewChange={setView}
        date={date}
        onDateChange={setDate}
        events={events}
        onEventClick={onEventClick}
        dayViewProps={{ ...timeGridProps, withAllDaySlot: false, headerFormat: "dddd D MMMM YYYY" }}
        weekViewProps={{
          ...timeGridProps,
          withAllDaySlots: false,
          firstDayOfWeek: 1,
          weekendDays: NO_WEEKEND,
          weekdayFormat: "ddd",
          weekLabelFormat: "D MMM",
        }}
        monthViewProps={{
          firstDayOfWeek: 1,
          weekendDays: NO_WEEKEND,
          viewSelectProps: { views: VIEWS },
          classNames: { monthViewDay: classes.day },
        }}
      />
    </div>
  );
}
