import { DatePickerInput } from "@mantine/dates";
import { dayKind, formatLongDate } from "@studio/domain";
import type { Ref } from "react";
import { CalendarIcon } from "../../components/icons";
import classes from "./SessionDatePicker.module.css";

interface SessionDatePickerProps {
  value: string;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLButtonElement>;
  horizon: { min: string; max: string };
  error?: string;
}

const ARIA_LABELS = {
  nextMonth: "Next month",
  previousMonth: "Previous month",
  nextYear: "Next year",
  previousYear: "Previous year",
  nextDecade: "Next decade",
  previousDecade: "Previous decade",
};

/** A Thursday says it is by enquiry, to the eye and to a screen reader. */
function dayLabel(date: string): string {
  return dayKind(date) === "enquiry" ? `${formatLongDate(date)}, Enquiry` : formatLongDate(date);
}

/** Marks Thursdays for the stylesheet, which writes 'Enquiry' under the day's number. */
function dayProps(date: string) {
  return dayKind(date) === "enquiry" ? { "data-enquiry": true } : {};
}

/**
 * Session Date: past days, days beyond the three-month horizon and Monday to Wednesday cannot be
 * picked; Thursday can, marked 'Enquiry' (the form then offers an enquiry instead of times).
 */
export function SessionDatePicker({
  value,
  onChange,
  onBlur,
  inputRef,
  horizon,
  error,
}: SessionDatePickerProps) {
  return (
    <DatePickerInput
      ref={inputRef}
      label="Session Date"
      placeholder="Pick a date"
      withAsterisk
      value={value || null}
      onChange={onChange}
      onBlur={onBlur}
      minDate={horizon.min}
      maxDate={horizon.max}
      excludeDate={(date) => dayKind(date) === "closed"}
      getDayProps={dayProps}
      classNames={{ day: classes.day }}
      // Days of the next and previous months are not shown: nothing dimmed below AA contrast.
      hideOutsideDates
      valueFormat="dddd, D MMMM YYYY"
      getDayAriaLabel={dayLabel}
      ariaLabels={ARIA_LABELS}
      leftSection={<CalendarIcon size={18} />}
      error={error}
      description="Friday to Sunday, up to three months ahead. Thursday by enquiry."
      // The same id for the field and its popover, so the calendar dialog is named by the field.
      id="session-date"
      popoverProps={{ withinPortal: true, id: "session-date" }}
      // Saturday and Sunday are ordinary studio days here, not red "weekend" days.
      weekendDays={[]}
      data-testid="booking-date"
    />
  );
}
