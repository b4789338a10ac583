import {
  DURATIONS,
  type Duration,
  durationOptions,
  formatMoment,
  pricedDurationLabel,
  sessionWhen,
} from "@studio/domain";
import type { CSSProperties } from "react";
import { ChoiceButton } from "./ChoiceButton";
import { ChoiceFieldset } from "./ChoiceFieldset";
import grid from "./ChoiceGrid.module.css";

export interface DurationChoice {
  duration: Duration;
  /** '3 Hours - £100' */
  label: string;
  /** When it ends ('Until Sun 29 Nov, 1:00 AM'), or why it does not fit ('(Ends after 6AM)'). */
  detail?: string;
  disabled: boolean;
}

interface DurationChoicesProps {
  choices: readonly DurationChoice[];
  value: number;
  /** False until a start time is chosen: then no duration shows as chosen. */
  showValue: boolean;
  onChange: (duration: Duration) => void;
  error?: string;
}

/** Session Duration: one button per length, with its price and end time; misfits say why. */
export function DurationChoices({ choices, value, showValue, onChange, error }: DurationChoicesProps) {
  return (
    <ChoiceFieldset
      id="session-duration"
      legend="Session Duration"
      error={error}
      data-testid="booking-duration"
    >
      <div className={grid.grid} style={{ "--wide-cols": 3 } as CSSProperties}>
        {choices.map((choice) => {
          const selected = showValue && choice.duration === value;
          return (
            <ChoiceButton
              key={choice.duration}
              selected={selected}
              disabled={choice.disabled}
              data-duration={choice.duration}
              onClick={() => onChange(choice.duration)}
              label={choice.label}
              detail={choice.detail}
            />
          );
        })}
      </div>
    </ChoiceFieldset>
  );
}

/** The durations offered for a start on a night: each with its end, or why it cannot be had. */
export function durationChoices(
  date: string,
  startTime: string,
  bookings: Parameters<typeof durationOptions>[0]["bookings"],
  /** The current price by hours (the studio's rate card, a producer's own). */
  price: (duration: number) => number,
): DurationChoice[] {
  const labelOf = (duration: Duration) => pricedDurationLabel(duration, price(duration));
  if (!date || !startTime) {
    return DURATIONS.map((duration) => ({ duration, label: labelOf(duration), disabled: false }));
  }
  return durationOptions({ date, startTime, bookings }).map((option) => ({
    duration: option.duration,
    label: labelOf(option.duration),
    disabled: option.disabled,
    detail:
      option.note ?? `Until ${formatMoment(sessionWhen({ date, startTime, duration: option.duration }).end)}`,
  }));
}
