// "Cancel booking" while the notice window allows, asked twice; then how to reach the studio.
import { Alert, Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { canSelfCancel, cancelTermsPreview, STUDIO_UNREACHABLE } from "@studio/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { TextUsLink } from "../../components/TextUsLink";
import { serverMessage, useTRPC } from "../../trpc";
import { useStudioProfile } from "../studio/use-studio-profile";
import type { ManageView } from "./manage-view";

export function CancelArea(props: { token: string; booking: ManageView; onCancelled: () => void }) {
  const profile = useStudioProfile();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const cancel = useMutation(
    trpc.manage.cancel.mutationOptions({
      onSuccess: (view) => {
        queryClient.setQueryData(trpc.manage.view.queryKey({ token: props.token }), view);
        props.onCancelled();
      },
    }),
  );

  if (!canSelfCancel(props.booking, profile.cancellationNoticeHours, new Date())) {
    return (
      <Text>
        Online cancellation has closed for this session. Please e-mail{" "}
        <Anchor href={`mailto:${profile.bookingsEmail}`} underline="always">
          {profile.bookingsEmail}
        </Anchor>{" "}
        or text <TextUsLink number={profile.messagingNumber} /> to cancel or change it.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {cancel.isError && (
        <Alert color="red" role="alert">
          {serverMessage(cancel.error) ?? STUDIO_UNREACHABLE}
        </Alert>
      )}
      {asking ? (
        <Group gap="sm" wrap="wrap">
          <Text fw={600}>Cancel this session? Its time will be freed for others.</Text>
          <CancelTermsLine booking={props.booking} />
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() => cancel.mutate({ token: props.token })}
          >
            Yes, cancel my booking
          </Button>
          <Button variant="default" onClick={() => setAsking(false)} disabled={cancel.isPending}>
            Keep it
          </Button>
        </Group>
      ) : (
        <Group>
          <Button color="red" variant="outline" onClick={() => setAsking(true)}>
            Cancel booking
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** What a cancel now keeps and refunds under the studio's terms, once something has been paid. */
function CancelTermsLine({ booking }: { booking: ManageView }) {
  const terms = booking.cancelTerms;
  if (!terms || terms.keptPence + terms.refundPence <= 0) return null;
  return <Text data-testid="manage-cancel-terms">{cancelTermsPreview(terms)}</Text>;
}
