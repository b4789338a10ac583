import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import {
  type ContactMessage,
  formatDateTime,
  splitCamelCase,
  statusColor,
  statusLabel,
} from "@studio/domain";
import type { ReactNode } from "react";
import { ContactLine, Fact, fullName } from "../bookings/BookingFacts";

/** One contact message as spec §2 shows it: sender, status, subject, text, when; `children` are its buttons. */
export function MessageCard({ message, children }: { message: ContactMessage; children: ReactNode }) {
  const headingId = `message-${message.id}`;
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={headingId} data-testid="message-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4} miw={0}>
            <Title order={3} size="h4" id={headingId}>
              {fullName(message)}
            </Title>
            <ContactLine email={message.email} phone={message.phone} />
          </Stack>
          <Badge variant="light" color={statusColor(message.status)} style={{ flexShrink: 0 }}>
            {statusLabel(message.status)}
          </Badge>
        </Group>
        <dl style={{ margin: 0 }}>
          <Fact label="Subject">{splitCamelCase(message.subject)}</Fact>
        </dl>
        <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{message.message}</Text>
        <Text size="sm" c="dark.1">
          Received: {formatDateTime(message.createdAt)}
        </Text>
        <Group gap="xs">{children}</Group>
      </Stack>
    </Card>
  );
}
