import { Text } from "@mantine/core";
import { formatStaffSession } from "@studio/domain";
import { slotToCheck } from "./use-availability";

interface SessionWhenProps {
  date?: string;
  startTime?: string;
  duration?: number;
}

/**
 * Under a form's start: when the session being typed really is, as the staff type it. A start
 * after midnight is on the next calendar day, so 'Sun 29 Nov' at 01:00 reads
 * 'Mon 30 Nov, 1:00 AM – 3:00 AM (Sunday night)'.
 */
export function SessionWhen(values: SessionWhenProps) {
  const slot = slotToCheck(values);
  return (
    <Text component="span" size="sm" c="amber.2" fw={600} aria-live="polite" data-testid="session-when">
      {slot ? formatStaffSession(slot, new Date()) : null}
    </Text>
  );
}
