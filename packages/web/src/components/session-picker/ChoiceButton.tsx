import { UnstyledButton } from "@mantine/core";
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import classes from "./ChoiceButton.module.css";

interface ChoiceButtonProps extends Omit<ComponentPropsWithoutRef<"button">, "className"> {
  selected: boolean;
  /** The first line, in bold: '10:00 PM', '3 Hours - £100'. */
  label: ReactNode;
  /** The second line, smaller: 'Available', 'Until Sun 13 Dec, 1:00 AM'. */
  detail?: ReactNode;
}

/** One choice of a ChoiceFieldset (a start time, a duration): pressed when chosen. */
export function ChoiceButton({ selected, label, detail, children, ...props }: ChoiceButtonProps) {
  return (
    <UnstyledButton {...props} aria-pressed={selected} className={classes.choice}>
      <span className={classes.label}>{label}</span>
      {detail !== undefined && <span className={classes.detail}>{detail}</span>}
      {children}
    </UnstyledButton>
  );
}
