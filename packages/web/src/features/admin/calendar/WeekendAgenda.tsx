import { Button, Group, getThemeColor, Text, UnstyledButton, useMantineTheme } from "@mantine/core";
import { AgendaView, type AgendaViewProps, type ScheduleEventData } from "@mantine/schedule";
import { addDays } from "@studio/domain";
import { useState } from "react";
import { comingFriday } from "./studio-night";

/** What an agenda line says under its title: the session's real range, or the night's note. */
export interface AgendaPayload {
  bookingId?: string;
  holdId?: string;
  /** 'Sun 29 Nov, 1:00 PM – 3:00 PM' (the domain's formatter). */
  range?: string;
}

/**
 * The agenda's line, with the real times: the calendar hands events to @mantine/schedule on a
 * shifted axis (studio-night.ts), so the agenda's own 'HH:mm – HH:mm' would be six hours early.
 */
function useAgendaLine(): NonNullable<AgendaViewProps["renderEvent"]> {
  const theme = useMantineTheme();
  const classes = AgendaView.classes;
  return (event, { children: _axisTimes, ...props }) => {
    const payload = (event.payload ?? {}) as AgendaPayload;
    return (
      <UnstyledButton {...props}>
        <div className={classes.agendaViewEventBody}>
          <div
            className={classes.agendaViewEventColor}
            style={{ backgroundColor: getThemeColor(event.color, theme) }}
          />
          <div>
            <Text className={classes.agendaViewEventTitle}>{event.title}</Text>
            <Text className={classes.agendaViewEventTime}>{payload.range ?? "All night"}</Text>
          </div>
        </div>
      </UnstyledButton>
    );
  };
}

interface WeekendAgendaProps {
  events: ScheduleEventData[];
  onEventClick: (event: ScheduleEventData) => void;
}

/**
 * A phone's calendar: the studio's open nights, Friday to Sunday, as one list that
 * fits the screen, a weekend at a time.
 */
export function WeekendAgenda({ events, onEventClick }: WeekendAgendaProps) {
  const [friday, setFriday] = useState(() => comingFriday(new Date()));
  const renderEvent = useAgendaLine();
  return (
    <section aria-label="Weekend agenda">
      <Group justify="space-between" gap="xs" mb="sm">
        <Button variant="default" size="compact-sm" onClick={() => setFriday(addDays(friday, -7))}>
          Previous weekend
        </Button>
        <Button variant="default" size="compact-sm" onClick={() => setFriday(comingFriday(new Date()))}>
          This weekend
        </Button>
        <Button variant="default" size="compact-sm" onClick={() => setFriday(addDays(friday, 7))}>
          Next weekend
        </Button>
      </Group>
      <AgendaView
        locale="en-gb"
        rangeStart={friday}
        rangeEnd={addDays(friday, 2)}
        events={events}
        headerFormat="ddd D MMM"
        dateHeaderFormat="dddd D MMMM YYYY"
        renderEvent={renderEvent}
        onEventClick={(event) => onEventClick(event)}
      />
    </section>
  );
}
