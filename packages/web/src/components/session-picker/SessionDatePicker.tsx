import { DatePickerInput } from "@mantine/dates";
import { dayKind, formatLongDate, LONG_DATE_FORMAT } from "@studio/domain";
import type { Ref } from "react";
import { CalendarIcon } from "../../components/icons";
import { DATE_FIELD } from "./date-field";
import classes from "./SessionDatePicker.module.css";

export interface SessionDatePickerProps {
  value: string;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLButtonElement>;
  horizon: { min: string; max: string };
  /** Why a night cannot be booked (closed, the producer away, full), or null. */
  blockOf: (date: string) => string | null;
  /** False for a night that cannot be chosen at all (closed, the producer away); a full one can. */
  isPickable: (date: string) => boolean;
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

/** A Thursday says it is by enquiry, a blocked night why, to the eye and to a screen reader. */
function dayLabel(date: string, block: string | null): string {
  if (dayKind(date) === "enquiry") return `${formatLongDate(date)}, Enquiry`;
  return block ? `${formatLongDate(date)}, ${block}` : formatLongDate(date);
}

/** Marks Thursdays and blocked nights for the stylesheet, which writes a word under the day's number. */
function dayProps(date: string, block: string | null) {
  if (dayKind(date) === "enquiry") return { "data-enquiry": true };
  return block ? { "data-blocked": true, title: block } : {};
}

/**
 * Session Date: past days, days beyond the three-month horizon, Monday to Wednesday, closed nights
 * and the chosen producer's leave cannot be picked; Thursday can, marked 'Enquiry' (the form then
 * offers an enquiry instead of times); a full night can, marked 'Fully booked' (the grid then
 * offers its waitlist).
 */
export function SessionDatePicker({
  value,
  onChange,
  onBlur,
  inputRef,
  horizon,
  blockOf,
  isPickable,
  error,
}: SessionDatePickerProps) {
  return (
    <DatePickerInput
      ref={inputRef}
      label={DATE_FIELD.label}
      placeholder={DATE_FIELD.placeholder}
      withAsterisk
      value={value || null}
      onChange={onChange}
      onBlur={onBlur}
      minDate={horizon.min}
      maxDate={horizon.max}
      excludeDate={(date) => dayKind(date) === "closed" || !isPickable(date)}
      getDayProps={(date) => dayProps(date, blockOf(date))}
      classNames={{ day: classes.day }}
      // Days of the next and previous months are not shown: nothing dimmed below AA contrast.
      hideOutsideDates
      valueFormat={LONG_DATE_FORMAT}
      getDayAriaLabel={(date) => dayLabel(date, blockOf(date))}
      ariaLabels={ARIA_LABELS}
      leftSection={<CalendarIcon size={18} />}
      error={error}
      description={DATE_FIELD.description}
      // The same id for the field and its popover, so the calendar dialog is named by the field.
      id={DATE_FIELD.id}
      popoverProps={{ withinPortal: true, id: DATE_FIELD.id }}
      // Saturday and Sunday are ordinary studio days here, not red "weekend" days.
      weekendDays={[]}
      data-testid="booking-date"
    />
  );
}
