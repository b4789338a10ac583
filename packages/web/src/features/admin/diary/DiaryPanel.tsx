import { Card, Stack, Title } from "@mantine/core";
import type { Booking, ClosureInput } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../trpc";
import { BusyList } from "./BusyList";
import { CalendarsPanel } from "./CalendarsPanel";
import { ClosureAffected } from "./ClosureAffected";
import { ClosureForm } from "./ClosureForm";
import { DiaryList } from "./DiaryList";
import { LeaveForm } from "./LeaveForm";
import { useDiaryMutations } from "./use-diary-mutations";

/**
 * Close the studio for a night or a range, and mark a producer away (docs/decisions.md). With
 * `producer` (a producer signed in), only their own leave: no closures, the producer fixed.
 */
export function DiaryPanel({ producer }: { producer?: string } = {}) {
  const trpc = useTRPC();
  const diary = useQuery(trpc.admin.diary.list.queryOptions());
  const engineers = useQuery(trpc.engineers.list.queryOptions());
  const [affected, setAffected] = useState<Booking[] | null>(null);
  const m = useDiaryMutations(setAffected);

  const closeStudio = (input: ClosureInput) =>
    m.addClosure.mutateAsync(input).then(
      () => true,
      () => false,
    );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="diary-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="diary-heading">
          {producer ? "My leave" : "Closures and leave"}
        </Title>
        {producer ? null : <ClosureForm saving={m.addClosure.isPending} onSave={closeStudio} />}
        <ClosureAffected affected={affected} onDismiss={() => setAffected(null)} />
        <LeaveForm
          producers={producer ? [producer] : (engineers.data ?? []).map((engineer) => engineer.name)}
          addLeave={m.addLeave}
        />
        <DiaryList
          closures={producer ? [] : (diary.data?.closures ?? [])}
          leave={diary.data?.leave ?? []}
          m={m}
        />
        <BusyList busy={diary.data?.busy ?? []} now={new Date()} />
        <CalendarsPanel producer={producer} />
      </Stack>
    </Card>
  );
}
