import { ClockTimes } from "../../components/ClockTimes";
import { Box, Button, Text } from "@mantine/core";
import classes from "./ReserveBar.module.css";
import { describeSession, type SessionChoice } from "./session-summary";

interface ReserveBarProps extends SessionChoice {
  /** The current price by hours (the chosen producer's, else the studio's rate card). */
  price: (duration: number) => number;
  pending: boolean;
  /** No start of the chosen night can be chosen: Reserve waits for another night. */
  noStart: boolean;
}

/** On a phone: the session and its total, with Reserve, always at hand at the bottom of the screen. */
export function ReserveBar({ pending, noStart, price, ...choice }: ReserveBarProps) {
  const session = describeSession(choice, price);
  return (
    <Box className={classes.bar} hiddenFrom="sm" data-testid="reserve-bar">
      <div className={classes.when}>
        {/* The whole range, wrapped if need be: a cut '1:00 AM – 3:…' hides when the session ends. */}
        <Text size="xs" c="dimmed" data-testid="reserve-bar-when">
          <ClockTimes text={session.when} />
        </Text>
        <Text fw={800} c="amber.4" data-testid="reserve-bar-total">
          {session.total ?? "—"}
        </Text>
      </div>
      <Button type="submit" size="md" disabled={pending || noStart} className={classes.reserve}>
        {pending ? "Processing..." : "Reserve Session"}
      </Button>
    </Box>
  );
}
