import { Button, Group, List, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { nightsOf } from "./nights";
import type { DiaryMutations } from "./use-diary-mutations";

interface Nights {
  id: string;
  startDate: string;
  endDate: string;
}

const nights = (range: Nights) => nightsOf(range.startDate, range.endDate);

interface DiaryListProps {
  closures: (Nights & { reason: string; publicText: string })[];
  leave: (Nights & { engineer: string; note?: string | null })[];
  m: Pick<DiaryMutations, "removeClosure" | "removeLeave">;
}

/** The closures and the producers' leave, each with its undoing button. */
export function DiaryList({ closures, leave, m }: DiaryListProps) {
  return (
    <List spacing={4} size="sm" listStyleType="none" data-testid="diary-list">
      {closures.map((closure) => (
        <DiaryItem
          key={closure.id}
          title={`Closed ${nights(closure)}`}
          detail={`${closure.reason} (public: ${closure.publicText})`}
          action="Reopen"
          actionLabel={`Reopen the studio ${nights(closure)}`}
          onAction={() => m.removeClosure.mutate({ id: closure.id })}
        />
      ))}
      {leave.map((away) => (
        <DiaryItem
          key={away.id}
          title={`${away.engineer} away ${nights(away)}`}
          detail={away.note || null}
          action="Remove"
          actionLabel={`Remove ${away.engineer} away ${nights(away)}`}
          onAction={() => m.removeLeave.mutate({ id: away.id })}
        />
      ))}
    </List>
  );
}

interface DiaryItemProps {
  title: string;
  detail: ReactNode;
  action: string;
  actionLabel: string;
  onAction: () => void;
}

function DiaryItem({ title, detail, action, actionLabel, onAction }: DiaryItemProps) {
  return (
    <List.Item>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {title}
        </Text>
        {detail ? <Text size="sm">{detail}</Text> : null}
        <Button size="compact-xs" variant="subtle" aria-label={actionLabel} onClick={onAction}>
          {action}
        </Button>
      </Group>
    </List.Item>
  );
}
