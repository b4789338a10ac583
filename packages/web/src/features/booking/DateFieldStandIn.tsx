import { Input, InputBase } from "@mantine/core";
import { formatLongDate } from "@studio/domain";
import { type Ref, useEffect, useRef } from "react";
import { CalendarIcon } from "../../components/icons";
import { askForCalendar, DATE_FIELD } from "../../components/session-picker/date-field";

interface DateFieldStandInProps {
  value?: string;
  error?: string;
  inputRef?: Ref<HTMLButtonElement>;
  /** The visitor is coming to the field (it scrolled into view, a pointer or a finger on it, the focus). */
  onApproach: () => void;
}

/**
 * Session Date as it looks before the date picker's calendar has loaded: the same labelled button,
 * so nothing moves when the picker takes its place. Coming near it loads the picker; a tap or a
 * focus is handed over to it (it opens, or takes the focus) when it arrives.
 */
export function DateFieldStandIn({ value, error, inputRef, onApproach }: DateFieldStandInProps) {
  const own = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const button = own.current;
    if (!button || typeof IntersectionObserver !== "function") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onApproach();
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, [onApproach]);

  return (
    <InputBase
      component="button"
      type="button"
      ref={(button: HTMLButtonElement | null) => {
        own.current = button;
        if (typeof inputRef === "function") inputRef(button);
        else if (inputRef) inputRef.current = button;
      }}
      id={DATE_FIELD.id}
      label={DATE_FIELD.label}
      description={DATE_FIELD.description}
      withAsterisk
      pointer
      leftSection={<CalendarIcon size={18} />}
      error={error}
      data-testid="booking-date"
      onPointerEnter={onApproach}
      onTouchStart={onApproach}
      onFocus={() => {
        askForCalendar("focus");
        onApproach();
      }}
      onClick={() => {
        askForCalendar("open");
        onApproach();
      }}
    >
      {value ? formatLongDate(value) : <Input.Placeholder>{DATE_FIELD.placeholder}</Input.Placeholder>}
    </InputBase>
  );
}
