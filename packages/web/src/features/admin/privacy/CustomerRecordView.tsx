import { Badge, Card, Stack, Text, Title } from "@mantine/core";
import { formatPounds, formatStaffSession, formatStaffTimestamp } from "@studio/domain";
import type { AppRouter } from "@studio/api/router";
import type { inferRouterOutputs } from "@trpc/server";
import type { ReactNode } from "react";

type CustomerRecord = inferRouterOutputs<AppRouter>["admin"]["privacy"]["find"];

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  const id = `customer-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="sm">
        {title} ({count})
      </Title>
      <Stack gap="xs">{children}</Stack>
    </Card>
  );
}

/** What the studio holds about one customer, as the export carries it. */
export function CustomerRecordView({ record }: { record: CustomerRecord }) {
  const bookings = [...record.bookings, ...record.archivedBookings.map((b) => ({ ...b, archived: true }))];
  return (
    <Stack gap="md">
      <Section title="Bookings" count={bookings.length}>
        {bookings.map((b) => (
          <Text key={`${b.id}-${"archived" in b ? "a" : "b"}`} size="sm">
            {formatStaffSession(b, new Date())}, {b.duration}h with {b.engineer}, {formatPounds(b.totalCost)}:{" "}
            {b.firstName} {b.lastName}, {b.email}, {b.phone}{" "}
            <Badge size="sm" variant="light">
              {"archived" in b ? "archived" : b.status}
            </Badge>
          </Text>
        ))}
      </Section>
      <Section title="Holds" count={record.holds.length}>
        {record.holds.map((h) => (
          <Text key={h.id} size="sm">
            {formatStaffSession(h, new Date())}, {h.duration}h with {h.engineer}: {h.firstName} {h.lastName},{" "}
            {h.email}, {h.phone}{" "}
            <Badge size="sm" variant="light">
              {h.status}
            </Badge>
          </Text>
        ))}
      </Section>
      <Section title="Messages" count={record.messages.length}>
        {record.messages.map((m) => (
          <Text key={m.id} size="sm">
            {formatStaffTimestamp(m.createdAt, new Date())}, {m.subject}: {m.message}
          </Text>
        ))}
      </Section>
      <Section title="E-mails" count={record.mails.length}>
        {record.mails.map((m) => (
          <Text key={m.id} size="sm">
            {formatStaffTimestamp(m.createdAt, new Date())} ({m.kind}, {m.sentAt ? "sent" : "not sent"}):{" "}
            {m.subject}
          </Text>
        ))}
      </Section>
    </Stack>
  );
}
