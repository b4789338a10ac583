import { Checkbox, type CheckboxProps } from "@mantine/core";

interface ChoiceProps extends Pick<CheckboxProps, "label" | "description" | "disabled"> {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A staff choice ticked on or off, at the size a finger taps. */
export function Choice({ onChange, ...props }: ChoiceProps) {
  return <Checkbox size="md" {...props} onChange={(event) => onChange(event.currentTarget.checked)} />;
}
