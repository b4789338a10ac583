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
import { SectionCard } from "../SectionCard";

/**
 * Close the studio for a night or a range, and mark a producer away (docs/decisions.md). With
 * `producer` (a producer signed in), only their own leave: no closures, the producer fixed.
 */
export function DiaryPanel({ producer }: { producer?: string } = {}) {
  const trpc = useTRPC();
  const diary = useQuery(trpc.admin.diary.list.queryOptions());
  const producers = useQuery(trpc.engineers.list.queryOptions());
  const [affected, setAffected] = useState<Booking[] | null>(null);
  const m = useDiaryMutations(setAffected);

  const closeStudio = (input: ClosureInput) =>
    m.addClosure.mutateAsync(input).then(
      () => true,
      () => false,
    );

  return (
    <SectionCard id="diary-heading" title={producer ? "My leave" : "Closures and leave"} gap="md">
      {producer ? null : <ClosureForm saving={m.addClosure.isPending} onSave={closeStudio} />}
      <ClosureAffected affected={affected} onDismiss={() => setAffected(null)} />
      <LeaveForm
        producers={producer ? [producer] : (producers.data ?? []).map((row) => row.name)}
        addLeave={m.addLeave}
      />
      <DiaryList
        closures={producer ? [] : (diary.data?.closures ?? [])}
        leave={diary.data?.leave ?? []}
        m={m}
      />
      <BusyList busy={diary.data?.busy ?? []} now={new Date()} />
      <CalendarsPanel producer={producer} />
    </SectionCard>
  );
}
