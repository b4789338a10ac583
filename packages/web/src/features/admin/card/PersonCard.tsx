import { Box, Card, Group, type MantineSpacing, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { ContactLine, fullName } from "../bookings/BookingFacts";

interface PersonCardProps {
  /** The customer or sender the card is about: its heading and contact line. */
  person: { id: string; firstName: string; lastName: string; email: string; phone: string | null };
  /** 'booking', 'message', 'archived': names the heading's id and the card's test id. */
  kind: string;
  /** Status badges, at the top right. */
  badges: ReactNode;
  gap?: MantineSpacing;
  padding?: MantineSpacing;
  /** Leave the e-mail and phone to wider screens (a phone's card shows them behind View). */
  contactFromSm?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * One admin card (bookings, messages, archive): an article named by the person's name, with
 * their e-mail and phone under it and the badges beside it; the rest is the card's own.
 */
export function PersonCard({
  person,
  kind,
  badges,
  gap = "md",
  padding = "lg",
  contactFromSm = false,
  className,
  children,
}: PersonCardProps) {
  const headingId = `${kind}-${person.id}`;
  return (
    <Card
      withBorder
      padding={padding}
      component="article"
      aria-labelledby={headingId}
      className={className}
      data-testid={`${kind}-card`}
    >
      <Stack gap={gap}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4} miw={0}>
            <Title order={3} size="h4" id={headingId}>
              {fullName(person)}
            </Title>
            {contactFromSm ? (
              <Box visibleFrom="sm">
                <ContactLine email={person.email} phone={person.phone} />
              </Box>
            ) : (
              <ContactLine email={person.email} phone={person.phone} />
            )}
          </Stack>
          <Group gap={6} justify="flex-end" style={{ flexShrink: 0 }}>
            {badges}
          </Group>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
