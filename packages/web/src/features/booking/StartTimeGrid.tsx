import { Button, SimpleGrid, Text, Tooltip } from "@mantine/core";
import type { Slot } from "@studio/domain";
import classes from "./BookingPage.module.css";

interface StartTimeGridProps {
  slots: readonly Slot[];
  value: string;
  onChange: (slot: Slot) => void;
  error?: string;
}

/**
 * The 16 start times. Unavailable slots stay focusable (aria-disabled, not disabled) so that
 * their tooltip explains why, to mouse and keyboard users alike.
 */
export function StartTimeGrid({ slots, value, onChange, error }: StartTimeGridProps) {
  return (
    <fieldset className={classes.fieldset} aria-describedby={error ? "start-time-error" : undefined}>
      <legend className={classes.legend}>
        Start Time{" "}
        <Text span c="red.5" aria-hidden="true">
          *
        </Text>
      </legend>
      <Tooltip.Group openDelay={700} closeDelay={300}>
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" data-testid="start-time-grid">
          {slots.map((slot) => {
            const selected = slot.time === value;
            return (
              <Tooltip
                key={slot.time}
                label={slot.tooltip}
                events={{ hover: true, focus: true, touch: false }}
              >
                <Button
                  variant={selected ? "filled" : "default"}
                  aria-pressed={selected}
                  aria-disabled={!slot.enabled || undefined}
                  data-disabled={!slot.enabled || undefined}
                  aria-label={`${slot.label}, ${slot.tooltip}`}
                  data-time={slot.time}
                  className={classes.slot}
                  onClick={(event) => {
                    if (!slot.enabled) {
                      event.preventDefault();
                      return;
                    }
                    onChange(slot);
                  }}
                >
                  {slot.label}
                </Button>
              </Tooltip>
            );
          })}
        </SimpleGrid>
      </Tooltip.Group>
      {error && (
        <Text id="start-time-error" c="red.5" size="sm" mt={6} role="alert">
          {error}
        </Text>
      )}
    </fieldset>
  );
}
