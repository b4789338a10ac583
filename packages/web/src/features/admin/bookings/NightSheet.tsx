import { Button, Group, Modal, Stack, Text, TextInput, Title } from "@mantine/core";
import {
  type Booking,
  formatFullDay,
  formatPounds,
  formatStaffSession,
  type Hold,
  heldForMessage,
  nextOpenNight,
  sessionInterval,
} from "@studio/domain";
import { useEffect, useState } from "react";
import { BalanceCell } from "../takings/BalanceCell";
import { NightTakings } from "../takings/NightTakings";
import { fullName } from "./BookingFacts";
import classes from "./NightSheet.module.css";

interface NightSheetProps {
  opened: boolean;
  bookings: readonly Booking[];
  /** The nights' holds: printed under the sessions, so the night's pencils are on paper too. */
  holds: readonly Hold[];
  onClose: () => void;
}

/** A night's confirmed sessions on one printable sheet (docs/decisions.md, The staff's work list). */
export function NightSheet({ opened, bookings, holds, onClose }: NightSheetProps) {
  const [night, setNight] = useState(() => nextOpenNight(new Date()));
  usePrintingNight(opened);
  const sessions = bookings
    .filter((booking) => booking.date === night && booking.status === "confirmed")
    .sort(byStart);
  const held = holds.filter((hold) => hold.date === night).sort(byStart);

  return (
    <Modal opened={opened} onClose={onClose} title="Night sheet" size="xl">
      <Stack gap="md">
        <Group align="flex-end" className={classes.noPrint}>
          <TextInput
            label="Night"
            type="date"
            value={night}
            onChange={(event) => event.currentTarget.value && setNight(event.currentTarget.value)}
          />
          <Button onClick={() => window.print()}>Print</Button>
        </Group>
        <Title order={2} size="h3">
          {formatFullDay(night)} night
        </Title>
        {sessions.length === 0 ? (
          <Text>No sessions booked this night</Text>
        ) : (
          <SessionsSheet sessions={sessions} />
        )}
        {held.length > 0 ? <HeldSheet holds={held} /> : null}
        <NightTakings night={night} />
      </Stack>
    </Modal>
  );
}

/** While the sheet is open, the page prints the sheet alone. */
function usePrintingNight(opened: boolean) {
  useEffect(() => {
    if (!opened) return;
    document.body.classList.add("printing-night");
    return () => document.body.classList.remove("printing-night");
  }, [opened]);
}

/** The night's confirmed sessions: who, when, with whom, and what is owed. */
function SessionsSheet({ sessions }: { sessions: readonly Booking[] }) {
  return (
    <table className={classes.table} data-testid="night-sheet">
      <thead>
        <tr>
          <th>When</th>
          <th>Customer</th>
          <th>Phone</th>
          <th>Engineer</th>
          <th>Cost</th>
          <th>Balance</th>
          <th>Project</th>
        </tr>
      </thead>
      <tbody>
        {sessions.map((booking) => (
          <tr key={booking.id}>
            <td>{formatStaffSession(booking, new Date())}</td>
            <td>{fullName(booking)}</td>
            <td>{booking.phone}</td>
            <td>{booking.engineer}</td>
            <td>{formatPounds(booking.totalCost)}</td>
            <td>
              <BalanceCell booking={booking} />
            </td>
            <td>{booking.projectDescription ?? ""}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const byStart = (a: Booking | Hold, b: Booking | Hold) =>
  (sessionInterval(a)?.startMs ?? 0) - (sessionInterval(b)?.startMs ?? 0);

/** The night's holds: whom each is pencilled for, and until when. */
function HeldSheet({ holds }: { holds: readonly Hold[] }) {
  return (
    <table className={classes.table} data-testid="night-sheet-holds">
      <caption>Holds</caption>
      <thead>
        <tr>
          <th>When</th>
          <th>Artist</th>
          <th>Phone</th>
          <th>Engineer</th>
          <th>Held</th>
        </tr>
      </thead>
      <tbody>
        {holds.map((hold) => (
          <tr key={hold.id}>
            <td>{formatStaffSession(hold, new Date())}</td>
            <td>{fullName(hold)}</td>
            <td>{hold.phone}</td>
            <td>{hold.engineer}</td>
            <td>{heldForMessage(hold)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
