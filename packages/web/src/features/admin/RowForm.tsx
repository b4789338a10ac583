import { Button, SimpleGrid } from "@mantine/core";
import type { FormEventHandler, ReactNode } from "react";
import { MAIN_ACTION } from "./main-action";

interface RowFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Columns on a wide screen, its submit button included: one on a phone, two from `sm`. */
  columns: number;
  /** The submit button's text. */
  action: string;
  /** The form's call is on its way. */
  pending: boolean;
  children: ReactNode;
}

/**
 * A short staff form on one line on a wide screen (leave, a closure, a calendar, a hold): its
 * fields, then its main action; each field's message under it, the schema's or the server's.
 */
export function RowForm({ label, onSubmit, columns, action, pending, children }: RowFormProps) {
  return (
    <form onSubmit={onSubmit} aria-label={label} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="sm" style={{ alignItems: "start" }}>
        {children}
        <Button type="submit" loading={pending} style={{ alignSelf: "end" }} {...MAIN_ACTION}>
          {action}
        </Button>
      </SimpleGrid>
    </form>
  );
}
