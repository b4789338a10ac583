import { lazy, Suspense, useCallback, useState } from "react";
import { calendarAsked } from "./date-field";
import { DateFieldStandIn } from "./DateFieldStandIn";
import type { SessionDatePickerProps } from "./SessionDatePicker";

// Its own chunk: Mantine's dates, dayjs's locale and the popover load when the visitor comes near.
const SessionCalendar = lazy(() => import("./SessionCalendar"));

/** Session Date: its light stand-in until the visitor comes near, then the picker with its calendar. */
export function SessionDateField(props: SessionDatePickerProps) {
  // A tap or a focus on the page's placeholder, before the form had loaded, wants the picker at once.
  const [wanted, setWanted] = useState(calendarAsked);
  const approach = useCallback(() => setWanted(true), []);
  const standIn = (
    <DateFieldStandIn
      value={props.value}
      error={props.error}
      inputRef={props.inputRef}
      onApproach={approach}
    />
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <SessionCalendar {...props} />
    </Suspense>
  );
}
