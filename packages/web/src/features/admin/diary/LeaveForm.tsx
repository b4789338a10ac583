import { Button, NativeSelect, SimpleGrid, TextInput } from "@mantine/core";
import type { LeaveInput } from "@studio/domain";
import type { FormEvent } from "react";
import { fieldsOf } from "../form-fields";
import { MAIN_ACTION } from "../main-action";
import type { DiaryMutations } from "./use-diary-mutations";

interface LeaveFormProps {
  /** The producers to choose from (a producer signed in: only themselves). */
  producers: string[];
  addLeave: DiaryMutations["addLeave"];
}

/** Mark a producer away for a night or a range, with a note. */
export function LeaveForm({ producers, addLeave }: LeaveFormProps) {
  const markAway = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { engineer = "", startDate = "", endDate = "", note = "" } = fieldsOf(event);
    const input: LeaveInput = {
      engineer,
      startDate,
      endDate: endDate || startDate,
      ...(note ? { note } : {}),
    };
    const form = event.currentTarget;
    // An empty form for the next one once saved (an old note must not be reused by mistake).
    addLeave.mutate(input, { onSuccess: () => form.reset() });
  };
  return (
    <form onSubmit={markAway} aria-label="Mark a producer away">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="sm" style={{ alignItems: "end" }}>
        <NativeSelect name="engineer" label="Producer" required data={producers} />
        <TextInput name="startDate" type="date" label="Away from night" required />
        <TextInput name="endDate" type="date" label="Away to night" />
        <TextInput name="note" label="Note" maxLength={200} />
        <Button type="submit" loading={addLeave.isPending} {...MAIN_ACTION}>
          Mark away
        </Button>
      </SimpleGrid>
    </form>
  );
}
