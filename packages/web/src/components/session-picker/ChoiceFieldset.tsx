import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./ChoiceFieldset.module.css";

/** The red asterisk of a required field; screen readers hear 'required' from the field instead. */
export function RequiredMark() {
  return (
    <Text span c="var(--mantine-color-error)" aria-hidden="true">
      *
    </Text>
  );
}

interface ChoiceFieldsetProps {
  /** The fieldset's id, which a refused submit scrolls to; its error line is `${id}-error`. */
  id: string;
  legend: string;
  error?: string | undefined;
  "data-testid"?: string;
  children: ReactNode;
}

/** A required group of choice buttons (start times, durations), with its legend and its error. */
export function ChoiceFieldset({ id, legend, error, children, ...rest }: ChoiceFieldsetProps) {
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={classes.fieldset}
      data-testid={rest["data-testid"]}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={classes.legend}>
        {legend} <RequiredMark />
      </legend>
      {children}
      {error && (
        <Text id={`${id}-error`} c="var(--mantine-color-error)" size="sm" mt={6} role="alert">
          {error}
        </Text>
      )}
    </fieldset>
  );
}
