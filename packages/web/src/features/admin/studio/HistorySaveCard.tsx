// One save in the Studio tab's history: who, when (its real day), what it was about, each field
// before and after, and, once the owner confirms, its section put back as it was before it.
import { Button, Card, Group, List, Text } from "@mantine/core";
import { useState } from "react";
import { type StudioSave, savedWhat, useRestoreSave } from "./history-saves";

export function HistorySaveCard({ save }: { save: StudioSave }) {
  const restore = useRestoreSave();
  const [confirming, setConfirming] = useState(false);
  const what = savedWhat(save);
  return (
    <Card withBorder padding="sm" data-testid="studio-save" component="li">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>{what}</Text>
        <Text size="sm">
          {save.when} · {save.actor}
        </Text>
      </Group>
      {save.restoreOf ? <Text size="sm">Put back as before an earlier save</Text> : null}
      <List size="sm" spacing={2} mt="xs" style={{ overflowWrap: "anywhere" }}>
        {save.changes.map((change) => (
          <List.Item key={change.field}>
            {change.label}: {change.before} → {change.after}
          </List.Item>
        ))}
      </List>
      {save.restorable && !confirming ? (
        <Group mt="xs">
          <Button variant="default" size="sm" onClick={() => setConfirming(true)}>
            Put {what} back as before this save
          </Button>
        </Group>
      ) : null}
      {confirming ? (
        <Group gap="xs" wrap="wrap" mt="xs" role="group" aria-label={`Put ${what} back?`}>
          <Text size="sm">
            {what} goes back to how it was before this save; later saves of it are undone too.
          </Text>
          <Button
            size="sm"
            loading={restore.isPending}
            onClick={() =>
              void restore
                .mutateAsync({ id: String(save.id) })
                .then(() => setConfirming(false))
                .catch(() => setConfirming(false))
            }
          >
            Yes, put it back
          </Button>
          <Button variant="default" size="sm" onClick={() => setConfirming(false)}>
            Keep it as it is
          </Button>
        </Group>
      ) : null}
    </Card>
  );
}
