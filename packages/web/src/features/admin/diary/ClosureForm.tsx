import { Alert, Button, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import type { Booking, ClosureInput } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTRPC } from "../../../trpc";
import { ConfirmDialog } from "../ConfirmDialog";
import { MAIN_ACTION } from "../main-action";
import { nightsOf } from "./nights";
import { SessionList } from "./SessionList";

const EMPTY = { startDate: "", endDate: "", reason: "", publicText: "" };
type ClosureFields = typeof EMPTY;

/** The active sessions whose studio night falls inside the closure being typed. */
function bookingsInside(bookings: readonly Booking[] | undefined, fields: ClosureFields): Booking[] {
  if (!fields.startDate) return [];
  const end = fields.endDate || fields.startDate;
  return (bookings ?? []).filter(
    (b) => b.status === "confirmed" && b.date >= fields.startDate && b.date <= end,
  );
}

interface ClosureFormProps {
  saving: boolean;
  /** Saves the closure; resolves true once it is saved (the form then empties). */
  onSave: (input: ClosureInput) => Promise<boolean>;
}

/**
 * Close the studio for a night or a range. The sessions already booked inside it are listed while
 * it is typed, saving asks first, and a saved closure leaves an empty form for the next one.
 */
export function ClosureForm({ saving, onSave }: ClosureFormProps) {
  const bookings = useQuery(useTRPC().admin.bookings.list.queryOptions());
  const [fields, setFields] = useState<ClosureFields>(EMPTY);
  const [asking, setAsking] = useState(false);
  const inside = bookingsInside(bookings.data, fields);
  const set = (name: keyof ClosureFields) => (event: { currentTarget: { value: string } }) =>
    setFields({ ...fields, [name]: event.currentTarget.value });
  const end = fields.endDate || fields.startDate;

  const save = async () => {
    setAsking(false);
    const input: ClosureInput = {
      startDate: fields.startDate,
      endDate: end,
      reason: fields.reason,
      ...(fields.publicText ? { publicText: fields.publicText } : {}),
    };
    if (await onSave(input)) setFields(EMPTY);
  };

  return (
    <form
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        setAsking(true);
      }}
      aria-label="Close the studio"
    >
      <Stack gap="sm">
        <ClosureInputs fields={fields} set={set} saving={saving} />
        <InsideClosure inside={inside} />
      </Stack>
      <ClosureConfirm
        opened={asking}
        nights={nightsOf(fields.startDate, end)}
        oneNight={end === fields.startDate}
        inside={inside.length}
        onBack={() => setAsking(false)}
        onConfirm={() => void save()}
      />
    </form>
  );
}

interface ClosureConfirmProps {
  opened: boolean;
  nights: string;
  oneNight: boolean;
  /** How many active sessions fall inside the closure. */
  inside: number;
  onBack: () => void;
  onConfirm: () => void;
}

const ASK = {
  title: "Close the studio?",
  back: "Go back",
  confirm: "Close the studio",
  confirmProps: { color: "red" },
} as const;

/** Saving a closure asks first, saying what is booked inside it. */
function ClosureConfirm({ opened, nights, oneNight, inside, onBack, onConfirm }: ClosureConfirmProps) {
  return (
    <ConfirmDialog opened={opened} onClose={onBack} {...ASK} onConfirm={onConfirm}>
      <Text>
        Closed {nights}: no public booking on {oneNight ? "that night" : "those nights"}.
      </Text>
      <Text data-testid="closure-confirm-inside">
        {inside === 0
          ? "Nothing is booked inside it."
          : inside === 1
            ? "1 session is booked inside it; it stays booked until you move or cancel it."
            : `${inside} sessions are booked inside it; they stay booked until you move or cancel them.`}
      </Text>
    </ConfirmDialog>
  );
}

/** The active sessions inside the closure being typed, listed before it is saved. */
function InsideClosure({ inside }: { inside: readonly Booking[] }) {
  if (inside.length === 0) return null;
  return (
    <Alert color="yellow" title="Already booked inside this closure">
      <SessionList bookings={inside} testId="closure-inside" />
    </Alert>
  );
}

const CLOSURE_INPUTS: {
  name: keyof ClosureFields;
  label: string;
  type?: "date";
  required?: boolean;
  placeholder?: string;
  maxLength?: number;
}[] = [
  { name: "startDate", type: "date", label: "Closed from night", required: true },
  { name: "endDate", type: "date", label: "Closed to night" },
  { name: "reason", label: "Reason (staff)", required: true, maxLength: 200 },
  { name: "publicText", label: "Public text", placeholder: "Closed", maxLength: 200 },
];

type FieldSetter = (name: keyof ClosureFields) => (event: { currentTarget: { value: string } }) => void;

/** The closure's four fields and its submit button, on one line on a wide screen. */
function ClosureInputs({
  fields,
  set,
  saving,
}: {
  fields: ClosureFields;
  set: FieldSetter;
  saving: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="sm" style={{ alignItems: "end" }}>
      {CLOSURE_INPUTS.map((input) => (
        <TextInput key={input.name} {...input} value={fields[input.name]} onChange={set(input.name)} />
      ))}
      <Button type="submit" loading={saving} {...MAIN_ACTION}>
        Close studio
      </Button>
    </SimpleGrid>
  );
}
