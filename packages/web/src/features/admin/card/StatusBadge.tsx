import { Badge } from "@mantine/core";
import { statusColor, statusLabel } from "@studio/domain";

/** A booking's or a message's status as its light badge ('Confirmed' green, 'Cancelled' red, ...). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={statusColor(status)}>
      {statusLabel(status)}
    </Badge>
  );
}
