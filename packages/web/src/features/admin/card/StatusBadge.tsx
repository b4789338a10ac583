import { Badge } from "@mantine/core";
import { statusColor, statusLabel } from "@studio/domain";

/**
 * A booking's or a message's status as its light badge ('Confirmed' green, 'Cancelled' red, ...).
 * Beside a long name or e-mail it keeps its width: a status is never cut to 'CONFI…'.
 */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={statusColor(status)} style={{ flexShrink: 0 }}>
      {statusLabel(status)}
    </Badge>
  );
}
