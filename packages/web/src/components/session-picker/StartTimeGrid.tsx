import { Alert, Text, VisuallyHidden } from "@mantine/core";
import {
  type NightBlock,
  nightBlockMessage,
  nightBlockText,
  SLOT_GROUP_NAMES,
  type Slot,
  type SlotGroup,
  slotGroupOf,
} from "@studio/domain";
import type { CSSProperties, ReactNode } from "react";
import { ChoiceButton } from "./ChoiceButton";
import { ChoiceFieldset } from "./ChoiceFieldset";
import grid from "./ChoiceGrid.module.css";
import classes from "./StartTimeGrid.module.css";

interface StartTimeGridProps {
  slots: readonly Slot[];
  /** The studio night shown ('' before a date is chosen): names the groups' real days. */
  night: string;
  value: string;
  onChange: (slot: Slot) => void;
  error?: string;
  /** Why no start of this night can be booked: said at the top of the grid, above its starts. */
  block?: NightBlock | null;
  /** What the night offers instead when no start takes the wanted length (the waitlist): first, in view. */
  offer?: ReactNode;
}

interface Group {
  key: SlotGroup["key"];
  heading: string;
  slots: Slot[];
}

/** The night's slots under their real calendar day: 'Afternoon, Sat 28 Nov' ... 'After midnight, Sun 29 Nov'. */
function groupSlots(slots: readonly Slot[], night: string): Group[] {
  const groups: Group[] = [];
  // Without a date, any studio night names the groups (only their names are shown).
  const sample = night || "2000-01-01";
  for (const slot of slots) {
    const group = slotGroupOf(sample, slot.time);
    let current = groups.find((candidate) => candidate.key === group.key);
    if (!current) {
      current = { key: group.key, heading: night ? group.label : SLOT_GROUP_NAMES[group.key], slots: [] };
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
export function StartTimeGrid({ slots, night, value, onChange, error, block, offer }: StartTimeGridProps) {
  const waiting = slots.find((slot) => slot.state === "waiting");
  const groups = groupSlots(slots, night);
  return (
    <ChoiceFieldset id="start-time" legend="Start Time" error={error}>
      {block && night && (
        <Alert
          color="yellow"
          variant="light"
          title={nightBlockText(block)}
          role="status"
          mb="sm"
          data-testid="night-notice"
        >
          {nightBlockMessage(block, night)}
        </Alert>
      )}
      {offer}
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
            <div className={grid.grid} style={{ "--wide-cols": 4 } as CSSProperties}>
              {group.slots.map((slot) => (
                <SlotButton key={slot.time} slot={slot} selected={slot.time === value} onChange={onChange} />
              ))}
            </div>
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
    <ChoiceButton
      selected={selected}
      aria-disabled={!slot.enabled || undefined}
      data-disabled={!slot.enabled || undefined}
      data-time={slot.time}
      data-state={slot.state}
      onClick={() => {
        if (slot.enabled) onChange(slot);
      }}
      // The visible words are the button's name (no aria-label): what is seen is what is heard.
      label={
        <>
          {slot.label}
          <VisuallyHidden>, </VisuallyHidden>
        </>
      }
      detail={waiting ? undefined : slot.status}
    >
      {waiting && <VisuallyHidden>{slot.tooltip}</VisuallyHidden>}
    </ChoiceButton>
  );
}
