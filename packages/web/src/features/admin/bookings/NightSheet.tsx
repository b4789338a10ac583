import { Button, Group, Modal, Stack, Text, TextInput, Title } from "@mantine/core";
import {
  type Booking,
  formatFullDay,
  formatPounds,
  formatStaffSession,
  nextOpenNight,
  sessionInterval,
} from "@studio/domain";
import { useEffect, useState } from "react";
import { BalanceCell } from "../takings/BalanceCell";
import { fullName } from "./BookingFacts";
import classes from "./NightSheet.module.css";

interface NightSheetProps {
  opened: boolean;
  bookings: readonly Booking[];
  onClose: () => void;
}

/** A night's confirmed sessions on one printable sheet (docs/decisions.md, The staff's work list). */
export function NightSheet({ opened, bookings, onClose }: NightSheetProps) {
  const [night, setNight] = useState(() => nextOpenNight(new Date()));
  useEffect(() => {
    if (!opened) return;
    document.body.classList.add("printing-night");
    return () => document.body.classList.remove("printing-night");
  }, [opened]);

  const sessions = bookings
    .filter((booking) => booking.date === night && booking.status === "confirmed")
    .sort((a, b) => (sessionInterval(a)?.startMs ?? 0) - (sessionInterval(b)?.startMs ?? 0));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Night sheet"
      size="xl"
      closeButtonProps={{ "aria-label": "Close dialog" }}
    >
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
        )}
      </Stack>
    </Modal>
  );
}
