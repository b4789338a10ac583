import { Group, Text } from "@mantine/core";
import { type ContactMessage, formatStaffTimestamp, splitCamelCase } from "@studio/domain";
import type { ReactNode } from "react";
import { Fact } from "../bookings/BookingFacts";
import { PersonCard } from "../card/PersonCard";
import { StatusBadge } from "../card/StatusBadge";

/** One contact message as its tab shows it: sender, status, subject, text, when; `children` are its buttons. */
export function MessageCard({ message, children }: { message: ContactMessage; children: ReactNode }) {
  return (
    <PersonCard person={message} kind="message" gap="sm" badges={<StatusBadge status={message.status} />}>
      <dl style={{ margin: 0 }}>
        <Fact label="Subject">{splitCamelCase(message.subject)}</Fact>
      </dl>
      <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{message.message}</Text>
      <Text size="sm" c="dark.1">
        Received: {formatStaffTimestamp(message.createdAt, new Date())}
      </Text>
      <Group gap="xs">{children}</Group>
    </PersonCard>
  );
}
