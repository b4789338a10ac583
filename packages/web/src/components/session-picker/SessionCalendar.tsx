import "@mantine/dates/styles.css";
import "dayjs/locale/en-gb";
import { DatesProvider } from "@mantine/dates";
import { useMergedRef } from "@mantine/hooks";
import { useEffect, useRef } from "react";
import { takeCalendarAsk } from "./date-field";
import { SessionDatePicker, type SessionDatePickerProps } from "./SessionDatePicker";

/**
 * The booking form's date picker with its calendar: a chunk of its own (Mantine's dates, dayjs's
 * locale, the popover), loaded when the visitor comes near Session Date. What they did to the
 * stand-in meanwhile is done again here: a tap opens the calendar, a focus stays on the field.
 * The manage page's move uses it too, so its calendar has the same styles and week.
 */
export default function SessionCalendar({ inputRef, ...props }: SessionDatePickerProps) {
  const own = useRef<HTMLButtonElement>(null);
  const ref = useMergedRef(own, inputRef);
  useEffect(() => {
    const ask = takeCalendarAsk();
    const button = own.current;
    if (!button) return;
    if (ask === "open") button.click();
    if (ask !== null && document.activeElement === document.body) button.focus();
  }, []);

  return (
    <DatesProvider settings={{ locale: "en-gb", firstDayOfWeek: 1, consistentWeeks: true }}>
      <SessionDatePicker {...props} inputRef={ref} />
    </DatesProvider>
  );
}
