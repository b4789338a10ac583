import { lazy, Suspense, startTransition, useCallback, useState } from "react";
import { calendarAsked } from "../../components/session-picker/date-field";
import { DateFieldStandIn } from "./DateFieldStandIn";
import type { SessionDatePickerProps } from "../../components/session-picker/SessionDatePicker";

// Its own chunk: Mantine's dates, dayjs's locale and the popover load when the visitor comes near.
const SessionCalendar = lazy(() => import("../../components/session-picker/SessionCalendar"));

/**
 * Session Date: its light stand-in until the visitor comes near, then the picker with its calendar.
 * The stand-in stays the same element while the calendar loads: coming near is a transition, and a
 * transition that suspends keeps what the boundary already shows. (Swapping it for the boundary's
 * fallback, a new element, between a finger's down and up lost the tap: the page's first touch on
 * the field is also what comes near it.)
 */
export function SessionDateField(props: SessionDatePickerProps) {
  // A tap or a focus on the page's placeholder, before the form had loaded, wants the picker at once.
  const [wanted, setWanted] = useState(calendarAsked);
  const approach = useCallback(() => startTransition(() => setWanted(true)), []);
  const standIn = (
    <DateFieldStandIn
      value={props.value}
      error={props.error}
      inputRef={props.inputRef}
      onApproach={approach}
    />
  );
  return <Suspense fallback={standIn}>{wanted ? <SessionCalendar {...props} /> : standIn}</Suspense>;
}
