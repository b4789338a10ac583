import { Alert, Box, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { AVAILABILITY_ERROR_MESSAGE, otherSlotsText, suggestedStartLabel } from "@studio/domain";
import type { ReactNode } from "react";
import type { AvailabilityState } from "./use-availability";

type Tone = "red" | "blue" | "yellow";

// The screen tells conflict texts from suggestions by these phrases.
const CONFLICT_PHRASE = "conflicts with existing booking";
const SUGGESTION_PHRASE = "Try these available times";

function toneOf(message: string): Tone {
  if (message.includes(CONFLICT_PHRASE)) return "red";
  if (message.includes(SUGGESTION_PHRASE)) return "blue";
  return "yellow";
}

function Message({ text }: { text: string }) {
  const tone = toneOf(text);
  return (
    <Alert variant="light" color={tone} p="xs" data-tone={tone}>
      <Text size="sm" c={`${tone}.2`}>
        {text}
      </Text>
    </Alert>
  );
}

/** The nearest free starts as buttons: a click sets the form's start time. */
function Suggestions({
  night,
  times,
  onPick,
}: {
  night: string;
  times: string[];
  onPick: (time: string) => void;
}) {
  if (times.length === 0) return null;
  return (
    <Group gap="xs" aria-label="Suggested start times" role="group">
      {times.map((time) => (
        <Button key={time} size="compact-sm" variant="light" onClick={() => onPick(time)}>
          {suggestedStartLabel(night, time)}
        </Button>
      ))}
    </Group>
  );
}

interface AvailabilityStatusProps {
  availability: AvailabilityState;
  /** Sets the form's start time to a suggested one. */
  onPick: (time: string) => void;
}

/** The live answer under the create and edit forms. */
export function AvailabilityStatus({ availability, onPick }: AvailabilityStatusProps) {
  const { slot, checking, answer, failed } = availability;
  let content: ReactNode = null;
  if (slot === null) {
    content = null;
  } else if (checking) {
    content = (
      <Group gap="xs">
        <Loader size="xs" aria-hidden="true" />
        <Text size="sm" c="dark.1">
          Checking availability...
        </Text>
      </Group>
    );
  } else if (failed) {
    content = <Message text={AVAILABILITY_ERROR_MESSAGE} />;
  } else if (answer?.available) {
    const others = answer.freeStartTimes.filter((time) => time !== slot.startTime).length;
    content = (
      <Stack gap="xs">
        <Alert variant="light" color="green" p="xs" data-tone="green">
          <Text size="sm" c="green.2">
            ✓ This time slot is available!
            {others > 0 ? ` ${otherSlotsText(others)}` : ""}
          </Text>
        </Alert>
        {answer.warnings.map((text) => (
          <Message key={text} text={text} />
        ))}
      </Stack>
    );
  } else if (answer) {
    content = (
      <Stack gap="xs">
        {[...answer.conflicts, ...answer.suggestions, ...answer.warnings].map((text) => (
          <Message key={text} text={text} />
        ))}
        <Suggestions night={slot.date} times={answer.nearest} onPick={onPick} />
      </Stack>
    );
  }
  return (
    <Box aria-live="polite" data-testid="availability">
      {content}
    </Box>
  );
}
