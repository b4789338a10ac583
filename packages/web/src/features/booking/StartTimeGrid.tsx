import { Button, SimpleGrid, Text } from "@mantine/core";
import { isAfterMidnight, SLOT_GROUP_NAMES, type Slot, type SlotGroup, slotGroupOf } from "@studio/domain";
import { ChoiceFieldset } from "./ChoiceFieldset";
import classes from "./StartTimeGrid.module.css";

interface StartTimeGridProps {
  slots: readonly Slot[];
  /** The studio night shown ('' before a date is chosen): names the groups' real days. */
  night: string;
  value: string;
  onChange: (slot: Slot) => void;
  error?: string;
}

interface Group {
  key: SlotGroup["key"];
  heading: string;
  slots: Slot[];
}

/** The night's slots under their real calendar day: 'Evening, Sat 28 Nov', 'After midnight, Sun 29 Nov'. */
function groupSlots(slots: readonly Slot[], night: string): Group[] {
  const groups: Group[] = [];
  for (const slot of slots) {
    const key = isAfterMidnight(slot.time) ? "afterMidnight" : "evening";
    let current = groups.find((candidate) => candidate.key === key);
    if (!current) {
      current = {
        key,
        heading: night ? slotGroupOf(night, slot.time).label : SLOT_GROUP_NAMES[key],
        slots: [],
      };
      groups.push(current);
    }
    current.slots.push(slot);
  }
  return groups;
}

/**
 * The 16 start times, each saying its state in text (available, limited, taken, started). Slots
 * that cannot be chosen stay focusable (aria-disabled, not disabled) so keyboard users hear why.
 */
export function StartTimeGrid({ slots, night, value, onChange, error }: StartTimeGridProps) {
  const waiting = slots.find((slot) => slot.state === "waiting");
  const groups = groupSlots(slots, night);
  return (
    <ChoiceFieldset id="start-time" legend="Start Time" error={error} classes={classes}>
      {waiting && (
        <Text size="sm" c="dimmed" mb={6} data-testid="start-time-hint">
          {waiting.status}
        </Text>
      )}
      <div data-testid="start-time-grid">
        {groups.map((group) => (
          <section key={group.key} className={classes.group} aria-label={group.heading}>
            <h3 className={classes.groupHeading} data-testid={`slot-group-${group.key}`}>
              {group.heading}
            </h3>
            <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
              {group.slots.map((slot) => (
                <SlotButton key={slot.time} slot={slot} selected={slot.time === value} onChange={onChange} />
              ))}
            </SimpleGrid>
          </section>
        ))}
      </div>
    </ChoiceFieldset>
  );
}

function SlotButton({
  slot,
  selected,
  onChange,
}: {
  slot: Slot;
  selected: boolean;
  onChange: (slot: Slot) => void;
}) {
  const waiting = slot.state === "waiting";
  return (
    <Button
      variant={selected ? "filled" : "default"}
      aria-pressed={selected}
      aria-disabled={!slot.enabled || undefined}
      data-disabled={!slot.enabled || undefined}
      aria-label={`${slot.label}, ${waiting ? slot.tooltip : slot.status}`}
      data-time={slot.time}
      data-state={slot.state}
      className={classes.slot}
      onClick={(event) => {
        if (!slot.enabled) {
          event.preventDefault();
          return;
        }
        onChange(slot);
      }}
    >
      <span className={classes.time}>{slot.label}</span>
      {!waiting && <span className={classes.status}>{slot.status}</span>}
    </Button>
  );
}
