// The work list's 'Provisional only' filter: shown while any booking of the view waits for its
// deposit (or the filter is on), so a studio without deposits sees its toolbar as before.
import { Switch } from "@mantine/core";

interface ProvisionalFilterProps {
  on: boolean;
  /** Provisional bookings in the view under the other filters. */
  count: number;
  onChange: (on: boolean) => void;
}

export function ProvisionalFilter({ on, count, onChange }: ProvisionalFilterProps) {
  if (count === 0 && !on) return null;
  return (
    <Switch
      size="md"
      label={`Provisional only (${count})`}
      checked={on}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
