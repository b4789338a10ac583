// A Studio form's submit button on its own row, spinning while its save runs.
import { Button, type ButtonProps, Group } from "@mantine/core";
import type { ReactNode } from "react";

interface SubmitRowProps {
  pending: boolean;
  children: ReactNode;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
}

export function SubmitRow({ pending, children, variant, size }: SubmitRowProps) {
  return (
    <Group>
      <Button type="submit" loading={pending} variant={variant} size={size}>
        {children}
      </Button>
    </Group>
  );
}
