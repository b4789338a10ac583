// The manage page's "Move this session": offered while the profile's move policy allows it; the
// pickers load only when the customer asks.
import { ClockTimes } from "../../components/ClockTimes";
import { Alert, Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { checkMoveAllowed, formatSessionRangeLong } from "@studio/domain";
import { lazy, Suspense, useState } from "react";
import { useStudioProfile } from "../studio/use-studio-profile";
import type { ManageView } from "./manage-view";

const MoveSession = lazy(() => import("./MoveSession"));

export function MoveArea(props: { token: string; booking: ManageView }) {
  const profile = useStudioProfile();
  const [open, setOpen] = useState(false);
  const [moved, setMoved] = useState<ManageView | undefined>();
  const verdict = checkMoveAllowed({
    booking: props.booking,
    movesMade: props.booking.movesMade,
    settings: profile,
    contact: profile,
    now: new Date(),
  });
  const done = moved && (
    <Alert color="green" role="status" title="Your session has moved">
      It is now <ClockTimes text={formatSessionRangeLong(moved)} /> with {moved.engineer}. We have e-mailed
      you the new details and an updated calendar event.
    </Alert>
  );
  if (!verdict.ok) return done ?? null;
  return (
    <Stack gap="sm">
      {done}
      {open ? (
        <>
          <Title order={2} size="h4">
            Move this session
          </Title>
          <Text size="sm">Choose a new night and start time: the same length keeps its price.</Text>
          <Suspense fallback={<Loader aria-label="Loading the calendar" />}>
            <MoveSession
              token={props.token}
              booking={props.booking}
              onClose={() => setOpen(false)}
              onMoved={(view) => {
                setOpen(false);
                setMoved(view);
              }}
            />
          </Suspense>
        </>
      ) : (
        <Group>
          <Button variant="outline" onClick={() => setOpen(true)}>
            Move this session
          </Button>
        </Group>
      )}
    </Stack>
  );
}
