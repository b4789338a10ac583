import { Alert, Stack, Text, TextInput } from "@mantine/core";
import {
  type Booking,
  bookingsInside,
  type ClosureInput,
  closureInputSchema,
  oneNightOrRange,
} from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTRPC } from "../../../trpc";
import { ConfirmDialog } from "../ConfirmDialog";
import { fieldOf, payloadResolver, unlessEmpty } from "../form-fields";
import { RowForm } from "../RowForm";
import { nightsOf } from "./nights";
import { SessionList } from "./SessionList";

const EMPTY = { startDate: "", endDate: "", reason: "", publicText: "" };
type ClosureFields = typeof EMPTY;

// An empty 'to' night is the 'from' night; an empty public text is the default one.
const resolver = payloadResolver(closureInputSchema, ({ publicText, ...closure }: ClosureFields) => ({
  ...oneNightOrRange(closure),
  ...unlessEmpty("publicText", publicText),
}));

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
  const form = useForm<ClosureFields, unknown, ClosureInput>({ resolver, defaultValues: EMPTY });
  // The closure being asked about, once its fields are valid.
  const [asking, setAsking] = useState<ClosureInput | null>(null);
  const [startDate, endDate] = form.watch(["startDate", "endDate"]);
  const typed = oneNightOrRange({ startDate, endDate });
  const inside = startDate ? bookingsInside(typed, bookings.data ?? []) : [];

  const save = async (input: ClosureInput) => {
    setAsking(null);
    if (await onSave(input)) form.reset(EMPTY);
  };

  return (
    <Stack gap="sm">
      <RowForm
        label="Close the studio"
        onSubmit={form.handleSubmit(setAsking)}
        columns={5}
        action="Close studio"
        pending={saving}
      >
        {CLOSURE_INPUTS.map((input) => (
          <TextInput key={input.name} {...input} {...fieldOf(form, input.name)} />
        ))}
      </RowForm>
      <InsideClosure inside={inside} />
      <ClosureConfirm
        opened={asking !== null}
        nights={nightsOf(typed.startDate, typed.endDate)}
        oneNight={typed.endDate === typed.startDate}
        inside={inside.length}
        onBack={() => setAsking(null)}
        onConfirm={() => asking && void save(asking)}
      />
    </Stack>
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
