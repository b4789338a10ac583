// The studio's policies, each within the domain's bounds (checked here and again on the server).
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, SimpleGrid, Stack, Title } from "@mantine/core";
import { studioPoliciesPatchSchema } from "@studio/domain";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { type StudioDocument, useSaveStudio } from "./studio-document";
import { WholeNumberField } from "./WholeNumberField";

type PolicyValues = z.infer<typeof studioPoliciesPatchSchema>;

/** The policies the tab edits, with their labels. */
const POLICY_FIELDS = [
  ["cancellationNoticeHours", "Cancellation notice (hours before the session)"],
  ["moveNoticeHours", "Move notice (hours; empty: the cancellation notice)"],
  ["maxMovesPerBooking", "Online moves per booking (0: none)"],
  ["holdHours", "A hold keeps its night for (hours)"],
  ["reminderHours", "Reminder e-mail (hours before; 0: none)"],
  ["noShowLimit", "No-shows in a year that stop online booking (0: no limit)"],
  ["retentionMonths", "Keep customers' details after a session (months)"],
  ["messageRetentionMonths", "Keep contact messages (months)"],
] as const;

type PolicyKey = (typeof POLICY_FIELDS)[number][0];

export function PoliciesForm({ policies }: { policies: StudioDocument["policies"] }) {
  const save = useSaveStudio("Policies");
  const saved = policies as Partial<Record<PolicyKey, number>>;
  const form = useForm<PolicyValues>({
    resolver: zodResolver(studioPoliciesPatchSchema),
    defaultValues: Object.fromEntries(POLICY_FIELDS.map(([key]) => [key, saved[key]])),
  });
  const submit = form.handleSubmit((values) => {
    const given = Object.entries(values).filter(([, value]) => value !== undefined);
    // An empty move notice is sent as null: unset, it follows the cancellation notice.
    save.mutate({ policies: { moveNoticeHours: null, ...Object.fromEntries(given) } });
  });
  return (
    <form onSubmit={submit} aria-label="Policies" noValidate>
      <Stack gap="sm">
        <Title order={3}>Policies</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {POLICY_FIELDS.map(([key, label]) => (
            <WholeNumberField key={key} control={form.control} name={key} label={label} />
          ))}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save policies
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
