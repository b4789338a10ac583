import { Button, SimpleGrid, TextInput } from "@mantine/core";
import { type LeaveInput, leaveInputSchema, oneNightOrRange } from "@studio/domain";
import { useForm } from "react-hook-form";
import { payloadResolver, unlessEmpty } from "../form-fields";
import { MAIN_ACTION } from "../main-action";
import { ProducerSelect } from "../ProducerSelect";
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
  const { errors } = form.formState;
  // An empty form for the next one once saved (an old note must not be reused by mistake); the
  // producer stays chosen.
  const markAway = form.handleSubmit((input) =>
    addLeave.mutate(input, { onSuccess: () => form.reset({ ...EMPTY, engineer: input.engineer }) }),
  );
  return (
    <form onSubmit={markAway} aria-label="Mark a producer away" noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="sm" style={{ alignItems: "start" }}>
        <ProducerSelect form={form} producers={producers} />
        <TextInput
          type="date"
          label="Away from night"
          required
          {...form.register("startDate")}
          error={errors.startDate?.message}
        />
        <TextInput
          type="date"
          label="Away to night"
          {...form.register("endDate")}
          error={errors.endDate?.message}
        />
        <TextInput label="Note" maxLength={200} {...form.register("note")} error={errors.note?.message} />
        <Button type="submit" loading={addLeave.isPending} style={{ alignSelf: "end" }} {...MAIN_ACTION}>
          Mark away
        </Button>
      </SimpleGrid>
    </form>
  );
}
