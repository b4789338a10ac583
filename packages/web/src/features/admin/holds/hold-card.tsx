// One hold as every staff screen shows it (the Holds tab, the work list, the calendar's dialog):
// marked "Hold", the session's real range, "Held for {name} until {time}", and Confirm / Release.
import { Badge, Button, Group, Modal, Text } from "@mantine/core";
import { formatStaffSession, type Hold, heldForMessage } from "@studio/domain";
import { PersonCard } from "../card/PersonCard";
import classes from "./hold-card.module.css";
import { useHoldMutations } from "./use-hold-mutations";

interface HoldCardProps {
  hold: Hold;
  /** After the hold was confirmed or released (a dialog closes). */
  onDone?: () => void;
}

export function HoldCard({ hold, onDone }: HoldCardProps) {
  const { confirm, release } = useHoldMutations();
  const busy = confirm.isPending || release.isPending;
  const name = `${hold.firstName} ${hold.lastName}`;
  const done = onDone ? { onSuccess: onDone } : undefined;
  return (
    <PersonCard
      person={hold}
      kind="hold"
      padding="md"
      gap="sm"
      contactFromSm
      className={classes.hold}
      badges={
        <Badge color="yellow" variant="outline">
          Hold
        </Badge>
      }
    >
      <Text fw={600} size="sm" data-testid="session-range">
        {formatStaffSession(hold, new Date())} with {hold.engineer}
      </Text>
      <Text size="sm" data-testid="hold-expiry">
        {heldForMessage(hold)}
      </Text>
      {hold.note ? (
        <Text size="sm" c="dark.1">
          Note: {hold.note}
        </Text>
      ) : null}
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          aria-label={`Confirm hold for ${name}`}
          loading={confirm.isPending}
          disabled={busy}
          onClick={() => confirm.mutate({ id: hold.id }, done)}
        >
          Confirm
        </Button>
        <Button
          size="xs"
          variant="default"
          aria-label={`Release hold for ${name}`}
          loading={release.isPending}
          disabled={busy}
          onClick={() => release.mutate({ id: hold.id }, done)}
        >
          Release
        </Button>
      </Group>
    </PersonCard>
  );
}

/** The calendar's hold, opened from its event: the same card in a dialog. */
export function HoldDialog({ hold, onClose }: { hold: Hold | null; onClose: () => void }) {
  return (
    <Modal opened={hold !== null} onClose={onClose} title="Hold" size="lg">
      {hold ? <HoldCard hold={hold} onDone={onClose} /> : null}
    </Modal>
  );
}
