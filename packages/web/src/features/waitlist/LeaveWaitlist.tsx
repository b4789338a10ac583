// The leave button and what came of it, through tRPC (waitlist.leave, the same service as
// DELETE /api/waitlist/{token}): left, a link that matches no entry, or why it could not be done.
import { Alert, Button, Stack, Text } from "@mantine/core";
import { waitlistLeaveTexts as texts } from "@studio/domain";
import { useMutation } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useRef } from "react";
import { useLiveForm } from "../../live-form";
import { WithQueries } from "../../query-client";
import { serverMessage, useTRPC } from "../../trpc";

export default function LeaveWaitlist({ token }: { token: string }) {
  return (
    <WithQueries>
      <LeaveButton token={token} />
    </WithQueries>
  );
}

/** A link whose token matches no open entry (mistyped, already left, or the night has passed). */
const isUnknown = (error: unknown) => error instanceof TRPCClientError && error.data?.code === "NOT_FOUND";

function LeaveButton({ token }: { token: string }) {
  const trpc = useTRPC();
  const statusRef = useRef<HTMLDivElement>(null);
  const leave = useMutation(
    trpc.waitlist.leave.mutationOptions({
      // The answer takes focus: the button pressed may be gone.
      onSettled: () => requestAnimationFrame(() => statusRef.current?.focus()),
    }),
  );
  const unknown = leave.isError && isUnknown(leave.error);
  // The server renders this part too: a press before its code has arrived is held till it is live.
  const live = useLiveForm();

  return (
    <>
      <div ref={statusRef} tabIndex={-1} aria-live="polite">
        {leave.isSuccess && (
          <Alert color="green" role="status" data-testid="waitlist-left">
            {texts.left}
          </Alert>
        )}
        {unknown && (
          <Alert color="yellow" role="alert">
            {texts.unknownLink}
          </Alert>
        )}
        {leave.isError && !unknown && (
          <Alert color="red" role="alert">
            {serverMessage(leave.error) ?? texts.unreachable}
          </Alert>
        )}
      </div>
      {!leave.isSuccess && !unknown && (
        <form
          {...live}
          onSubmit={(event) => {
            event.preventDefault();
            leave.mutate({ token });
          }}
        >
          <Stack gap="lg" align="flex-start">
            <Text>{texts.intro}</Text>
            <Button type="submit" loading={leave.isPending}>
              {texts.button}
            </Button>
          </Stack>
        </form>
      )}
    </>
  );
}
