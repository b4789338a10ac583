import { Box, Button, Text } from "@mantine/core";
import classes from "./ReserveBar.module.css";
import { describeSession, type SessionChoice } from "./session-summary";

interface ReserveBarProps extends SessionChoice {
  pending: boolean;
}

/** On a phone: the session and its total, with Reserve, always at hand at the bottom of the screen. */
export function ReserveBar({ pending, ...choice }: ReserveBarProps) {
  const session = describeSession(choice);
  return (
    <Box className={classes.bar} hiddenFrom="sm" data-testid="reserve-bar">
      <div className={classes.when}>
        <Text size="xs" c="dimmed" truncate>
          {session.when}
        </Text>
        <Text fw={800} c="amber.4" data-testid="reserve-bar-total">
          {session.total ?? "—"}
        </Text>
      </div>
      <Button type="submit" size="md" disabled={pending} className={classes.reserve}>
        {pending ? "Processing..." : "Reserve Session"}
      </Button>
    </Box>
  );
}
