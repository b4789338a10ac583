import { Box, SimpleGrid, Text } from "@mantine/core";
import {
  type Booking,
  formatPounds,
  formatStaffDay,
  formatStaffTimestamp,
  formatTime12,
  sessionWhen,
} from "@studio/domain";
import type { ReactNode } from "react";
import classes from "./BookingFacts.module.css";

type SessionFacts = Pick<Booking, "date" | "startTime" | "engineer" | "duration" | "totalCost">;

/** When the booking was made, or 'N/A' where that was not recorded. */
export const bookedAt = (booking: Pick<Booking, "createdAt">) =>
  booking.createdAt ? formatStaffTimestamp(booking.createdAt, new Date()) : "N/A";

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <Text component="dt" size="xs" c="dark.1" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" className={classes.value}>
        {children}
      </Text>
    </div>
  );
}

/** A session as every admin card shows it: date, start, producer, length, price. */
export function BookingFacts({ booking, children }: { booking: SessionFacts; children?: ReactNode }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" verticalSpacing="xs" m={0}>
      {/* The session's real calendar day: after midnight, the day after its studio night. */}
      <Fact label="Date">{formatStaffDay(sessionWhen(booking).start.date, new Date())}</Fact>
      <Fact label="Start time">{formatTime12(booking.startTime)}</Fact>
      <Fact label="Engineer">{booking.engineer}</Fact>
      <Fact label="Duration">{booking.duration} hours</Fact>
      <Fact label="Cost">{formatPounds(booking.totalCost)}</Fact>
      {children}
    </SimpleGrid>
  );
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`;
}

export function ContactLine({ email, phone }: { email: string; phone: string | null }) {
  return (
    <Box className={classes.contact}>
      <Text component="a" href={`mailto:${email}`} size="sm" c="amber.3" className={classes.link}>
        {email}
      </Text>
      {phone ? (
        <Text
          component="a"
          href={`tel:${phone.replace(/\s+/g, "")}`}
          size="sm"
          c="dark.0"
          className={classes.link}
        >
          {phone}
        </Text>
      ) : null}
    </Box>
  );
}

/** A free-text note of a card ('Project: …', 'Cancel reason: …'), shown only when there is one. */
export function Note({ label, text }: { label: string; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
      <Text span fw={600}>
        {label}:{" "}
      </Text>
      {text}
    </Text>
  );
}
