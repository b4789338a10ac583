import { TextInput } from "@mantine/core";
import { type LeaveInput, leaveInputSchema, oneNightOrRange } from "@studio/domain";
import { useForm } from "react-hook-form";
import { fieldOf, payloadResolver, unlessEmpty } from "../form-fields";
import { ProducerSelect } from "../ProducerSelect";
import { RowForm } from "../RowForm";
import type { DiaryMutations } from "./use-diary-mutations";

interface LeaveFormProps {
  /** The producers to choose from (a producer signed in: only themselves). */
  producers: string[];
  addLeave: DiaryMutations["addLeave"];
}

const EMPTY = { engineer: "", startDate: "", endDate: "", note: "" };
type LeaveFields = typeof EMPTY;

// An empty 'to' night is the 'from' night: one night away.
const resolver = payloadResolver(leaveInputSchema, ({ note, ...range }: LeaveFields) => ({
  ...oneNightOrRange(range),
  ...unlessEmpty("note", note),
}));

/** Mark a producer away for a night or a range, with a note. */
export function LeaveForm({ producers, addLeave }: LeaveFormProps) {
  const form = useForm<LeaveFields, unknown, LeaveInput>({ resolver, defaultValues: EMPTY });
  // An empty form for the next one once saved (an old note must not be reused by mistake); the
  // producer stays chosen.
  const markAway = form.handleSubmit((input) =>
    addLeave.mutate(input, { onSuccess: () => form.reset({ ...EMPTY, engineer: input.engineer }) }),
  );
  return (
    <RowForm
      label="Mark a producer away"
      onSubmit={markAway}
      columns={5}
      action="Mark away"
      pending={addLeave.isPending}
    >
      <ProducerSelect form={form} producers={producers} />
      <TextInput type="date" label="Away from night" required {...fieldOf(form, "startDate")} />
      <TextInput type="date" label="Away to night" {...fieldOf(form, "endDate")} />
      <TextInput label="Note" maxLength={200} {...fieldOf(form, "note")} />
    </RowForm>
  );
}
